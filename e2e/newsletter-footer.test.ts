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

const PHONE = { viewport: { width: 390, height: 844 } };

/** The sign-up requests the page sends. */
function countSignUps(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/newsletter/subscriptions')) sent.push(request.postData() ?? '');
  });
  return sent;
}

/** The link to `path` in the newest mail queued to `email`. */
async function linkInMail(email: string, path: string): Promise<string> {
  await v.t.settle();
  const mails = await Promise.all(
    (await listOutbox(v.t.deps.db, 'queued')).map((mail) => readQueuedMail(v.t.deps, mail.id)),
  );
  const texts = mails.filter((mail) => mail?.to === email).map((mail) => mail!.text!);
  for (const text of texts) {
    const link = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(text)?.[0];
    if (link) return link;
  }
  throw new Error(`no ${path} link in the mails to ${email}`);
}

describe('the footer newsletter', () => {
  it('signs a visitor up by a mailed link, and the mail’s unsubscribe link stops it', async () => {
    const page = await newVisitorPage(v, PHONE);
    const sent = countSignUps(page);
    await page.goto(`${v.baseUrl}/about`);
    const form = page.getByRole('form', { name: 'Newsletter' });
    const email = form.getByLabel('Email address');
    await email.fill('not an email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    expect(sent).toEqual([]);

    await email.fill('kai@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form
      .getByText('Almost done: we sent a link to kai@example.com. Open it to confirm your subscription.')
      .waitFor();
    expect(sent).toHaveLength(1);
    expect(await email.inputValue()).toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(await linkInMail('kai@example.com', '/newsletter/confirm'));
    await page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByText('You are subscribed. Every mail we send has a link to unsubscribe.').waitFor();

    await page.goto(await linkInMail('kai@example.com', '/newsletter/unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('You are unsubscribed. We will send you no more newsletter mail.').waitFor();
  }, 90_000);

  it('speaks Japanese on /ja pages, in the form, the mail and the link’s page', async () => {
    const page = await newVisitorPage(v, { ...PHONE, ...JAPANESE_BROWSER });
    await page.goto(`${v.baseUrl}/ja/about`);
    const form = page.getByRole('form', { name: 'ニュースレター' });
    const email = form.getByLabel('メールアドレス');
    await email.fill('hana@');
    await form.getByRole('button', { name: '登録する' }).click();
    await form.getByText('有効なメールアドレスを入力してください').waitFor();
    await email.fill('hana@example.com');
    await form.getByRole('button', { name: '登録する' }).click();
    await form
      .getByText(
        'あと一歩です。hana@example.com にリンクを送りました。リンクを開いて登録を確定してください。',
      )
      .waitFor();

    const confirm = await linkInMail('hana@example.com', '/ja/newsletter/confirm');
    await page.goto(confirm.replace(/token=[^&]+/, 'token=not-the-right-secret-at-all'));
    await page.getByRole('button', { name: '登録を確定する' }).click();
    await page
      .getByText('このリンクは無効です。どのページでも下部のフォームからもう一度登録してください。')
      .waitFor();
    await page.goto(confirm);
    await page.getByRole('button', { name: '登録を確定する' }).click();
    await page.getByText(/^登録が完了しました。/).waitFor();
  }, 90_000);
});
