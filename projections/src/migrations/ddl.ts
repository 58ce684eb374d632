import type { Kysely, RawBuilder } from 'kysely';

/** A migration made of DDL statements run in order. */
export const ddl = (...statements: RawBuilder<unknown>[]) => ({
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await statement.execute(db);
  },
});
