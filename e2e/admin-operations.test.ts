import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { parkReviewsProjection } from '@nsg/command-api/testing/park-a-projection.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { signedInPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  // Samples every second, so a minute's lag draws a line.
  v = await startVisitorApp({}, { lagSampleMs: 1000 });
});
afterAll(() => v?.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

describe('the admin operations page on a 390 px phone', () => {
  it('shows a parked projection as it parks, skips its event with a reason, and the audit log keeps the skip', async () => {
    const cookie = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
    const page = await signedInPage(v, cookie);
    await page.setViewportSize(PHONE);
    const errors = collectConsoleErrors(page);
    // The old address still leads there.
    await page.goto(`${v.baseUrl}/admin/projections`);
    await page.waitForURL(/\/admin\/operations$/);
    await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
    await page.getByRole('heading', { name: 'Mail outbox' }).waitFor();
    // Each projection names the runner holding it, with its last heartbeat.
    await page
      .locator('[data-projection="audit"]')
      .getByText(/^heartbeat \d+(\.\d)? s ago$/)
      .waitFor();

    // Parked while the page is open: it shows without a reload.
    const parked = await parkReviewsProjection(v.t);
    const card = page.getByTestId('parked-reviews');
    await card.getByText(parked.eventId).waitFor();
    await card.getByText('reviews.ReviewApproved').waitFor();
    await card.getByText(`Position ${parked.position}`).waitFor();
    await card.getByText(/Error/).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/operations-parked-390.png`, fullPage: true });

    await card.getByRole('button', { name: 'Skip this event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skip this event' });
    await dialog.getByRole('button', { name: 'Skip the event' }).click();
    await dialog.getByText('Say why the event is skipped').waitFor();
    await dialog.getByLabel('Reason').fill('An approval of a review that was never submitted.');
    await dialog.getByRole('button', { name: 'Skip the event' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The runner steps over it: the card goes, without a reload.
    await card.waitFor({ state: 'detached' });

    await page.goto(`${v.baseUrl}/admin/audit`);
    await page.getByLabel('Event type').pressSequentially('ProjectionEventSkipped', { delay: 20 });
    await page.getByText('projection_skips-reviews').first().waitFor();
    expect(errors.messages).toEqual([]);
    await page.close();
  }, 90_000);

  it('draws a stalled projection’s lag growing, on a phone and a desktop, and a retry parks it again while the bug is there', async () => {
    const { eventId } = await parkReviewsProjection(v.t);
    // Events keep coming while it is parked: its lag grows with each.
    for (let n = 0; n < 6; n++) {
      await v.t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        payload: {
          type: 'beach',
          targetId: 1,
          title: `Swell ${n}`,
          content: 'Glassy.',
          rating: 4,
          authorName: 'Kai',
        },
        remoteAddress: `10.72.0.${n + 1}`,
      });
      await new Promise((resolve) => setTimeout(resolve, 700));
    }
    const cookie = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
    const page = await signedInPage(v, cookie);
    await page.setViewportSize(PHONE);
    // The old address, in Japanese: it stays under /ja.
    await page.goto(`${v.baseUrl}/ja/admin/projections`);
    await page.waitForURL(/\/ja\/admin\/operations$/);
    await page.getByTestId('parked-reviews').getByText(eventId).waitFor();
    // The chart shows the one furthest behind: the parked one, its lag line drawn.
    const chart = page.getByTestId('lag-reviews');
    await chart.locator('.recharts-line-curve').first().waitFor();
    const lag = Number(await page.locator('tr[data-projection="reviews"] td').nth(3).textContent());
    expect(lag).toBeGreaterThanOrEqual(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/operations-stalled-ja-390.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
      await chart.locator('.recharts-line-curve').first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/operations-stalled-1280.png`, fullPage: true });
    }
    // A retry with the bug still there: recorded, and the projection parks again at the same event.
    await page.getByTestId('parked-reviews').getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Retry asked for').waitFor();
    const retries = () =>
      v.t.deps.db
        .selectFrom('audit_log')
        .select('actor')
        .where('type', '=', 'operations.ProjectionRetryRequested')
        .execute();
    await expect.poll(async () => (await retries()).length, { timeout: 10_000 }).toBe(1);
    expect((await retries())[0]!.actor).toMatch(/^admin:/);
    await page.getByTestId('parked-reviews').getByText(eventId).waitFor();
    await page.close();
  }, 90_000);

  it('moves nothing once shown, on a phone', async () => {
    const cookie = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
    const page = await signedInPage(v, cookie);
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node }[];
        })[])
          shifts.push({
            value: entry.value,
            moved: (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? '?'),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${v.baseUrl}/admin/operations`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Mail outbox' }).waitFor();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
    );
    expect(shifts).toEqual([]);
    await page.close();
  }, 60_000);
});
