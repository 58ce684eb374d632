import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db.ts';
import { testEvent } from '../event-store/event-store-contract.ts';
import { createPostgresEventStore } from '../event-store/postgres-event-store.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createPersonalDataVault, ERASED } from './personal-data.ts';
import { sealLegacyNames } from './seal-legacy-names.ts';

describe('sealing the names of events written before names were crypto-shredded', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('seals clear names under each person key, redacts those already erased, and runs once', async () => {
    const store = createPostgresEventStore(database.pool);
    const vault = createPersonalDataVault(database.pool);
    const db = createDb<unknown>(database.pool);
    const reviewer = `reviewer:${randomUUID()}`;
    const advertiser = `advertiser:${randomUUID()}`;
    const erasedSeller = `seller:${randomUUID()}`;
    const legacy = [
      testEvent('reviews.ReviewSubmitted', { authorPersonId: reviewer, authorName: 'Kai Makoa', rating: 5 }),
      testEvent('accounts.AdvertiserRegistered', {
        personId: advertiser,
        name: 'Leilani Kahale',
        companyName: 'Kahale Canoe Tours',
      }),
      testEvent('marketplace.ListingCreated', { sellerPersonId: erasedSeller, sellerName: 'Noe Akana' }),
      testEvent('personal-data.PersonErased', { personIds: [erasedSeller] }),
    ];
    for (const event of legacy) await store.append(`s-${randomUUID()}`, [event], { expectedRevision: 'any' });

    expect(await sealLegacyNames(db)).toBe(3);

    const { rows } = await database.pool.query<{ type: string; data: Record<string, string> }>(
      'select type, data from events order by global_position',
    );
    const text = JSON.stringify(rows);
    for (const name of ['Kai Makoa', 'Leilani Kahale', 'Kahale Canoe Tours', 'Noe Akana']) {
      expect(text).not.toContain(name);
    }
    const [review, account, listing] = rows.map((row) => row.data);
    expect(review).toMatchObject({ namesSealed: true, rating: 5 });
    expect(await vault.decrypt(reviewer, review!.authorName!)).toBe('Kai Makoa');
    expect(await vault.decrypt(advertiser, account!.companyName!)).toBe('Kahale Canoe Tours');
    expect(listing).toMatchObject({ sellerName: ERASED, namesSealed: true });

    expect(await sealLegacyNames(db)).toBe(0);
  });
});
