import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { JAPANESE_BROWSER } from './support/japanese.ts';
import {
  newVisitorPage,
  seriousAxeViolations,
  startVisitorApp,
  type VisitorApp,
} from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

const main = (page: Page) => page.locator('#main-content');

/** The reset link in the newest mail queued to `email`. */
async function resetLinkInMail(
  email: string,
  path = '/advertiser/reset-password',
): Promise<{ link: string; text: string }> {
  await v.t.settle();
  const mails = await Promise.all(
    (await listOutbox(v.t.deps.db, 'queued')).map((mail) => readQueuedMail(v.t.deps, mail.id)),
  );
  const texts = mails.filter((mail) => mail?.to === email).map((mail) => mail!.text!);
  for (const text of texts.reverse()) {
    const link = new RegExp(`https?://[^/\\s]+${path}\\?token=\\S+`).exec(text)?.[0];
    if (link) return { link, text };
  }
  throw new Error(`no reset link in the mails to ${email}`);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${v.baseUrl}/advertiser/login`);
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('password reset', () => {
  it('walks an admin from "Forgot password?" through the mailed link to a login with the new password', async () => {
    const page = await newVisitorPage(v);
    await page.goto(`${v.baseUrl}/advertiser/login`);
    await main(page).getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await main(page).getByLabel('Email').fill(v.t.admin.email);
    await page.getByRole('button', { name: 'Mail me a reset link' }).click();
    await page
      .getByRole('status')
      .getByText('If an account uses this email, we have mailed it a link', { exact: false })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const { link } = await resetLinkInMail(v.t.admin.email);
    expect(link.startsWith(`${v.baseUrl}/advertiser/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    await main(page).getByRole('textbox', { name: 'New password', exact: true }).fill('fresh-tide-2026');
    await main(page).getByRole('textbox', { name: 'New password again' }).fill('fresh-tide-2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('The two passwords differ').waitFor();
    await main(page).getByRole('textbox', { name: 'New password again' }).fill('fresh-tide-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('status').getByText('Your password is changed', { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The link works once.
    await page.goto(link);
    await main(page).getByRole('textbox', { name: 'New password', exact: true }).fill('another-2026');
    await main(page).getByRole('textbox', { name: 'New password again' }).fill('another-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This reset link has expired or was used already. Ask for a new one.').waitFor();

    await logIn(page, v.t.admin.email, v.t.admin.password);
    await page.getByText('Invalid email or password').first().waitFor();
    await logIn(page, v.t.admin.email, 'fresh-tide-2026');
    await page.waitForURL((url) => !url.pathname.endsWith('/advertiser/login'));
  }, 90_000);

  it('speaks Japanese on the /ja pages and in the mail', async () => {
    const page = await newVisitorPage(v, JAPANESE_BROWSER);
    await page.goto(`${v.baseUrl}/ja/advertiser/forgot-password`);
    await page.getByRole('heading', { level: 1, name: 'パスワードをお忘れですか？' }).waitFor();
    await main(page).getByLabel('メールアドレス').fill('nobody-japanese@shop.test');
    await page.getByRole('button', { name: '再設定用のリンクを送る' }).click();
    await page
      .getByRole('status')
      .getByText('リンクは1時間以内に1回だけ使えます', { exact: false })
      .waitFor();

    await page.goto(`${v.baseUrl}/ja/advertiser/forgot-password`);
    await main(page).getByLabel('メールアドレス').fill(v.t.admin.email);
    await page.getByRole('button', { name: '再設定用のリンクを送る' }).click();
    await main(page).getByText('リンクは1時間以内に1回だけ使えます', { exact: false }).waitFor();
    const { link, text } = await resetLinkInMail(v.t.admin.email, '/ja/advertiser/reset-password');
    expect(text).toContain('新しいパスワードを設定してください');
    expect(link.startsWith(`${v.baseUrl}/ja/advertiser/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: '新しいパスワードの設定' }).waitFor();
  }, 90_000);
});
