import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adInput,
  advertiser,
  approveAd,
  call,
  campaignInput,
  paidCampaign,
} from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import {
  newVisitorPage,
  seriousAxeViolations,
  signedInPage,
  startVisitorApp,
  type VisitorApp,
} from './support/visitor-app.ts';
import { englishLeftOnPage, JAPANESE_BROWSER } from './support/japanese.ts';

let v: VisitorApp;
let ad: { id: string; campaignId: string };

/** A desktop browser's user agent: headless Chromium's own is (rightly) flagged as a bot. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** One home network: every visit below comes from the same device on it. */
const HOME_NETWORK = '10.77.0.8';

const hawaiiDay = (moment: Date) => new Date(moment.getTime() - 10 * 3_600_000).toISOString().slice(0, 10);
const hawaiiMinute = (moment: Date) => new Date(moment.getTime() - 10 * 3_600_000).toISOString().slice(0, 16);

/**
 * One visit with a cookie of its own: the ad served, seen (an impression) on the page, and followed (a
 * click). Rule version 2 counts every visit's click; version 3 counts one click per device however many
 * fresh cookies it brings.
 */
async function visit(pageUrl: string) {
  const from = { remoteAddress: HOME_NETWORK, headers: { 'user-agent': DESKTOP_CHROME } };
  const served = await v.t.app.inject({ method: 'GET', url: '/api/ads', ...from });
  const serveToken = served
    .json<{ id: string; serveToken: string }[]>()
    .find((s) => s.id === ad.id)?.serveToken;
  const visitor = served.cookies.find((c) => c.name === 'nsg_visitor');
  if (!serveToken || !visitor) throw new Error(`Ad ${ad.id} was not served: ${served.body}`);
  const as = { ...from, headers: { ...from.headers, cookie: `nsg_visitor=${visitor.value}` } };
  for (const kind of ['impression', 'click']) {
    const answer = await v.t.app.inject({
      method: 'POST',
      url: `/api/ads/${ad.id}/${kind}`,
      payload: { pageUrl, serveToken },
      ...as,
    });
    if (answer.statusCode >= 300) throw new Error(`${kind}: ${answer.statusCode} ${answer.body}`);
  }
}

beforeAll(async () => {
  v = await startVisitorApp();
  const owner = await advertiser(v.t, 'Makana');
  const campaignId = await paidCampaign(v.t, owner.cookie, { placement: 'sidebar' });
  const created = await call(v.t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId));
  await v.t.settle();
  const { id } = created.json<{ id: string }>();
  await approveAd(v.t, id);
  ad = { id, campaignId };
  await visit('/');
  await visit('/ja');
  await v.t.settle();
}, 120_000);
afterAll(() => v?.close());

const main = (page: Page) => page.locator('#main-content');

async function adminCreatesAnalyst(email: string, password: string) {
  const admin = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
  await admin.goto(`${v.baseUrl}/admin/analysts`);
  await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Noelani Analyst');
  await admin.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await admin.getByRole('textbox', { name: 'Password' }).fill(password);
  await admin.getByRole('button', { name: 'Create analyst' }).click();
  await admin.getByText(`Analyst ${email} created`).waitFor();
  await admin.getByTestId('analysts').getByText(email).waitFor();
  await admin.close();
}

/** An analyst account made by the admin through the API, for walks that start after that. */
async function analystThroughTheApi(name: string, email: string) {
  const admin = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
  const account = { name, email, password: 'tide-tables-2026' };
  expect((await call(v.t.app, 'POST', '/api/admin/analysts', admin, account)).statusCode).toBe(201);
  return account;
}

async function signIn(email: string, password: string): Promise<Page> {
  const page = await newVisitorPage(v, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${v.baseUrl}/advertiser/login`);
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${v.baseUrl}/analytics`);
  return page;
}

async function pick(page: Page, label: string, option: string | RegExp) {
  const choice = page.getByRole('option', { name: option });
  if (!(await choice.isVisible())) await page.getByRole('combobox', { name: label, exact: true }).click();
  await choice.click();
}

