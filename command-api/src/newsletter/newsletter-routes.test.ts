import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://northshore.example' } });
});
afterAll(() => t.close());

let addressCounter = 0;
const post = (url: string, payload: object, remoteAddress = `10.62.0.${++addressCounter}`) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const signUp = (email: string, locale?: string) =>
  post('/api/newsletter/subscriptions', { email, ...(locale ? { locale } : {}) });

/** The mails queued to an address, newest last, opened. */
async function mailsTo(email: string) {
  await t.settle();
  const opened = await Promise.all(
    (await listOutbox(t.deps.db, 'queued')).map((mail) => readQueuedMail(t.deps, mail.id)),
  );
  return opened.filter((mail) => mail?.to === email).reverse();
}

/** The subscription id and token of a link of ours in a mail. */
function linkIn(text: string, path: string) {
  const match = new RegExp(
    `https://northshore\\.example${path}\\?subscription=([^&\\s]+)&token=([^\\s]+)`,
  ).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return { subscriptionId: match[1]!, token: match[2]! };
}

describe('newsletter', () => {
  it('mails a confirmation link and subscribes nobody before it is followed', async () => {
    const signedUp = await signUp('kai@example.com');
    expect(signedUp.statusCode).toBe(202);
    const log = JSON.stringify((await t.database.pool.query('select data from events')).rows);
    expect(log).not.toContain('kai@example.com');
    const [mail] = await mailsTo('kai@example.com');
    expect(mail!.subject).toBe('Confirm your North Shore Guide newsletter subscription');
    const confirm = linkIn(mail!.text!, '/newsletter/confirm');
    linkIn(mail!.text!, '/newsletter/unsubscribe');

    const { rows } = await t.database.pool.query<{ type: string }>(
      `select type from events where stream_id = $1 order by revision`,
      [`newsletter-${confirm.subscriptionId}`],
    );
    expect(rows.map((row) => row.type)).toEqual(['newsletter.SubscriptionRequested']);

    const wrong = await post('/api/newsletter/confirmations', { ...confirm, token: 'x'.repeat(32) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ code: string }>().code).toBe('newsletter_link_invalid');
    const confirmed = await post('/api/newsletter/confirmations', confirm);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'subscribed' });

    const welcome = (await mailsTo('kai@example.com')).at(-1)!;
    expect(welcome.subject).toBe('Welcome to the North Shore Guide newsletter');
    const unsubscribe = linkIn(welcome.text!, '/newsletter/unsubscribe');
    const stopped = await post('/api/newsletter/unsubscriptions', unsubscribe);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ status: 'unsubscribed' });
    const forged = await post('/api/newsletter/unsubscriptions', { ...unsubscribe, token: 'y'.repeat(43) });
    expect(forged.json<{ code: string }>().code).toBe('newsletter_link_invalid');
  });

  it('writes in the visitor’s language, with links to the Japanese pages', async () => {
    expect((await signUp('hana@example.com', 'ja')).statusCode).toBe(202);
    const [mail] = await mailsTo('hana@example.com');
    expect(mail!.subject).toBe('North Shore Guide ニュースレター登録の確認');
    linkIn(mail!.text!, '/ja/newsletter/confirm');
  });

  it('answers a second sign-up alike, without mailing the address again at once', async () => {
    expect((await signUp('noe@example.com')).statusCode).toBe(202);
    expect((await signUp(' NOE@example.com ')).statusCode).toBe(202);
    expect(await mailsTo('noe@example.com')).toHaveLength(1);
  });

  it('refuses an address that is not one, with the field named', async () => {
    const refused = await signUp('not an email');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
    });
    const badLink = await post('/api/newsletter/confirmations', { subscriptionId: 'nope', token: 'short' });
    expect(badLink.statusCode).toBe(400);
  });

  it('is rate limited per address, like the contact form', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post('/api/newsletter/subscriptions', { email: `r${i}@example.com` }, '10.62.9.9')).statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('erases the address with the person: the sign-up and its mail no longer open', async () => {
    await signUp('lani@example.com');
    const [mail] = await mailsTo('lani@example.com');
    const confirm = linkIn(mail!.text!, '/newsletter/confirm');
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/personal-data/erasures',
      payload: { email: 'lani@example.com' },
      headers: { cookie: await loginCookie(t.app, t.admin.email, t.admin.password) },
    });
    expect(erased.statusCode, erased.body).toBe(201);
    expect(await mailsTo('lani@example.com')).toEqual([]);
    // Confirming now records the choice but can mail nobody.
    expect((await post('/api/newsletter/confirmations', confirm)).statusCode).toBe(200);
    await t.settle();
    const subjects = (await listOutbox(t.deps.db, 'queued')).map((queued) => queued.subject);
    expect(subjects.filter((subject) => subject?.startsWith('Welcome'))).toHaveLength(1);
  });
});
