import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beachHazardStreamId, type HazardLevel } from '@nsg/domain/conditions/beach-hazard.ts';
import { SEED_BEACH_EXPOSURES } from '@nsg/domain/catalog/seed/beach-exposures.ts';
import { formatLogPosition } from '@nsg/platform/event-store/event-store.ts';
import { listBeaches } from '@nsg/projections/catalog/catalog-queries.ts';
import { currentBeachHazards } from '@nsg/projections/conditions/beach-hazards-queries.ts';
import { recordObservation } from '@nsg/projections/conditions/conditions-queries.ts';
import { READMODEL_CHANGED_CHANNEL } from '@nsg/projections/runner/page-transaction.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { beachView } from '../catalog/catalog-views.ts';
import { hazardView, liveSourceTimes } from './beach-hazard-views.ts';
import { createBeachHazardMemory } from './beach-hazard-memory.ts';
import { parseLogPosition } from '@nsg/platform/event-store/event-store.ts';
import { z } from 'zod';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.settle();
});
afterAll(() => t.close());

const SWELL_SOURCE = 'NDBC 51201 (Waimea buoy)';

/** What the conditions worker appends when a beach's rating changes, rated now. */
async function assess(beachId: number, level: HazardLevel) {
  const assessedAt = new Date().toISOString();
  const appended = await t.deps.store.append(
    beachHazardStreamId(beachId),
    [
      {
        type: 'conditions.BeachHazardAssessed',
        eventId: randomUUID(),
        metadata: { actor: 'system:conditions', correlationId: randomUUID(), schemaVersion: 1 },
        data: {
          beachId,
          beachName: `Beach ${beachId}`,
          level,
          reasons: [{ text: `Rated ${level}`, source: SWELL_SOURCE }],
          sources: [{ name: SWELL_SOURCE, observedAt: assessedAt }],
          assessedAt,
          inputs: {
            swell: {
              buoy: '51201',
              observedAt: assessedAt,
              significantHeightM: 2,
              dominantPeriodS: 14,
              directionDeg: 320,
            },
            alerts: { checkedAt: assessedAt, alerts: [] },
            maxAgeMinutes: 180,
            exposure: SEED_BEACH_EXPOSURES[beachId] ?? null,
          },
        },
      },
    ],
    { expectedRevision: 'any' },
  );
  return formatLogPosition(appended.logPosition);
}

interface Answer {
  id: number;
  hazard: { level: HazardLevel };
}

