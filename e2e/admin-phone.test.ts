import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, call, campaignInput } from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { multipartBody } from '@nsg/command-api/uploads/multipart-body.ts';
import { newVisitorPage, signedInPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
  // Rows in the queues: a pending advertiser, and an approved one's unpaid campaign.
  await advertiser(v.t, 'Noelani', false);
  const kalani = await advertiser(v.t, 'Kalani');
  await call(v.t.app, 'POST', '/api/campaigns', kalani.cookie, campaignInput());
  await v.t.settle();
});
afterAll(() => v?.close());

const PHONE = { width: 390, height: 844 };
const ADMIN_PAGES = [
  '/admin',
  '/admin/campaigns',
  '/admin/ads',
  '/admin/advertisers',
  '/admin/reviews',
  '/admin/local-tips',
  '/admin/catalog/local-tips',
  '/admin/catalog/rewards',
  '/admin/audit',
  '/admin/mail',
  '/admin/rates',
  '/admin/eco',
  '/admin/traffic',
  '/admin/beach-hazards',
  '/admin/board-hub',
  '/admin/operations',
];

describe('the admin area on a 390 px phone', () => {
  it('signs an admin in from /admin and brings them back to the admin area', async () => {
    const page = await newVisitorPage(v, { viewport: PHONE });
    await page.goto(`${v.baseUrl}/admin`);
    await page.waitForURL(/\/advertiser\/login/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(v.t.admin.email);
    await page.locator('input[type=password]').fill(v.t.admin.password);
    // On a phone the "Authentication required" toast covers the button: Enter submits the form.
    await page.locator('input[type=password]').press('Enter');
    await page.waitForURL(/^[^?]*\/admin(\/|$)/);
    // The admins' landing page: the overview of the month's money.
    await page.getByRole('heading', { name: 'Overview', exact: true }).waitFor();
    await page.close();
  }, 60_000);

  it('fits every admin page in the width, with the menu behind a burger and the actions on screen', async () => {
    const cookie = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
    const page = await signedInPage(v, cookie);
    await page.setViewportSize(PHONE);
    const overflowing: string[] = [];
    for (const path of ADMIN_PAGES) {
      await page.goto(`${v.baseUrl}${path}`);
      await page.locator('main h1:visible, main h2:visible').first().waitFor();
      // Loaded: no spinner left.
      await expect.poll(() => page.locator('.mantine-Loader-root').count()).toBe(0);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) overflowing.push(`${path}: ${scrollWidth} > ${clientWidth}`);
    }
    expect(overflowing).toEqual([]);

    // The menu opens from its burger.
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('link', { name: 'Audit', exact: true }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();

    // The pending advertiser's Approve is within reach, not past the right edge.
    await page.goto(`${v.baseUrl}/admin/advertisers`);
    const approve = page.getByRole('button', { name: 'Approve' }).first();
    await approve.waitFor();
    const box = (await approve.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    // Times are Hawaii time, labelled.
    await page.goto(`${v.baseUrl}/admin/mail`);
    await page
      .getByText(/\d{1,2}:\d\d [AP]M HST/)
      .first()
      .waitFor();
    await page.close();
  }, 240_000);

  it('removes a Board Hub listing with a reason, and the public board no longer shows it', async () => {
    const { payload, headers } = multipartBody({
      title: 'Suspicious gun',
      length: `7'0"`,
      condition: 'Good',
      price: '$300',
      location: 'Sunset Beach',
      sellerName: 'Ikaika',
      email: 'ikaika@example.com',
    });
    const listed = await v.t.app.inject({ method: 'POST', url: '/api/listings', payload, headers });
    expect(listed.statusCode, listed.body).toBe(201);
    await v.t.settle();
    const cookie = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
    const page = await signedInPage(v, cookie);
    await page.setViewportSize(PHONE);
    await page.goto(`${v.baseUrl}/admin/board-hub`);
    const row = page.locator('[data-testid^="admin-listing-"]', { hasText: 'Suspicious gun' });
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByLabel('Reason').fill('Reported as stolen');
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await row.getByText('Removed: Reported as stolen').waitFor();
    const board = await v.t.app.inject({ url: '/api/listings' });
    expect(board.json<{ title: string }[]>().map((l) => l.title)).not.toContain('Suspicious gun');
    await row.getByRole('button', { name: 'Restore' }).click();
    await row.getByText('active', { exact: true }).waitFor();
    await page.close();
  }, 120_000);
});
