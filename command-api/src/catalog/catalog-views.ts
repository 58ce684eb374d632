import { isOpenAt, openingHoursSchema, type OpeningHours } from '@nsg/domain/catalog/opening-hours.ts';
import { z } from 'zod';
import {
  COST_LEVELS,
  CROWD_LEVELS,
  SEASONS,
  TIMES_OF_DAY,
  TIP_CATEGORIES,
  TIP_DIFFICULTIES,
} from '@nsg/domain/catalog/seed/types.ts';
import { hazardViewSchema } from '../conditions/beach-hazard-views.ts';

/** Whether each business is open at `now`, by its hours in Hawaii time (null without hours). */
export function withOpenNow<Business extends { hours: OpeningHours | null }>(
  businesses: Business[],
  now: Date,
) {
  return businesses.map((business) => ({
    ...business,
    openNow: business.hours ? isOpenAt(business.hours, now) : null,
  }));
}

/** What the catalog routes answer, for the OpenAPI document and the serializer. */
const coordinate = z.string().nullable().describe('Decimal degrees, as text');
const rating = z.number().nullable().describe('Average of approved reviews, or null without any');
/** The catalog's texts in Japanese, beside the English: one answer serves both languages and caches as one. */
const japanese = (field: string) =>
  z.string().nullable().describe(`\`${field}\` in Japanese, or null: then only the English exists`);

export const beachView = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  description: z.string(),
  descriptionJa: japanese('description'),
  image: z.string(),
  typicalSurf: z
    .object({ winter: z.string(), summer: z.string() })
    .nullable()
    .describe('Typical seasonal surf, never current'),
  exposure: z
    .object({
      swellWindow: z.object({ fromDeg: z.number(), toDeg: z.number() }),
      highFaceFt: z.number(),
      extremeFaceFt: z.number(),
      source: z.string(),
      sourceJa: japanese('source'),
    })
    .nullable(),
  hasLifeguards: z.boolean(),
  hasParking: z.string(),
  bestFor: z.string(),
  bestForJa: japanese('bestFor'),
  latitude: coordinate,
  longitude: coordinate,
  geofenceRadius: z.number(),
  rating,
  reviewCount: z.number().int(),
  hazard: hazardViewSchema,
});

export const businessView = z.object({
  id: z.number().int(),
  name: z.string(),
  nameJa: japanese('name'),
  category: z.string(),
  location: z.string(),
  description: z.string(),
  descriptionJa: japanese('description'),
  image: z.string(),
  rating,
  reviewCount: z.number().int(),
  latitude: coordinate,
  longitude: coordinate,
  phone: z.string().nullable(),
  website: z.string().nullable(),
  sample: z.boolean().describe('Sample data shipped with the guide (invented), not a real listing'),
  hours: openingHoursSchema
    .nullable()
    .describe('Opening hours in Hawaii time, as the owner keeps them; null if unknown'),
  openNow: z.boolean().nullable().describe("Open at the server's clock, in Hawaii time; null without hours"),
  photos: z.array(z.string()).describe("The owner's photos, uploaded images"),
  claimed: z.boolean().describe('Kept by its owner, whose claim an admin approved'),
});

export const productView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  image: z.string(),
  category: z.string(),
  nameJa: japanese('name'),
  descriptionJa: japanese('description'),
});

export const localTipView = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.enum(TIP_CATEGORIES),
  location: z.string(),
  latitude: z.string().nullable().describe('Null for a tip a visitor suggested'),
  longitude: z.string().nullable(),
  tags: z.array(z.string()).readonly().describe('snake_case, shown with underscores as spaces'),
  season: z.enum(SEASONS),
  timeOfDay: z.enum(TIMES_OF_DAY),
  cost: z.enum(COST_LEVELS),
  crowdLevel: z.enum(CROWD_LEVELS),
  difficulty: z.enum(TIP_DIFFICULTIES),
  authorName: z.string(),
  isVerified: z.boolean(),
  insiderNote: z.string(),
  titleJa: japanese('title'),
  descriptionJa: japanese('description'),
  locationJa: japanese('location'),
  insiderNoteJa: japanese('insiderNote'),
  tagsJa: z
    .array(z.string())
    .readonly()
    .nullable()
    .describe('`tags` in Japanese, as words (no underscores), or null: then only the English exists'),
  localRating: z.number(),
  touristFriendly: z.boolean(),
  sample: z.boolean().describe('Sample data shipped with the guide (invented), not a real listing'),
});

/** What an admin's list shows of every catalog entry, whatever its kind. */
export const catalogAdminRow = z.object({
  id: z.number().int(),
  name: z.string(),
  revision: z.number().int().describe('The entry’s revision: an edit sends it back as `expectedRevision`'),
  sample: z.boolean().describe('Shipped with the guide: invented, listed first'),
  retired: z.boolean(),
  missingJapanese: z.array(z.string()).describe('The visitor texts with no Japanese yet, by English field'),
});
