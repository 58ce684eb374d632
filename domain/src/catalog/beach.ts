import { z } from 'zod';
import type { BeachExposure } from '../conditions/beach-hazard.ts';
import type { Decider } from '../shared/decider.ts';
import type { BeachExposureSet } from './catalog-events.ts';
import {
  catalogEntryDecider,
  type CatalogEntryCommand,
  type CatalogEntryEvent,
  type CatalogEntryState,
} from './catalog-entry.ts';
import {
  catalogImageField,
  latitudeField,
  longitudeField,
  optionalText,
  requiredText,
} from './catalog-fields.ts';
import { PARKING_LEVELS, SURF_STATUSES, type SeedBeach } from './seed/types.ts';

export const beachStreamId = (id: number) => `beach-${id}`;

/** A beach as admins keep it: its catalog texts and its safety facts (lifeguards, exposure to swell). */
export type BeachFields = SeedBeach & { exposure?: BeachExposure };

const degrees = (label: string) =>
  z.coerce
    .number(`${label} must be a number`)
    .int(`${label} must be whole degrees`)
    .min(0, `${label} must be between 0 and 359`)
    .max(359, `${label} must be between 0 and 359`);
const faceFeet = (label: string) =>
  z.coerce
    .number(`${label} must be a number`)
    .positive(`${label} must be above 0`)
    .max(100, `${label} must be at most 100 ft`);

/** The exposure the hazard rating reads: the swell directions that reach the beach head-on, its thresholds. */
export const beachExposureSchema = z
  .object({
    swellWindow: z.object({ fromDeg: degrees('Swell window start'), toDeg: degrees('Swell window end') }),
    highFaceFt: faceFeet('High from'),
    extremeFaceFt: faceFeet('Extreme from'),
    typicalSurf: z.object({
      winter: requiredText('Typical winter surf', 50),
      summer: requiredText('Typical summer surf', 50),
    }),
    source: requiredText('Source', 500),
    sourceJa: optionalText('Japanese source', 500),
  })
  .refine((exposure) => exposure.extremeFaceFt > exposure.highFaceFt, {
    message: 'Extreme must start above high',
    path: ['extremeFaceFt'],
  });

export const beachFormSchema = z.object({
  name: requiredText('Name', 255),
  location: requiredText('Location', 255),
  description: requiredText('Description', 2000),
  descriptionJa: optionalText('Japanese description', 2000),
  bestFor: requiredText('Best for', 255),
  bestForJa: optionalText('Japanese best for', 255),
  image: catalogImageField,
  surfHeight: requiredText('Typical surf height', 50),
  surfStatus: z.enum(SURF_STATUSES, `Surf status must be one of ${SURF_STATUSES.join(', ')}`),
  hasLifeguards: z.boolean('Say whether lifeguards are on duty'),
  hasParking: z.enum(PARKING_LEVELS, `Parking must be one of ${PARKING_LEVELS.join(', ')}`),
  latitude: latitudeField,
  longitude: longitudeField,
  geofenceRadius: z.coerce
    .number('Radius must be a number')
    .int('Radius must be whole metres')
    .min(50, 'Radius must be between 50 and 5000 metres')
    .max(5000, 'Radius must be between 50 and 5000 metres'),
  exposure: beachExposureSchema,
});

/** The facts of a beach that bear on safety: an edit of any of them changes the hazard rating's inputs. */
export const BEACH_SAFETY_FACTS = ['hasLifeguards', 'exposure'] as const;

type EntryEvent = CatalogEntryEvent<
  BeachFields,
  'catalog.BeachAdded',
  'catalog.BeachEdited',
  'catalog.BeachRetired'
>;
export type BeachEvent = EntryEvent | BeachExposureSet;

const entry = catalogEntryDecider<
  BeachFields,
  'catalog.BeachAdded',
  'catalog.BeachEdited',
  'catalog.BeachRetired'
>({
  label: 'beach',
  added: 'catalog.BeachAdded',
  edited: 'catalog.BeachEdited',
  retired: 'catalog.BeachRetired',
});

/** A beach's entry; its exposure, added with it, is a catalog.BeachExposureSet of its own, as the seed's. */
export const beachDecider: Decider<
  CatalogEntryCommand<BeachFields>,
  BeachEvent,
  CatalogEntryState<BeachFields>
> = {
  initialState: entry.initialState,
  decide(command, state) {
    if (command.kind !== 'Add') return entry.decide(command, state);
    const { exposure, ...beach } = command.fields;
    const events: BeachEvent[] = entry.decide({ kind: 'Add', fields: beach }, state);
    if (exposure) events.push({ type: 'catalog.BeachExposureSet', data: { beachId: beach.id, ...exposure } });
    return events;
  },
  evolve(state, event) {
    if (event.type !== 'catalog.BeachExposureSet') return entry.evolve(state, event);
    const { beachId: _beachId, ...exposure } = event.data;
    return state.fields ? { ...state, fields: { ...state.fields, exposure } } : state;
  },
};
