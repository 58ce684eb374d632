import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, type TestApp } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
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

async function approveOverApi(title: string): Promise<void> {
  await t.settle();
  const cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
  const pending = await t.app.inject({ url: '/api/admin/reviews?status=pending', headers: { cookie } });
  const review = pending.json<{ id: string; title: string }[]>().find((r) => r.title === title);
  expect(review, `pending review "${title}"`).toBeDefined();
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${review!.id}/approve`,
    headers: { cookie },
    payload: { note: 'Looks genuine' },
  });
  expect(approved.statusCode).toBe(200);
  await t.settle();
}

describe('a visitor reviews a business', () => {
  it('submits a review, which appears with the new average once an admin approves it', async () => {
    const business = (await t.app.inject({ url: '/api/businesses/2' })).json<{ name: string }>();
    const page = await browser.newPage();
    const errors = collectConsoleErrors(page);

    await page.goto(`${baseUrl}/business/2`);
    await page.getByRole('heading', { level: 1, name: business.name }).waitFor();
    await page.getByText(`No reviews yet for ${business.name}`).waitFor();

    await page.getByRole('button', { name: 'Add Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a Review' });
    await dialog.waitFor();
    // Client validation (the spec's messages, nothing sent) is checked without a server by
    // frontend/src/features/reviews/components/review-dialog.test.tsx.
    await dialog.getByLabel('Title').fill('Sunrise coffee done right');
    await dialog.getByLabel('Review').fill('Friendly staff, great cold brew, and a view of the harbor.');
    await dialog.getByLabel('Name').fill('Makana');
    await dialog.getByLabel('Email').fill('makana@example.com');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();

    await page.getByText('Review submitted!').waitFor();
    await page
      .getByText('Your review has been submitted and is pending approval. Thank you for your feedback!')
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Pending reviews are not published: the visitor sees their own marked as awaiting moderation, the
    // public list stays empty, and so does the API's answer once the projections hold the review (the
    // admin's pending list has it).
    const pending = page.getByRole('list', { name: 'Your reviews awaiting moderation' });
    await pending.getByRole('article', { name: 'Sunrise coffee done right' }).waitFor();
    expect(await pending.getByText('Awaiting moderation').count()).toBe(1);
    await page.getByText(`No reviews yet for ${business.name}`).waitFor();
    expect(await page.getByText('Sunrise coffee done right').count()).toBe(1);
    await t.settle();
    const published = await t.app.inject({ url: '/api/reviews?type=business&targetId=2' });
    expect(published.json<{ title: string }[]>().map((review) => review.title)).not.toContain(
      'Sunrise coffee done right',
    );

    await approveOverApi('Sunrise coffee done right');
    await page.reload();
    await page.getByText('Sunrise coffee done right').waitFor();
    expect(await page.getByTestId('review-average').textContent()).toBe('5.0');
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('does not open the review dialog later when the visitor pressed Escape while its code was loading', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    let arrive = () => {};
    const dialogCodeHeld = new Promise<void>((resolve) => (arrive = resolve));
    let dialogCodeAsked = () => {};
    const asked = new Promise<void>((resolve) => (dialogCodeAsked = resolve));
    await page.route('**/assets/review-dialog-*.js', async (route) => {
      dialogCodeAsked();
      await dialogCodeHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl}/business/2`);
    const addReview = page.getByRole('button', { name: 'Add Review' });
    await addReview.click();
    await asked;
    await page.keyboard.press('Escape');
    const loaded = page.waitForResponse(/\/assets\/review-dialog-.*\.js$/);
    arrive();
    await loaded;
    // The dialog would have opened by now, its code there (a visitor who cancelled finds it over the page).
    const dialog = page.getByRole('dialog', { name: 'Write a Review' });
    await page.waitForTimeout(1_000);
    expect(await dialog.count()).toBe(0);
    await addReview.click();
    await dialog.waitFor();
    await context.close();
  });

  it('shows "404 Page Not Found" for an unknown path and "Business Not Found" for an unknown business', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/no-such-page`);
    await page.getByText('404 Page Not Found').waitFor();
    await page.goto(`${baseUrl}/business/987654`);
    await page.getByText('Business Not Found').waitFor();
    await page.getByText("The business you're looking for doesn't exist.").waitFor();
    await page.close();
  });
});
