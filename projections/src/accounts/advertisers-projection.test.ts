import { beforeAll, describe, it } from 'vitest';
import type { AdvertiserRegistered } from '@nsg/domain/accounts/advertiser.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { advertisersProjection } from './advertisers-projection.ts';

const KEOLA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const MALIA = '2a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** Names sealed under their person's key, as registrations write them now. */
let sealed: { name: string; companyName: string };
/** Names sealed under a key erased since: a rebuild after the erasure meets them. */
let sealedUnderErasedKey: { name: string; companyName: string };
const spec = projectionSpec(advertisersProjection);

beforeAll(async () => {
  const database = spec.database();
  const vault = createPersonalDataVault(database.pool);
  const [name, companyName] = await vault.encryptAll(`person-${KEOLA}`, [
    'Keola Kahale',
    'Kahale Surf Co',
  ] as const);
  sealed = { name, companyName };
  const [erasedName, erasedCompany] = await vault.encryptAll(`person-${MALIA}`, [
    'Malia Ka',
    'Ka Shave Ice',
  ] as const);
  sealedUnderErasedKey = { name: erasedName, companyName: erasedCompany };
  await vault.erase(`person-${MALIA}`);
});

const registered = (
  advertiserId: string,
  names: Partial<AdvertiserRegistered['data']> = { name: 'Keola Kahale', companyName: 'Kahale Surf Co' },
): SpecEvent => ({
  streamId: `advertiser-${advertiserId}`,
  type: 'accounts.AdvertiserRegistered',
  data: {
    advertiserId,
    role: 'advertiser',
    status: 'pending',
    name: 'Keola Kahale',
    companyName: 'Kahale Surf Co',
    personId: `person-${advertiserId}`,
    email: 'pd1:sealed-email',
    emailLookup: `lookup-${advertiserId}`,
    phone: null,
    address: null,
    description: 'Boards and lessons',
    website: 'https://kahale.example',
    passwordHash: 'scrypt$hash',
    registeredAt: '2026-11-27T18:00:00.000Z',
    ...names,
  },
});
const statusChanged = (status: 'active' | 'suspended'): SpecEvent => ({
  streamId: `advertiser-${KEOLA}`,
  type: 'accounts.AdvertiserStatusChanged',
  data: {
    advertiserId: KEOLA,
    status,
    reason: null,
    changedBy: 'admin:1',
    changedAt: '2026-11-27T19:00:00.000Z',
  },
});
const erased = (personIds: string[]): SpecEvent => ({
  streamId: 'erasure-1',
  type: 'personal-data.PersonErased',
  data: { erasureId: '1', personIds, erasedAt: '2026-11-27T19:30:00.000Z' },
});

describe('the advertisers projection', () => {
  it('keeps a registration pending, with its login lookup and contact data still sealed', async () => {
    await spec
      .given([])
      .when([registered(KEOLA)])
      .then({
        advertisers: [
          {
            id: KEOLA,
            role: 'advertiser',
            status: 'pending',
            name: 'Keola Kahale',
            company_name: 'Kahale Surf Co',
            email: 'pd1:sealed-email',
            email_lookup: `lookup-${KEOLA}`,
            password_hash: 'scrypt$hash',
          },
        ],
      });
  });

  it('opens sealed names for the admin pages, and shows "[erased]" for names whose key is gone', async () => {
    await spec
      .given([])
      .when([
        registered(KEOLA, { ...sealed, namesSealed: true }),
        registered(MALIA, { ...sealedUnderErasedKey, namesSealed: true }),
      ])
      .then({
        advertisers: [
          { id: KEOLA, name: 'Keola Kahale', company_name: 'Kahale Surf Co' },
          { id: MALIA, name: '[erased]', company_name: '[erased]' },
        ],
      });
  });

  it('follows an admin’s approval and suspension', async () => {
    await spec
      .given([registered(KEOLA), statusChanged('active')])
      .when([statusChanged('suspended')])
      .then({ advertisers: [{ id: KEOLA, status: 'suspended' }] });
  });

  it('keeps an erased person’s account under "[erased]", no longer found by its email', async () => {
    await spec
      .given([registered(KEOLA), registered(MALIA)])
      .when([erased([`person-${KEOLA}`])])
      .then({
        advertisers: [
          { id: KEOLA, name: '[erased]', company_name: '[erased]', email_lookup: `erased:${KEOLA}` },
          { id: MALIA, name: 'Keola Kahale', email_lookup: `lookup-${MALIA}` },
        ],
      });
  });

  it('tells admins of a registration and an erasure, and the advertiser too of their status', async () => {
    await spec
      .given([registered(MALIA)])
      .when([registered(KEOLA), statusChanged('active'), erased([`person-${KEOLA}`, 'person-nobody'])])
      .thenAnnounces([
        { ids: [KEOLA], advertiserId: KEOLA, audience: 'admin' },
        { ids: [KEOLA], advertiserId: KEOLA, audience: 'advertiser' },
        { ids: [KEOLA], audience: 'admin' },
      ]);
  });

  it('tells nobody of an erasure of someone without an account', async () => {
    await spec
      .given([registered(KEOLA)])
      .when([erased(['person-without-account'])])
      .thenAnnounces([]);
  });
});
