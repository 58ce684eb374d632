import { beforeAll, describe, it } from 'vitest';
import type { LocalTipSuggested } from '@nsg/domain/catalog/local-tip-suggestion.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { catalogProjection } from './catalog-projection.ts';

const spec = projectionSpec(catalogProjection);
/** "Kai" sealed under the tip author's key, as the suggestion route writes it. */
let sealedName: string;

beforeAll(async () => {
  sealedName = await createPersonalDataVault(spec.database().pool).encrypt('tipster:40', 'Kai');
});

const suggested = (): SpecEvent => ({
  streamId: 'tip-40',
  type: 'catalog.LocalTipSuggested',
  data: {
    id: 40,
    title: 'Turtles at Laniakea',
    description: 'Green sea turtles rest on the sand in the afternoon.',
    location: 'Laniakea',
    category: 'beach',
    insiderNote: 'Stay 10 feet away.',
    timeOfDay: 'afternoon',
    cost: 'free',
    crowdLevel: 'high',
    difficulty: 'easy',
    localRating: 4,
    authorName: sealedName,
    authorEmail: 'pd1:sealed-email',
    authorPersonId: 'tipster:40',
    submittedAt: '2026-11-27T18:00:00.000Z',
  } satisfies LocalTipSuggested['data'],
});
const moderated = (type: 'catalog.LocalTipVerified' | 'catalog.LocalTipRejected'): SpecEvent => ({
  streamId: 'tip-40',
  type,
  data: { id: 40, moderatorId: 'admin-1', note: 'Checked', moderatedAt: '2026-11-27T19:00:00.000Z' },
});

describe('visitors’ tips in the catalog projection', () => {
  it('keep a suggestion pending and unverified, its author’s name opened', async () => {
    await spec
      .given([])
      .when([suggested()])
      .then({
        local_tips: [
          {
            id: 40,
            status: 'pending',
            author_email: 'pd1:sealed-email',
            document: { authorName: 'Kai', isVerified: false, sample: false, tags: [] },
          },
        ],
      });
  });

  it('list a verified suggestion as verified, with who verified it', async () => {
    await spec
      .given([suggested()])
      .when([moderated('catalog.LocalTipVerified')])
      .then({
        local_tips: [
          {
            id: 40,
            status: 'verified',
            moderated_by: 'admin-1',
            moderator_notes: 'Checked',
            document: { isVerified: true },
          },
        ],
      });
  });

  it('take the Verified mark away from a tip rejected after its verification', async () => {
    await spec
      .given([suggested(), moderated('catalog.LocalTipVerified')])
      .when([moderated('catalog.LocalTipRejected')])
      .then({ local_tips: [{ id: 40, status: 'rejected', document: { isVerified: false } }] });
  });

  it('sign an erased author’s tip "[erased]" and keep the tip', async () => {
    await spec
      .given([suggested(), moderated('catalog.LocalTipVerified')])
      .when([
        {
          streamId: 'erasure-e1',
          type: 'personal-data.PersonErased',
          data: { erasureId: 'e1', personIds: ['tipster:40'], erasedAt: '2026-11-27T19:30:00.000Z' },
        },
      ])
      .then({ local_tips: [{ id: 40, status: 'verified', document: { authorName: '[erased]' } }] });
  });
});
