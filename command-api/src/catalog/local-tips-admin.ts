import { z } from 'zod';
import {
  localTipDecider,
  localTipFieldsOf,
  localTipFormSchema,
  type LocalTipEvent,
} from '@nsg/domain/catalog/local-tip-entry.ts';
import { localTipStreamId } from '@nsg/domain/catalog/local-tip-suggestion.ts';
import type { SeedLocalTip } from '@nsg/domain/catalog/seed/types.ts';
import { highestLocalTipId, listLocalTipsForAdmin } from '@nsg/projections/catalog/local-tips-queries.ts';
import type { CatalogAdminKind } from './catalog-admin-routes.ts';
import { catalogAdminRow, localTipView } from './catalog-views.ts';

const localTipForAdmin = catalogAdminRow.extend(
  localTipView
    .pick({
      title: true,
      description: true,
      location: true,
      insiderNote: true,
      category: true,
      timeOfDay: true,
      cost: true,
      crowdLevel: true,
      difficulty: true,
      season: true,
      localRating: true,
      authorName: true,
      touristFriendly: true,
      latitude: true,
      longitude: true,
    })
    .extend({
      titleJa: z.string().describe('Empty when the Japanese is missing'),
      descriptionJa: z.string(),
      locationJa: z.string(),
      insiderNoteJa: z.string(),
      tags: z.string().describe('The tags as words, separated by commas'),
      tagsJa: z.string(),
    }).shape,
);

/** The catalog's local tips, as admins keep them at /api/admin/catalog/local-tips. */
export const localTipsAdmin = {
  path: 'local-tips',
  decider: localTipDecider,
  streamId: localTipStreamId,
  form: localTipFormSchema,
  fieldsOf: localTipFieldsOf,
  list: listLocalTipsForAdmin,
  row: localTipForAdmin,
  lastId: highestLocalTipId,
} satisfies CatalogAdminKind<
  SeedLocalTip,
  typeof localTipFormSchema,
  z.output<typeof localTipForAdmin>,
  LocalTipEvent
>;
