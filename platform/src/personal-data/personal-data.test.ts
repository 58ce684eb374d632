import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEvent } from '../event-store/event-store-contract.ts';
import { createPostgresEventStore } from '../event-store/postgres-event-store.ts';
import { countingPool } from '../testing/counting-pool.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createPersonalDataVault } from './personal-data.ts';

describe('personal data vault', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('keeps an email out of the log in clear, and makes it unreadable for good once the person is erased', async () => {
    const vault = createPersonalDataVault(database.pool);
    const store = createPostgresEventStore(database.pool);
    const personId = `person-${randomUUID()}`;
    const email = `kai.${randomUUID().slice(0, 8)}@example.com`;

    const encryptedEmail = await vault.encrypt(personId, email);
    expect(encryptedEmail).toMatch(/^pd1:[\w-]+:[\w-]+:[\w-]+$/);
    const streamId = `advertiser-${randomUUID()}`;
    await store.append(
      streamId,
      [testEvent('advertising.AdvertiserRegistered', { personId, encryptedEmail })],
      {
        expectedRevision: 'no_stream',
      },
    );
    expect(await rawRowsContaining(email)).toBe(0);

    const [stored] = await store.readStream(streamId);
    const storedEmail = (stored!.data as { encryptedEmail: string }).encryptedEmail;
    expect(await vault.decrypt(personId, storedEmail)).toBe(email);

    await vault.erase(personId);
    expect(await vault.decrypt(personId, storedEmail)).toBeNull();
    expect((await store.readStream(streamId))[0]!.data).toEqual({ personId, encryptedEmail });
    expect(await rawRowsContaining(email)).toBe(0);
    const keys = await database.pool.query('select 1 from personal_data_keys where person_id = $1', [
      personId,
    ]);
    expect(keys.rowCount).toBe(0);

    // A key made later for the same person does not open what the erased key sealed.
    await vault.encrypt(personId, 'something new');
    expect(await vault.decrypt(personId, storedEmail)).toBeNull();
    await store.close();
  });

  it('uses one key per person, binds ciphertexts to their person, and decrypts many at once', async () => {
    const vault = createPersonalDataVault(database.pool);
    const [ana, ben] = [`person-${randomUUID()}`, `person-${randomUUID()}`];
    const anaPhone = await vault.encrypt(ana, '+1 808 555 0100');
    const anaPhoneAgain = await vault.encrypt(ana, '+1 808 555 0100');
    const benIp = await vault.encrypt(ben, '203.0.113.7');
    expect(anaPhoneAgain).not.toBe(anaPhone);

    expect(await vault.decrypt(ben, anaPhone)).toBeNull();
    expect(
      await vault.decryptMany([
        { personId: ana, ciphertext: anaPhone },
        { personId: ben, ciphertext: benIp },
        { personId: ana, ciphertext: anaPhoneAgain },
      ]),
    ).toEqual(['+1 808 555 0100', '203.0.113.7', '+1 808 555 0100']);

    await vault.erase(ben);
    expect(
      await vault.decryptMany([
        { personId: ana, ciphertext: anaPhone },
        { personId: ben, ciphertext: benIp },
      ]),
    ).toEqual(['+1 808 555 0100', null]);
    const { rows } = await database.pool.query<{ n: number }>(
      'select count(*)::int as n from personal_data_keys where person_id = $1',
      [ana],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a value that is not one of its ciphertexts', async () => {
    const vault = createPersonalDataVault(database.pool);
    const personId = `person-${randomUUID()}`;
    await vault.encrypt(personId, 'x');
    await expect(vault.decrypt(personId, 'kai@example.com')).rejects.toThrow(
      /Not a personal-data ciphertext/,
    );
  });

  it('makes the keys asked for together in one statement: one key per person, old keys kept', async () => {
    const counted = countingPool(database.pool);
    const vault = createPersonalDataVault(counted.pool);
    const known = `person-${randomUUID()}`;
    const sealedBefore = await vault.encrypt(known, 'Kai');
    const [newcomer, other] = [`person-${randomUUID()}`, `person-${randomUUID()}`];
    counted.reset();
    const sealed = await Promise.all([
      vault.encrypt(newcomer, 'Leilani'),
      vault.encrypt(other, 'Makoa'),
      vault.encrypt(newcomer, 'Leilani again'),
      vault.encrypt(known, 'Kai again'),
    ]);
    expect(counted.queries).toBe(1);
    const decrypted = await vault.decryptMany(
      [newcomer, other, newcomer, known, known].map((personId, i) => ({
        personId,
        ciphertext: [...sealed, sealedBefore][i]!,
      })),
    );
    expect(decrypted).toEqual(['Leilani', 'Makoa', 'Leilani again', 'Kai again', 'Kai']);
    const { rows } = await database.pool.query<{ n: string }>(
      'select count(*) as n from personal_data_keys where person_id = any($1::text[])',
      [[newcomer, other, known]],
    );
    expect(Number(rows[0]!.n)).toBe(3);
  });

  async function rawRowsContaining(text: string): Promise<number> {
    const { rows } = await database.pool.query<{ n: number }>(
      `select (select count(*) from events e where e::text ilike '%' || $1 || '%')
            + (select count(*) from personal_data_keys k where k::text ilike '%' || $1 || '%') as n`,
      [text],
    );
    return Number(rows[0]!.n);
  }
});
