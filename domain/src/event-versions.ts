import type { StoredEventType } from './stored-events.ts';

type Data = Record<string, unknown>;

export interface EventVersioning {
  /** The version events of this type are written in now (metadata.schemaVersion). */
  current: number;
  /** `upcasters[n]` turns data of version n into version n + 1. */
  upcasters: Record<number, (data: Data) => Data>;
}

/**
 * Event types whose data changed shape since the first version, with the upcasters that bring older
 * events up to date when they are read. Types not listed are at version 1. Never change an upcaster that
 * has shipped: add a version.
 */
export const EVENT_VERSIONS: Partial<Record<StoredEventType, EventVersioning>> = {
  // v2: placements; every campaign before them was a directory campaign.
  'advertising.CampaignCreated': {
    current: 2,
    upcasters: { 1: (data) => ({ placement: 'content', ...data }) },
  },
  // v2: the reviewer's reason; none was asked before.
  'advertising.AdRejected': { current: 2, upcasters: { 1: (data) => ({ reason: null, ...data }) } },
  'accounts.AdvertiserStatusChanged': { current: 2, upcasters: { 1: (data) => ({ reason: null, ...data }) } },
  // v2: the image on screen, counted per image; unknown before.
  // v3: the counting rule that judged it; everything before was judged by rule 1 (counted on load).
  // v4 (v2 for image views): the inputs another rule version needs to judge it again; none kept before.
  'advertising.AdImpressionRecorded': {
    current: 4,
    upcasters: {
      1: (data) => ({ imageUrl: null, ...data }),
      2: (data) => ({ ruleVersion: 1, ...data }),
      3: (data) => ({ inputs: null, ...data }),
    },
  },
  'advertising.AdImageViewed': { current: 2, upcasters: { 1: (data) => ({ inputs: null, ...data }) } },
  'advertising.AdClickRecorded': {
    current: 4,
    upcasters: {
      1: (data) => ({ imageUrl: null, ...data }),
      2: (data) => ({ ruleVersion: 1, ...data }),
      3: (data) => ({ inputs: null, ...data }),
    },
  },
  // v2: the subject, free text its sender wrote, is sealed with their key; it was in clear before.
  'contact.MessageReceived': {
    current: 2,
    upcasters: { 1: (data) => ({ subjectSealed: false, ...data }) },
  },
  // v2: a subject a person wrote (a contact message's) is sealed with their key; none was before.
  'mail.MessageQueued': {
    current: 2,
    upcasters: { 1: (data) => ({ subjectSealed: false, ...data }) },
  },
  // v2: the seller token's hash (none before: those sellers ask for a seller link by mail); phone optional.
  'marketplace.ListingCreated': {
    current: 2,
    upcasters: { 1: (data) => ({ sellerTokenHash: null, ...data }) },
  },
};

export const currentVersionOf = (type: string): number =>
  EVENT_VERSIONS[type as StoredEventType]?.current ?? 1;

/** The data of a stored event brought up to its type's current version. */
export function upcast(type: string, version: number, data: unknown): unknown {
  const versioning = EVENT_VERSIONS[type as StoredEventType];
  if (!versioning) return data;
  let upcasted = data as Data;
  for (let v = version; v < versioning.current; v++) {
    const upcaster = versioning.upcasters[v];
    if (!upcaster) throw new Error(`${type} has no upcaster from version ${v}`);
    upcasted = upcaster(upcasted);
  }
  return upcasted;
}