/** Runs the report and waits for it: the measures table, or the note that the range has no traffic. */
async function runReport(page: Page) {
  await page.getByRole('button', { name: 'Run report' }).click();
  await page.locator('button[data-loading]').waitFor({ state: 'detached' });
  await page.getByTestId('analytics-report').waitFor();
  return page.getByTestId('analytics-report');
}

describe('the analysts workbench', () => {
  it(
    'an admin creates an analyst, who signs in, sees the week by placement and language, moves "as of" back a day and compares two rule versions',
    { timeout: 180_000 },
    async () => {
      await adminCreatesAnalyst('noelani@analysts.test', 'tide-tables-2026');
      const page = await signIn('noelani@analysts.test', 'tide-tables-2026');
      await page.getByRole('heading', { name: 'Ad traffic analytics' }).waitFor();

      // The seven days up to today: the traffic above was recorded today.
      await page
        .getByRole('textbox', { name: 'From', exact: true })
        .fill(hawaiiDay(new Date(Date.now() - 6 * 86_400_000)));
      await page.getByRole('textbox', { name: 'To', exact: true }).fill(hawaiiDay(new Date()));
      const dimensions = page.getByRole('combobox', { name: 'Break down by', exact: true });
      await dimensions.click();
      await dimensions.press('Backspace'); // the default breakdown, by day
      await pick(page, 'Break down by', 'Placement');
      await pick(page, 'Break down by', 'Language');
      await page.keyboard.press('Escape');

      let report = await runReport(page);
      const measures = report.getByTestId('analytics-measures');
      await expect
        .poll(() => measures.locator('thead th').allTextContents())
        .toEqual(
          expect.arrayContaining([
            'Placement',
            'Language',
            'Impressions',
            'Clicks',
            'CTR',
            'Spend',
            'CPM',
            'CPC',
          ]),
        );
      // Two languages on the one placement, and the totals.
      await expect.poll(() => measures.locator('tbody tr').count()).toBe(3);
      expect(await measures.locator('tbody tr').first().textContent()).toContain('sidebar');

      await page.getByText('A moment (Hawaii time)').click();
      await page
        .getByLabel('As of (Hawaii time)', { exact: true })
        .fill(hawaiiMinute(new Date(Date.now() + 60_000)));
      report = await runReport(page);
      await expect.poll(() => measures.locator('tbody tr').count()).toBe(3);
      await page.getByRole('button', { name: 'One day earlier' }).click();
      report = await runReport(page);
      // A day ago none of today's traffic was in the log yet.
      await report.getByText('No ad traffic in this range.').first().waitFor();

      await page.getByText('Now (the whole log)').click();
      await pick(page, 'Invalid-traffic rules', /^Version 2:/);
      await pick(page, 'Compare with', /^Version 3:/);
      report = await runReport(page);
      await report.getByRole('heading', { name: 'Per campaign: rules 2 and 3 side by side' }).waitFor();
      const campaignRow = report
        .getByTestId('analytics-comparison')
        .locator('tbody tr', { hasText: campaignInput().name });
      // The second visit's click came from the same device with a fresh cookie: version 3 does not count it.
      expect(await campaignRow.locator('td').nth(2).textContent()).toBe('2 → 1');

      // The same range as a file for notebooks: DuckDB reads it and counts what the report counted.
      const totals = await measures.locator('tbody tr').last().locator('td').allTextContents();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download Parquet' }).click(),
      ]);
      // The pointer leaves the button, as a hand does: axe judges what is drawn, hover colours included.
      await page.mouse.move(0, 0);
      const file = path.join(tmpdir(), `nsg-e2e-${process.pid}-${download.suggestedFilename()}`);
      await download.saveAs(file);
      try {
        const counted = await countedInParquet(file);
        expect(totals).toEqual(expect.arrayContaining([String(counted.impressions), String(counted.clicks)]));
      } finally {
        await rm(file, { force: true });
      }

      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  it(
    'shows the workbench in Japanese at /ja/analytics, with no English left and no serious axe violation',
    { timeout: 90_000 },
    async () => {
      const account = await analystThroughTheApi('Hiro Analyst', 'hiro@analysts.test');
      const page = await newVisitorPage(v, { ...JAPANESE_BROWSER, viewport: { width: 390, height: 844 } });
      const session = await loginCookie(v.t.app, account.email, account.password);
      await page
        .context()
        .addCookies([{ name: 'nsg_session', value: session.split('=')[1]!, url: v.baseUrl }]);
      await page.goto(`${v.baseUrl}/ja/analytics`);
      // The first Japanese page of a run can take long on a busy machine.
      await page
        .getByRole('heading', { level: 1, name: '広告トラフィック分析' })
        .waitFor({ timeout: 45_000 });
      await page.getByRole('button', { name: 'レポートを実行' }).waitFor();
      // Parquet is the file format's name, kept as it is in Japanese; the analyst's name is theirs.
      expect(await englishLeftOnPage(page, ['Parquet', ...account.name.split(' ')])).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  it(
    'walked in signed out at /ja/analytics: a readable "sign in" toast, the login, and back to the Japanese workbench',
    { timeout: 90_000 },
    async () => {
      const account = await analystThroughTheApi('Lani Analyst', 'lani@analysts.test');
      const page = await newVisitorPage(v, { ...JAPANESE_BROWSER, viewport: { width: 390, height: 844 } });
      await page.goto(`${v.baseUrl}/ja/analytics`);
      await page.waitForURL(/\/advertiser\/login/);
      const toast = page.locator('.mantine-Notification-root');
      await toast.first().waitFor();
      await expect.poll(() => toast.first().textContent()).toContain('Authentication required');
      expect(await toast.first().textContent()).not.toContain('advertiser.auth');
      await main(page).getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
      await main(page).locator('input[type=password]').fill(account.password);
      // On a phone the toast covers the button: Enter submits the form.
      await page.keyboard.press('Enter');
      await page.waitForURL(`${v.baseUrl}/ja/analytics`);
      await page
        .getByRole('heading', { level: 1, name: '広告トラフィック分析' })
        .waitFor({ timeout: 45_000 });
      // Signed in, the toast that asked for it is gone rather than covering the workbench.
      await expect.poll(() => page.getByText('Authentication required').count()).toBe(0);
      expect(await page.locator('main').count()).toBe(1);
      await page.getByText('Lani Analyst としてサインイン中').waitFor();
      await page.getByRole('button', { name: 'ログアウト' }).click();
      await page.waitForURL(/\/advertiser\/login/);
      expect((await page.request.get(`${v.baseUrl}/api/me`)).status()).toBe(401);

      // An advertiser who follows a link to the workbench is told why they cannot open it, in words.
      const owner = await advertiser(v.t, 'Kai');
      const advertiserPage = await signedInPage(v, owner.cookie);
      await advertiserPage.goto(`${v.baseUrl}/analytics`);
      await advertiserPage.waitForURL(/\/advertiser\/dashboard/);
      const denied = advertiserPage.locator('.mantine-Notification-root');
      await denied.first().waitFor();
      await expect.poll(() => denied.first().textContent()).toContain('Access Denied');
      await advertiserPage.close();
      await page.close();
    },
  );
});

/** Counted impressions and clicks in an exported file, as an analyst's notebook would count them. */
async function countedInParquet(file: string): Promise<{ impressions: number; clicks: number }> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const result = await connection.runAndReadAll(
      `select count(*) filter (event_type = 'impression')::integer as impressions,
              count(*) filter (event_type = 'click')::integer as clicks
       from '${file.replaceAll("'", "''")}' where counted`,
    );
    return result.getRowObjects()[0] as unknown as { impressions: number; clicks: number };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
