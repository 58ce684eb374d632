import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS } from '@nsg/domain/mail/mail-message.ts';
import { decideMail, queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import { loginCookie, type TestApp } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { startVisitorApp } from './support/visitor-app.ts';

let t: TestApp;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  ({ t, browser, baseUrl } = await startVisitorApp({ CONTACT_EMAIL: 'team@northshoreguide.test' }));
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Mantine's segmented control hides its radios: click the visible label. */
const statusFilter = (page: Page, label: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

async function signedIn(email: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const session = (await loginCookie(t.app, email, password)).split('=')[1]!;
  await context.addCookies([{ name: 'nsg_session', value: session, url: baseUrl }]);
  return context;
}

describe('the admin mail outbox in the browser', () => {
  it("shows a contact form message to the admin, with its sender's address and text", async () => {
    const visitor = await browser.newPage();
    visitor.setDefaultTimeout(10_000);
    await visitor.goto(`${baseUrl}/contact`);
    const form = visitor.locator('main');
    await form.getByLabel('Full Name').fill('Makoa Kealoha');
    await form.getByLabel('Email').fill('makoa@example.com');
    await form.getByLabel('Subject').fill('Shark sighting at Laniakea');
    await form.getByLabel('Message').fill('Saw a tiger shark near the turtles around 7am.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByText('Message Sent!').waitFor();
    await visitor.close();
    await t.settle();

    const admin = await signedIn(t.admin.email, t.admin.password);
    const page = await admin.newPage();
    page.setDefaultTimeout(10_000);
    const errors = collectConsoleErrors(page);
    await page.goto(`${baseUrl}/admin/mail`);
    await page.getByRole('heading', { level: 1, name: 'Mail outbox' }).waitFor();
    await page.getByText('SMTP is not configured').waitFor();
    const row = page.locator('[data-testid^="admin-mail-"]', {
      hasText: '[Contact] Shark sighting at Laniakea',
    });
    await row.getByText('team@northshoreguide.test').waitFor();
    await row.getByText('queued', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    await row.getByRole('button', { name: 'View' }).click();
    const message = page.getByRole('dialog', { name: 'Message' });
    await message.getByText('Reply-To: makoa@example.com').waitFor();
    await message.getByText('From: Makoa Kealoha <makoa@example.com>').waitFor();
    await message.getByText('Saw a tiger shark near the turtles around 7am.').waitFor();
    await page.keyboard.press('Escape');
    await message.waitFor({ state: 'hidden' });

    await statusFilter(page, 'Sent');
    await page.getByText('No messages.').waitFor();
    expect(errors.messages).toEqual([]);
    await admin.close();
  }, 60_000);

  it('retries a message the mail worker gave up on', async () => {
    const context = { actor: 'system:test', correlationId: 'e2e' };
    const { messageId } = await queueMail(t.deps, {
      to: 'bounce@example.com',
      subject: 'Bounced notice',
      text: 'Body',
      personId: 'test:bounce',
      context,
    });
    for (let attempt = 0; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      await decideMail(
        t.deps.store,
        messageId,
        { kind: 'RecordFailed', error: 'ECONNREFUSED', now: new Date() },
        context,
      );
    }
    await t.settle();

    const admin = await signedIn(t.admin.email, t.admin.password);
    const page = await admin.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${baseUrl}/admin/mail`);
    await statusFilter(page, 'Failed');
    const row = page.getByTestId(`admin-mail-${messageId}`);
    await row.getByText('ECONNREFUSED').waitFor();
    await row.getByText('bounce@example.com').waitFor();
    await row.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Message Requeued').waitFor();
    await row.waitFor({ state: 'detached' });
    await t.settle();
    await statusFilter(page, 'Queued');
    await page.getByTestId(`admin-mail-${messageId}`).getByText('queued', { exact: true }).waitFor();
    await admin.close();
  }, 60_000);

  it('denies the page to a signed-in advertiser', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/advertisers/register',
      payload: { name: 'Kimo', email: 'kimo@shop.test', password: 'secret1', companyName: 'Kimo Surf' },
    });
    await t.settle();
    const advertiser = await signedIn('kimo@shop.test', 'secret1');
    const page = await advertiser.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${baseUrl}/admin/mail`);
    await page.getByText('Access Denied').waitFor();
    await page.getByText("You don't have permission to access this page.").waitFor();
    expect(await page.getByRole('heading', { name: 'Mail outbox' }).count()).toBe(0);
    await advertiser.close();
  }, 60_000);
});
