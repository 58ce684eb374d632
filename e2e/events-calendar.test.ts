import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { JAPANESE_BROWSER } from './support/japanese.ts';
import { PHONE } from './support/journeys.ts';
import {
  appTakenOver,
  newVisitorPage,
  signedInPage,
  startVisitorApp,
  type VisitorApp,
} from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

const TITLE = 'Ehukai sunrise beach cleanup';
/** The next Saturday in Hawaii, at least two days away. */
function nextSaturday(): string {
  const today = new Date(Date.now() - 10 * 3_600_000);
  const days = ((6 - today.getUTCDay() + 7) % 7) + (today.getUTCDay() >= 5 ? 7 : 0);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

const pageIsNoWiderThanScreen = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the community events calendar', () => {
  it('a visitor submits an event, a moderator approves it, it shows in Japanese with an .ics a calendar app reads', async () => {
    const date = nextSaturday();
    const visitor = await newVisitorPage(v, PHONE);
    const errors = collectConsoleErrors(visitor);
    await visitor.goto(`${v.baseUrl}/events`);
    await visitor.getByRole('heading', { level: 1, name: 'Events Calendar' }).waitFor();
    await visitor.getByRole('link', { name: 'Submit an event' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Submit an event' }).waitFor();
    await visitor.getByLabel('Title').fill(TITLE);
    await visitor.getByLabel('Description').fill('Gloves and bags provided. Meet by the lifeguard tower.');
    await visitor.getByLabel('Category').selectOption('beach_cleanup');
    await visitor.getByLabel('Location').fill('Ehukai Beach Park');
    await visitor.getByLabel('Coordinates').fill('21.6650, -158.0530');
    await visitor.getByLabel('Start date').fill(date);
    await visitor.getByLabel('Start time (HST)').fill('07:00');
    await visitor.getByLabel('End time (HST)').fill('09:00');
    await visitor.getByLabel('Cost').fill('Free');
    await visitor.getByLabel('Contact name').fill('Noelani');
    await visitor.getByLabel('Contact email').fill('noelani@example.com');
    await visitor.getByLabel('Contact phone').fill('808-555-0142');
    expect(await pageIsNoWiderThanScreen(visitor)).toBe(true);
    if (SCREENSHOTS) await visitor.screenshot({ path: `${SCREENSHOTS}/submit-390.png`, fullPage: true });
    await visitor.getByRole('button', { name: 'Submit for review' }).click();
    await visitor.getByText('Event submitted').waitFor();
    await visitor.waitForURL(`${v.baseUrl}/events`);
    // Pending: not on the public calendar.
    await v.t.settle();
    expect(await visitor.getByText(TITLE).count()).toBe(0);

    const cookie = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
    const admin = await signedInPage(v, cookie);
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(`${v.baseUrl}/admin/events`);
    const row = admin.getByRole('row').filter({ hasText: TITLE });
    // Moderators alone see the contact in clear.
    await row.getByText('Noelani · noelani@example.com · 808-555-0142').waitFor();
    if (SCREENSHOTS) await admin.screenshot({ path: `${SCREENSHOTS}/admin-1280.png`, fullPage: true });
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Event Updated').waitFor();
    await v.t.settle();

    const japanese = await newVisitorPage(v, { ...PHONE, ...JAPANESE_BROWSER });
    await japanese.goto(`${v.baseUrl}/ja/events`);
    await japanese.getByRole('heading', { level: 1, name: 'イベントカレンダー' }).waitFor();
    const title = japanese.getByRole('link', { name: TITLE });
    await title.waitFor();
    // The organiser's English is marked as English on the Japanese page.
    expect(await title.getAttribute('lang')).toBe('en');
    expect(await pageIsNoWiderThanScreen(japanese)).toBe(true);
    if (SCREENSHOTS)
      await japanese.screenshot({ path: `${SCREENSHOTS}/calendar-ja-390.png`, fullPage: true });
    await title.click();
    await japanese.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await japanese.getByText('7:00〜9:00（HST）').first().waitFor();
    expect(await japanese.getByText(/noelani|555-0142/i).count()).toBe(0);
    expect(await pageIsNoWiderThanScreen(japanese)).toBe(true);
    if (SCREENSHOTS) await japanese.screenshot({ path: `${SCREENSHOTS}/event-ja-390.png`, fullPage: true });

    const ics = japanese.getByRole('link', { name: 'カレンダーに追加' });
    const answer = await japanese.request.get(new URL((await ics.getAttribute('href'))!, v.baseUrl).href);
    expect(answer.headers()['content-type']).toContain('text/calendar');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await answer.text())).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe(TITLE);
    expect(event.startDate.toJSDate().toISOString()).toBe(`${date}T17:00:00.000Z`);
    expect(event.endDate.toJSDate().toISOString()).toBe(`${date}T19:00:00.000Z`);
    expect(errors.messages).toEqual([]);
    await Promise.all([visitor.close(), admin.close(), japanese.close()]);
  });

  it('shows the month view and the featured events at the foot of the home page', async () => {
    const page = await newVisitorPage(v, PHONE);
    await page.goto(`${v.baseUrl}/events`);
    await page.getByText('Month', { exact: true }).click();
    await page.getByTestId('calendar-month').waitFor();
    expect(await pageIsNoWiderThanScreen(page)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/month-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await pageIsNoWiderThanScreen(page)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/month-1280.png` });
    await page.goto(`${v.baseUrl}/`);
    await appTakenOver(page);
    // The events are the last section: they come as the visitor scrolls down to them.
    await page.locator('#events').scrollIntoViewIfNeeded();
    const featured = page.getByTestId('featured-events');
    // The sample contest is seeded featured.
    await featured.getByRole('link', { name: 'Sunset Beach surf contest' }).waitFor();
    await featured.scrollIntoViewIfNeeded();
    // Its texts come with the home page's own messages, not the calendar page's.
    await featured.getByText('Featured', { exact: true }).waitFor();
    expect(await featured.textContent()).not.toMatch(/calendar\.\w/);
    expect(await featured.textContent()).toMatch(/7:30 AM – 4:00 PM HST/);
    if (SCREENSHOTS) await featured.screenshot({ path: `${SCREENSHOTS}/home-featured-390.png` });
    await page.close();
  });
});
