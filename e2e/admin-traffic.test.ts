import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, type TestApp } from '@nsg/command-api/testing/test-app.ts';
import { startVisitorApp } from './support/visitor-app.ts';

let t: TestApp;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  ({ t, browser, baseUrl } = await startVisitorApp());
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('admin highway status', () => {
  it('an admin enters the highway status and the traffic API answers it', { timeout: 120_000 }, async () => {
    const cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
    const context = await browser.newContext();
    const name = cookie.slice(0, cookie.indexOf('='));
    const value = cookie.slice(cookie.indexOf('=') + 1);
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${baseUrl}/admin/traffic`);
    await page.getByRole('heading', { name: 'Highway status' }).waitFor();
    await page.getByLabel('Kam Hwy').fill('Slow from Haleiwa to Waimea');
    await page.getByLabel('Total delay (minutes)').fill('25');
    await page.getByRole('button', { name: 'Save highway status' }).click();
    await page.getByText('Highway status saved').waitFor();
    await t.settle();
    const traffic = (await t.app.inject({ url: '/api/traffic' })).json();
    expect(traffic).toMatchObject({
      status: 'Moderate',
      kamHwy: 'Slow from Haleiwa to Waimea',
      totalDelay: 25,
    });
    await context.close();
  });
});
