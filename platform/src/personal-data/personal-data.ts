import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type pg from 'pg';
import { sameTurnBatch } from '../same-turn-batch.ts';

/** What read models show in place of personal data whose key was erased. */
export const ERASED = '[erased]';

const version = 'pd1';
const algorithm = 'aes-256-gcm';
const ivBytes = 12;
const tagBytes = 16;

export interface PersonalDataVault {
  /** Encrypts with the person's key (made on first use); returns `pd1:<iv>:<tag>:<ciphertext>`, base64url. */
  encrypt(personId: string, plaintext: string): Promise<string>;
  /** Several values of one person with one key lookup, in order; null stays null. */
  encryptAll<T extends readonly (string | null)[]>(
    personId: string,
    plaintexts: T,
  ): Promise<{ [K in keyof T]: T[K] extends string ? string : string | null }>;
  /** The plaintext, or null once the person's key has been erased. */
  decrypt(personId: string, ciphertext: string): Promise<string | null>;
  /** Like `decrypt` for many values with one key lookup. */
  decryptMany(items: readonly { personId: string; ciphertext: string }[]): Promise<(string | null)[]>;
  /** Crypto-shredding: deletes the person's key, so every ciphertext made with it becomes unreadable. */
  erase(personId: string): Promise<void>;
  /** Records that a person id belongs to a data subject (a keyed hash of their email address). */
  linkSubject(subject: string, personId: string): Promise<void>;
  /** Every person id linked to the subject. */
  personIdsOf(subject: string): Promise<string[]>;
  /** Erases these person ids' keys and forgets the subject, in one transaction. */
  eraseSubject(subject: string, personIds: readonly string[]): Promise<void>;
  /** Erases these person ids' keys and every subject's link to them (a restore re-applying an erasure). */
  erasePersons(personIds: readonly string[]): Promise<void>;
}

/**
 * Each person's key, made for those who have none. One statement sees the table as it was before it
 * started: the keys it inserts come from `inserted`, the ones that were there from the plain select.
 */
const keysForSql = `
  with inserted as (
    insert into personal_data_keys (person_id, key)
    select * from unnest($1::text[], $2::bytea[])
    on conflict (person_id) do nothing
    returning person_id, key
  )
  select person_id, key from inserted
  union all
  select person_id, key from personal_data_keys where person_id = any($1::text[])`;

/**
 * Per-person AES-256-GCM keys in `personal_data_keys`. The person id is bound in as associated data,
 * so a ciphertext cannot be passed off as another person's. A ciphertext that no longer opens (the
 * key was erased, and perhaps a new one made since) reads as null, like an erased one.
 */
export function createPersonalDataVault(pool: pg.Pool): PersonalDataVault {
  // Keys made by commands at the same moment go out in one statement (most commands make a new person).
  const keysMadeFor = sameTurnBatch(async (personIds: readonly string[]) => {
    const unique = [...new Set(personIds)];
    const { rows } = await pool.query<{ person_id: string; key: Buffer }>({
      name: 'nsg-personal-data-keys-for',
      text: keysForSql,
      values: [unique, unique.map(() => randomBytes(32))],
    });
    const keys = new Map(rows.map((row) => [row.person_id, dataKey(row.key)]));
    return personIds.map((personId) => keys.get(personId) ?? null);
  });

  async function keyFor(personId: string): Promise<KeyObject> {
    // None: made by a concurrent transaction after this statement's snapshot, or erased meanwhile.
    return (await keysMadeFor(personId)) ?? keyFor(personId);
  }

  async function keysOf(personIds: readonly string[]): Promise<Map<string, KeyObject>> {
    const { rows } = await pool.query<{ person_id: string; key: Buffer }>(
      'select person_id, key from personal_data_keys where person_id = any($1::text[])',
      [[...new Set(personIds)]],
    );
    return new Map(rows.map((row) => [row.person_id, dataKey(row.key)]));
  }

  async function decryptMany(items: readonly { personId: string; ciphertext: string }[]) {
    if (items.length === 0) return [];
    const keys = await keysOf(items.map((item) => item.personId));
    return items.map(({ personId, ciphertext }) => {
      const key = keys.get(personId);
      return key ? open(key, personId, ciphertext) : null;
    });
  }

  return {
    async encrypt(personId, plaintext) {
      return seal(await keyFor(personId), personId, plaintext);
    },
    async encryptAll(personId, plaintexts) {
      const key = await keyFor(personId);
      return plaintexts.map((plaintext) =>
        plaintext === null ? null : seal(key, personId, plaintext),
      ) as never;
    },
    async decrypt(personId, ciphertext) {
      const [plaintext] = await decryptMany([{ personId, ciphertext }]);
      return plaintext ?? null;
    },
    decryptMany,
    async erase(personId) {
      await pool.query('delete from personal_data_keys where person_id = $1', [personId]);
    },
    async linkSubject(subject, personId) {
      await pool.query(
        'insert into personal_data_subjects (subject, person_id) values ($1, $2) on conflict do nothing',
        [subject, personId],
      );
    },
    async personIdsOf(subject) {
      const { rows } = await pool.query<{ person_id: string }>(
        'select person_id from personal_data_subjects where subject = $1 order by person_id',
        [subject],
      );
      return rows.map((row) => row.person_id);
    },
    eraseSubject: (subject, personIds) =>
      inTransaction(pool, personIds, 'delete from personal_data_subjects where subject = $1', [subject]),
    erasePersons: (personIds) =>
      inTransaction(pool, personIds, 'delete from personal_data_subjects where person_id = any($1::text[])', [
        personIds,
      ]),
  };
}

/** Deletes the keys of `personIds` and runs `forget` (which subject links go) in one transaction. */
async function inTransaction(
  pool: pg.Pool,
  personIds: readonly string[],
  forget: string,
  values: unknown[],
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('delete from personal_data_keys where person_id = any($1::text[])', [personIds]);
    await client.query(forget, values);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A key as stored, ready for the cipher. Given a Buffer, Node (24) first tries it as a KeyObject and as a
 * CryptoKey, which cost about 20 µs per cipher, five times the encryption of a name itself.
 */
export const dataKey = (stored: Buffer): KeyObject => createSecretKey(stored);

/** Seals with a key already at hand (see `createPersonalDataVault`). */
export function seal(key: KeyObject, personId: string, plaintext: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv(algorithm, key, iv);
  cipher.setAAD(Buffer.from(personId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), ciphertext].map(encodePart).join(':');
}

/** Opens with a key already at hand; null when it does not open. Throws on what is not a ciphertext. */
export function open(key: KeyObject, personId: string, sealed: string): string | null {
  const [prefix, iv, tag, ciphertext] = sealed.split(':');
  if (prefix !== version || !iv || !tag || ciphertext === undefined) {
    throw new Error(`Not a personal-data ciphertext (expected ${version}:…)`);
  }
  try {
    const decipher = createDecipheriv(algorithm, key, Buffer.from(iv, 'base64url'), {
      authTagLength: tagBytes,
    });
    decipher.setAAD(Buffer.from(personId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

function encodePart(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
