import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/support/browser.ts';
import { parseLogPosition } from '@nsg/platform/event-store/event-store.ts';
import { readCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import { POISON_TITLE } from './support/projector-bug.ts';
import { missingAcknowledged } from './support/acknowledged.ts';
import { ADMIN, startStack, until, type Stack } from './support/stack.ts';
import { loadCatalog, visit, type Catalog, type Outcome } from './support/visitors.ts';

const bug = path.join(import.meta.dirname, 'support/projector-bug.ts');
const frontendBuilt = existsSync(path.join(import.meta.dirname, '../frontend/dist/index.html'));

let stack: Stack;
let catalog: Catalog;
let browser: Browser;

beforeAll(async () => {
  if (!frontendBuilt) throw new Error('Build the frontend first: npm run build');
  stack = await startStack();
  await stack.startApi();
  stack.startRunner({ nodeOptions: [`--import=${bug}`] });
  await stack.settle();
  catalog = await loadCatalog(stack.baseUrl);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

interface Health {
  status: string;
  projections: {
    name: string;
    lagEvents: number;
    parked: null | { position: string; eventId: string; error: string };
  }[];
}
/**
 * An admin's session cookie ("nsg_session=…"): error texts in /api/health are for admins. Signed in once:
 * each sign-in is an event, which the projections would then lag behind.
 */
let session: string | undefined;
async function adminSession(): Promise<string> {
  session ??= await signIn();
  return session;
}
async function signIn(): Promise<string> {
  const login = await fetch(`${stack.baseUrl}/api/advertisers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return login.headers
    .getSetCookie()
    .find((c) => c.startsWith('nsg_session='))!
    .split(';')[0]!;
}

const health = async () =>
  (
    await fetch(`${stack.baseUrl}/api/health`, { headers: { cookie: await adminSession() } })
  ).json() as Promise<Health>;

async function submitReview(title: string): Promise<Outcome> {
  const response = await fetch(`${stack.baseUrl}/api/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
    body: JSON.stringify({
      type: 'beach',
      targetId: catalog.beaches[0],
      title,
      content: 'Lovely.',
      rating: 5,
      authorName: 'Kai',
    }),
  });
  const body = (await response.json()) as { id: string; position: string };
  expect(response.status).toBe(201);
  // The answer's position is the log pair "<commit>-<prepare>"; parked events are shown by global position,
  // which on Postgres is the prepare part.
  const globalPosition = String(parseLogPosition(body.position)!.prepare);
  return { kind: 'review', status: 201, retryAfter: null, id: body.id, body: globalPosition };
}

/** The admin operations page as an admin sees it: its whole text, the reviews row's and its parked card's. */
async function adminPage(): Promise<{ text: string; reviewsRow: string; parkedCard: string }> {
  const session = await adminSession();
  const context = await browser.newContext();
  try {
    const [name, value] = [session.slice(0, session.indexOf('=')), session.slice(session.indexOf('=') + 1)];
    await context.addCookies([{ name, value, url: stack.baseUrl }]);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${stack.baseUrl}/admin/operations`);
    await page.getByRole('heading', { name: 'Operations', level: 1 }).waitFor();
    const row = page.locator('tr[data-projection="reviews"]');
    await row.waitFor();
    const card = page.getByTestId('parked-reviews');
    return {
      text: await page.locator('body').innerText(),
      reviewsRow: await row.innerText(),
      parkedCard: (await card.count()) > 0 ? await card.innerText() : '',
    };
  } finally {
    await context.close();
  }
}

describe('a poison event', () => {
  it('parks its projection, the others go on, health and the admin page show it, a fix and a restart resume it', async () => {
    await adminSession();
    const before = await submitReview('Fine before');
    const poison = await submitReview(POISON_TITLE);
    const after = await submitReview('Fine after');
    const others = await visit(stack.baseUrl, catalog, 7);
    expect(others.every((o) => o.status < 300)).toBe(true);

    await stack.settle();
    const checkpoint = await readCheckpoint(stack.db, 'reviews');
    expect(checkpoint.parked).toMatchObject({
      position: poison.body,
      error: expect.stringContaining('reading "rating"'),
    });
    // Everything before the poison event applied; nothing after it.
    expect(await missingAcknowledged(stack.db, [before])).toEqual([]);
    expect(await missingAcknowledged(stack.db, [poison, after])).toEqual([poison, after]);
    // The eco visit went through its own projection meanwhile.
    expect(
      await missingAcknowledged(
        stack.db,
        others.filter((o) => o.kind !== 'review'),
      ),
    ).toEqual([]);

    const degraded = await health();
    expect(degraded.status).toBe('degraded');
    const reviews = degraded.projections.find((p) => p.name === 'reviews')!;
    expect(reviews.parked).toMatchObject({
      position: poison.body,
      error: expect.stringContaining('reading "rating"'),
    });
    expect(reviews.lagEvents).toBeGreaterThan(0);
    expect(degraded.projections.filter((p) => p.name !== 'reviews' && (p.parked || p.lagEvents > 0))).toEqual(
      [],
    );

    const parkedPage = await adminPage();
    expect(parkedPage.text).toContain('1 projection parked');
    expect(parkedPage.reviewsRow).toMatch(/Parked/i);
    expect(parkedPage.parkedCard).toContain(`Position ${poison.body}`);
    expect(parkedPage.parkedCard).toContain('reading "rating"');

    // Deploy the fix: the projection process restarts without the bug and retries the parked event.
    await stack.runner!.kill('SIGTERM');
    stack.startRunner();
    await until(
      'the restarted runner retries the parked event',
      Date.now() + 60_000,
      async () => !(await readCheckpoint(stack.db, 'reviews')).parked,
      () => stack.runner!.output(),
    );
    await stack.settle();
    expect(await missingAcknowledged(stack.db, [before, poison, after])).toEqual([]);
    const recovered = await health();
    expect(recovered.status).toBe('ok');
    expect(recovered.projections.filter((p) => p.parked || p.lagEvents > 0)).toEqual([]);
    const resumedPage = await adminPage();
    expect(resumedPage.text).not.toContain('parked');
    expect(resumedPage.reviewsRow).toMatch(/Running/i);
  });
});
