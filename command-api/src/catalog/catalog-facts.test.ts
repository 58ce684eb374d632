import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READMODEL_CHANGED_CHANNEL } from '@nsg/projections/runner/page-transaction.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.settle();
});
afterAll(() => t.close());

let visitors = 0;
async function reviewBeach(beachId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: {
      type: 'beach',
      targetId: beachId,
      title: 'Glassy',
      content: 'Early.',
      rating: 5,
      authorName: 'Kai',
    },
    remoteAddress: `10.7.0.${++visitors}`,
  });
  return response.statusCode;
}

/** The read model loses the beach behind the API's back: no projection announces it. */
const removeSilently = (beachId: number) => sql`delete from beaches where id = ${beachId}`.execute(t.deps.db);

/** What the projection runner sends when it has changed a read model. */
const announce = (projection: string, id: number) =>
  sql`select pg_notify(${READMODEL_CHANGED_CHANNEL}, ${JSON.stringify({ projection, audience: 'public', ids: [String(id)] })})`.execute(
    t.deps.db,
  );

async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('catalog facts kept between commands', () => {
  it('checks a beach once, and again after the catalog projection announces a change', async () => {
    expect(await reviewBeach(2)).toBe(201);
    await removeSilently(2);
    // Kept: Postgres is not asked again while the catalog is unchanged.
    expect(await reviewBeach(2)).toBe(201);
    // Another read model's change does not touch the catalog's facts.
    await announce('reviews', 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await reviewBeach(2)).toBe(201);
    await announce('catalog', 2);
    await eventually(async () => (await reviewBeach(2)) === 404);
  });

  it('sees a change made while it could not hear the catalog, then keeps facts again', async () => {
    const saved = await restorer(3);
    expect(await reviewBeach(3)).toBe(201);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = ${`listen ${READMODEL_CHANGED_CHANNEL}`}`.execute(
      t.deps.db,
    );
    await removeSilently(3);
    await eventually(async () => (await reviewBeach(3)) === 404);
    // Once the API listens again (it retries every second), what it looks up is kept again.
    await eventually(async () => {
      await saved.restore();
      if ((await reviewBeach(3)) !== 201) return false;
      await removeSilently(3);
      return (await reviewBeach(3)) === 201;
    });
  });
});

/** Puts the beach's row back as it is now. */
async function restorer(beachId: number) {
  const { rows } = await sql<{
    row: unknown;
  }>`select to_jsonb(b) as row from beaches b where id = ${beachId}`.execute(t.deps.db);
  const row = JSON.stringify(rows[0]!.row);
  return {
    restore: () =>
      sql`insert into beaches select * from jsonb_populate_record(null::beaches, ${row}::jsonb)
          on conflict (id) do nothing`.execute(t.deps.db),
  };
}
