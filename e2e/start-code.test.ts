import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

/** Strings that survive minification, each found only in the code named. */
const MARKERS = {
  'the toast container': '@mantine/notifications/Notifications',
  "zod's schemas": '__zod_globalRegistry',
  // Mantine's Table brings it, with floating-ui; tables a visitor reads are plain ones.
  'a scroll area': '@mantine/core/ScrollArea',
};

/** Opens a page as a phone does and gives back the scripts it loaded by the time its network is quiet. */
async function openOnPhone(
  path: string,
  options: Parameters<typeof newVisitorPage>[1] = {},
): Promise<{ page: Page; scripts: () => string[] }> {
  const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
  const page = await newVisitorPage(v, { ...phone, ...options });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(request.url());
  });
  await page.goto(v.baseUrl + path, { waitUntil: 'networkidle' });
  return { page, scripts: () => [...scripts] };
}

/** Which of the markers' code the scripts hold. */
async function codeIn(scripts: string[]): Promise<string[]> {
  const texts = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
  return Object.entries(MARKERS)
    .filter(([, marker]) => texts.some((text) => text.includes(marker)))
    .map(([name]) => name);
}

describe('the code a visitor page starts with', () => {
  for (const path of ['/', '/beach/1', '/business/1', '/shop', '/ja/beach/1']) {
    it(`brings to ${path} no toast container, zod or scroll area: they come with a toast, a form or a wide table`, async () => {
      const { page, scripts } = await openOnPhone(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await codeIn(scripts())).toEqual([]);
      await page.context().close();
    });
  }
});

describe("a beach's Follow button", () => {
  const followed = (page: Page) =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('alertSettings') ?? '{}').followedBeachIds as unknown,
    );

  it('follows and unfollows the beach, kept across a reload, loading its settings code only when pressed', async () => {
    const { page, scripts } = await openOnPhone('/beach/1');
    const follow = page.getByRole('button', { name: 'Follow this beach' });
    await follow.and(page.locator(':enabled')).waitFor();
    expect(await codeIn(scripts())).toEqual([]);

    await follow.click();
    await page.getByRole('button', { name: 'Following this beach', pressed: true }).waitFor();
    await page.getByText('Turn on push alerts to be told when it rises to High or Extreme.').waitFor();
    // The button answers at once; the choice is saved once its code has come.
    await expect.poll(() => followed(page)).toEqual([1]);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Following this beach', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Following this beach' }).click();
    await page.getByRole('button', { name: 'Follow this beach', pressed: false }).waitFor();
    await expect.poll(() => followed(page)).toEqual([]);
    await page.context().close();
  });

  it('stays unfollowed when its code cannot be loaded: the network gone before the worker kept it', async () => {
    const { page } = await openOnPhone('/beach/1', { serviceWorkers: 'block' });
    const follow = page.getByRole('button', { name: 'Follow this beach' });
    await follow.and(page.locator(':enabled')).waitFor();
    await page.context().setOffline(true);
    const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('.js'));
    await follow.click();
    await failed;
    await page.getByRole('button', { name: 'Follow this beach', pressed: false }).waitFor();
    expect(await followed(page)).toBeUndefined();
    await page.context().close();
  });

  it('keeps the other beaches followed and the settings already chosen', async () => {
    const { page } = await openOnPhone('/ja/beach/1');
    await page.evaluate(() =>
      localStorage.setItem('alertSettings', JSON.stringify({ followedBeachIds: [7], minSurfHeight: 5 })),
    );
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'このビーチをフォロー' }).and(page.locator(':enabled')).click();
    await page.getByRole('button', { name: 'フォロー中', pressed: true }).waitFor();
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('alertSettings') ?? '{}') as object);
    await expect
      .poll(stored)
      .toMatchObject({ followedBeachIds: [7, 1], minSurfHeight: 5, maxSurfHeight: 15 });
    await page.context().close();
  });
});
