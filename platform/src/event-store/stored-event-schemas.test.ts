import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { eventSchemasFromTypes, EVENT_SCHEMAS_FILE } from './event-schema-generation.ts';
import { InvalidStoredEvent, readStoredEvent } from './stored-event-schemas.ts';

const recorded = (type: string, data: unknown, schemaVersion: number): RecordedEvent => ({
  type,
  data,
  eventId: '00000000-0000-4000-8000-000000000001',
  metadata: { actor: 'system:test', correlationId: 'c', schemaVersion },
  streamId: 'campaign-1',
  revision: 0n,
  globalPosition: 7n,
  logPosition: { commit: 1n, prepare: 7n },
  createdAt: new Date(),
});

const campaignCreated = {
  campaignId: '11111111-1111-4111-8111-111111111111',
  advertiserId: '22222222-2222-4222-8222-222222222222',
  name: 'Sunset surf lessons',
  description: 'Small groups',
  durationMonths: 3,
  budget: 90,
  startDate: '2026-03-10',
  endDate: '2026-06-10',
  expiresAt: '2026-06-10T23:59:59.999-10:00',
  targetAudience: { ages: [18, 65], interests: ['Surfing'] },
  createdAt: '2026-03-01T20:00:00.000Z',
};

describe('stored event schemas', () => {
  it('are the ones the domain types make now (npm run event-schemas writes them)', async () => {
    const committed = JSON.parse(await readFile(EVENT_SCHEMAS_FILE, 'utf8'));
    expect(committed).toEqual(eventSchemasFromTypes());
  }, 60_000);

  it('upcast an event written in an older version to the current shape', () => {
    const read = readStoredEvent(recorded('advertising.CampaignCreated', campaignCreated, 1));
    expect(read.data).toEqual({ ...campaignCreated, placement: 'content' });
    expect(read.metadata.schemaVersion).toBe(2);
    const current = recorded('advertising.CampaignCreated', { ...campaignCreated, placement: 'header' }, 2);
    expect(readStoredEvent(current)).toBe(current);
  });

  it('read a listing from before seller tokens as one without a token', () => {
    const listing = {
      listingId: '33333333-3333-4333-8333-333333333333',
      title: 'Pipe gun',
      length: `7'2"`,
      lengthFeet: 7,
      condition: 'Good',
      price: '$450',
      location: 'Haleiwa',
      sellerName: 'Kai',
      description: null,
      photoUrl: null,
      email: 'cipher-email',
      phone: 'cipher-phone',
      emailLookup: 'lookup',
      sellerPersonId: 'seller:33333333-3333-4333-8333-333333333333',
      createdAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-03-02T00:00:00.000Z',
    };
    const read = readStoredEvent(recorded('marketplace.ListingCreated', listing, 1));
    expect(read.data).toEqual({ ...listing, sellerTokenHash: null });
    expect(read.metadata.schemaVersion).toBe(2);
  });

  it('refuse an event whose data does not match its type, naming the field', () => {
    const bad = recorded('advertising.CampaignCreated', { ...campaignCreated, budget: 'thirty' }, 1);
    expect(() => readStoredEvent(bad)).toThrow(InvalidStoredEvent);
    expect(() => readStoredEvent(bad)).toThrow('/data/budget must be number');
    const missing = recorded('accounts.EmailClaimed', {}, 1);
    expect(() => readStoredEvent(missing)).toThrow("must have required property 'advertiserId'");
  });

  it('leave types that are not the domain’s alone', () => {
    const foreign = recorded('test.Anything', { whatever: true }, 1);
    expect(readStoredEvent(foreign)).toBe(foreign);
  });
});
