import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allQueryFeeds } from '@nsg/domain/shared/query-feeds.ts';
import { allProjections } from '@nsg/projections/all-projections.ts';
import { advertiser, call, campaignInput } from '../advertising/advertising-test-helpers.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { requireDeclaredReads } from './read-your-writes.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp({ env: { MIN_POSITION_WAIT_MS: '2000' } });
  ({ cookie } = await advertiser(t, 'Reader'));
});
afterAll(() => t.close());

async function createCampaign(name: string) {
  const created = await call(t.app, 'POST', '/api/campaigns', cookie, campaignInput({ name }));
  expect(created.statusCode).toBe(201);
  return created;
}

const rename = (id: string, name: string) =>
  call(t.app, 'PATCH', `/api/campaigns/${id}`, cookie, {
    name,
    description: 'Small groups at Puaena Point',
    targetAudience: { ages: [18, 65], interests: ['Surfing'] },
  });

const readCampaign = (id: string, minPosition: string) =>
  call(t.app, 'GET', `/api/campaigns/${id}?minPosition=${encodeURIComponent(minPosition)}`, cookie);

describe('read your writes with ?minPosition=', () => {
  it('names the appended position in the X-Log-Position header and the body alike', async () => {
    const created = await createCampaign('Dawn patrol');
    const { position } = created.json<{ position: string }>();
    expect(position).toMatch(/^\d+-\d+$/);
    expect(created.headers['x-log-position']).toBe(position);
  });

  it('reads a new campaign and an edit back at once with the position the command answered', async () => {
    const created = await createCampaign('Reef walk');
    const { id, position } = created.json<{ id: string; position: string }>();
    const read = await readCampaign(id, position);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ name: string }>().name).toBe('Reef walk');
    expect(read.headers['x-read-stale']).toBeUndefined();

    const edited = await rename(id, 'Reef walk at low tide');
    expect(edited.statusCode).toBe(200);
    const reread = await readCampaign(id, edited.headers['x-log-position'] as string);
    expect(reread.json<{ name: string }>().name).toBe('Reef walk at low tide');
    expect(reread.headers['x-read-stale']).toBeUndefined();
  });

  it('refuses a malformed minPosition with the error shape', async () => {
    for (const bad of ['12', '1-', '-1-2', 'abc', '1.2']) {
      const read = await call(t.app, 'GET', `/api/me?minPosition=${bad}`, cookie);
      expect(read.statusCode, bad).toBe(400);
      expect(read.json()).toMatchObject({
        error: 'Bad Request',
        fieldErrors: { minPosition: [expect.any(String)] },
      });
    }
    const twice = await call(t.app, 'GET', '/api/businesses?minPosition=1-1&minPosition=2-2');
    expect(twice.statusCode).toBe(400);
  });

  it('answers a position nobody was given with what there is, marked stale', async () => {
    const read = await call(t.app, 'GET', '/api/businesses?minPosition=99999999999-99999999999');
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-read-stale']).toBe('true');
  });

  it('documents the parameter and the headers in the OpenAPI document', async () => {
    const document = (await call(t.app, 'GET', '/api/docs/json')).json<{
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string; in: string }[]; responses: Record<string, { headers?: object }> }
        >
      >;
    }>();
    const read = document.paths['/api/campaigns/{id}']!.get!;
    expect(read.parameters).toContainEqual(expect.objectContaining({ name: 'minPosition', in: 'query' }));
    expect(document.paths['/api/campaigns']!.post!.responses['201']!.headers).toHaveProperty(
      'X-Log-Position',
    );
  });

  it('waits only for the projections that feed the route: one parked elsewhere does not make it stale', async () => {
    await t.settle();
    // The surveys read model is parked (a bad event, say): campaigns do not read it.
    await t.deps.db
      .updateTable('projection_checkpoints')
      .set({
        parked_at: new Date(),
        parked_event_id: '00000000-0000-4000-8000-000000000001',
        parked_error: 'test',
      })
      .where('name', '=', 'surveys')
      .execute();
    try {
      const created = await createCampaign('Snorkel at Sharks Cove');
      const { id, position } = created.json<{ id: string; position: string }>();
      const read = await readCampaign(id, position);
      expect(read.headers['x-read-stale']).toBeUndefined();
      expect(read.json<{ name: string }>().name).toBe('Snorkel at Sharks Cove');
    } finally {
      await t.deps.db
        .updateTable('projection_checkpoints')
        .set({ parked_at: null, parked_event_id: null, parked_error: null })
        .where('name', '=', 'surveys')
        .execute();
    }
  });

  // Last: the runner stays stopped for the rest of this file.
  it('gives up waiting when the projections stand still and answers the older read, marked stale', async () => {
    const { id } = (await createCampaign('Tide pools')).json<{ id: string }>();
    await t.settle();
    await t.stopProjections();
    const edited = await rename(id, 'Tide pools at dawn');
    const read = await readCampaign(id, edited.headers['x-log-position'] as string);
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-read-stale']).toBe('true');
    expect(read.json<{ name: string }>().name).toBe('Tide pools');
  });
});

describe('the read models each query route declares', () => {
  it('names only projections that exist', () => {
    const projections = new Set(allProjections.map((projection) => projection.name));
    const unknown = allQueryFeeds.flatMap((group) =>
      group.projections.filter((name) => !projections.has(name)),
    );
    expect(unknown).toEqual([]);
  });

  it('are required of every GET route under /api/, an empty list when it reads none', async () => {
    const app = Fastify();
    requireDeclaredReads(app);
    const answer = () => ({});
    expect(() => app.get('/api/forgotten', answer)).toThrow(/GET \/api\/forgotten must declare config.reads/);
    expect(() => app.get('/api/clock', { config: { reads: [] } }, answer)).not.toThrow();
    expect(() => app.post('/api/commands', answer)).not.toThrow();
    expect(() => app.get('/about', answer)).not.toThrow();
    await app.close();
  });
});