async function levelOf(beachId: number, query = '') {
  const response = await t.app.inject({ url: `/api/beaches${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-read-stale']).toBeUndefined();
  return response.json<Answer[]>().find((beach) => beach.id === beachId)!.hazard.level;
}

/** The projection's row changes behind the API's back: no notice tells of it. */
const changeSilently = (beachId: number, level: HazardLevel) =>
  sql`update beach_hazards set level = ${level} where beach_id = ${beachId}`.execute(t.deps.db);

/** What the projection runner sends when it has changed a beach's rating. */
const announce = (beachId: number) =>
  sql`select pg_notify(${READMODEL_CHANGED_CHANNEL}, ${JSON.stringify({ projection: 'beach-hazards', audience: 'public', ids: [String(beachId)] })})`.execute(
    t.deps.db,
  );

async function eventually(check: () => Promise<boolean>, withinMs = 5_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('current beach ratings kept in the API', () => {
  it('answers from memory: a rating changes for readers once the projection announces it', async () => {
    const position = await assess(2, 'high');
    expect(await levelOf(2, `?minPosition=${position}`)).toBe('high');
    await changeSilently(2, 'extreme');
    // Not asked of Postgres per request: the unannounced change is not seen.
    expect(await levelOf(2)).toBe('high');
    await announce(2);
    await eventually(async () => (await levelOf(2)) === 'extreme');
  });

  it('a new rating reaches the next read that names its position, on the list and the beach', async () => {
    const levels: HazardLevel[] = ['caution', 'high', 'extreme', 'caution', 'extreme', 'high'];
    for (const level of levels) {
      const position = await assess(3, level);
      expect(await levelOf(3, `?minPosition=${position}`)).toBe(level);
    }
    for (const level of levels) {
      const position = await assess(4, level);
      const beach = (await t.app.inject({ url: `/api/beaches/4?minPosition=${position}` })).json<Answer>();
      expect(beach.hazard.level).toBe(level);
    }
  });

  it('without a position, a new rating shows once the projection has applied and announced it', async () => {
    await assess(5, 'extreme');
    await eventually(async () => (await levelOf(5)) === 'extreme');
    await assess(5, 'caution');
    await eventually(async () => (await levelOf(5)) === 'caution');
  });

  it('a new swell reading updates each source’s time once the worker has announced it', async () => {
    await assess(1, 'high');
    await t.settle();
    const observedAt = new Date(Date.now() + 60_000);
    await recordObservation(t.deps.db, {
      kind: 'surf',
      source: 'NDBC 51201',
      observedAt,
      data: { buoy: '51201' },
    });
    await eventually(async () => {
      const pipeline = (await t.app.inject({ url: '/api/beaches/1' })).json<{
        hazard: { sources: { observedAt: string }[] };
      }>();
      return pipeline.hazard.sources[0]?.observedAt === observedAt.toISOString();
    });
  });

  it('answers as the read model does, in both languages, for the list and each beach', async () => {
    await assess(6, 'high');
    await t.settle();
    const now = new Date();
    t.deps.clock.now = () => now;
    try {
      const [beaches, hazards, live] = await Promise.all([
        listBeaches(t.deps.db),
        currentBeachHazards(t.deps.db),
        liveSourceTimes(t.deps),
      ]);
      const expected = beaches.map((beach) => ({
        ...beach,
        hazard: hazardView(hazards.get(beach.id), live, now, t.deps.config.CONDITIONS_MAX_AGE_MINUTES),
      }));
      const asServed = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
      await eventually(async () => {
        const list = await t.app.inject({ url: '/api/beaches' });
        return JSON.stringify(list.json()) === JSON.stringify(asServed(z.array(beachView).parse(expected)));
      });
      const one = await t.app.inject({ url: '/api/beaches/6' });
      expect(one.json()).toEqual(asServed(beachView.parse(expected.find((beach) => beach.id === 6))));
    } finally {
      t.deps.clock.now = () => new Date();
    }
  });

  it('reloads after losing its LISTEN connection, then keeps ratings in memory again', async () => {
    await assess(7, 'caution');
    await assess(9, 'caution');
    await t.settle();
    await changeSilently(7, 'extreme');
    expect(await levelOf(7)).toBe('caution');
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = ${`listen ${READMODEL_CHANGED_CHANNEL}`}`.execute(
      t.deps.db,
    );
    // What changed unheard shows once it listens again (it retries within a second): not stale for ever.
    await eventually(async () => (await levelOf(7)) === 'extreme');
    // And ratings come from memory again: a silent change is not seen.
    let probe: HazardLevel = 'caution';
    await eventually(async () => {
      probe = probe === 'high' ? 'caution' : 'high';
      await changeSilently(9, probe);
      return (await levelOf(9)) !== probe;
    });
    expect(await levelOf(7)).toBe('extreme');
  });

  it('given a position its memory has not reached, reloads before answering, even with no notice', async () => {
    const memory = createBeachHazardMemory(t.deps.db);
    // Listening, yet it never tells: only the position can make the memory reload.
    const unfollow = memory.follow({ listening: true, onChange: () => () => undefined });
    try {
      await memory.refresh();
      const position = await assess(8, 'extreme');
      await t.settle();
      expect((await memory.read()).hazards.get(8)?.level).not.toBe('extreme');
      const read = await memory.read(parseLogPosition(position)!);
      expect(read.behind).toBe(false);
      expect(read.hazards.get(8)?.level).toBe('extreme');
    } finally {
      unfollow();
    }
  });
});
