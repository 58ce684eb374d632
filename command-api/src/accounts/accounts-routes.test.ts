import { createHash, createHmac, randomUUID } from 'node:crypto';
import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiserDecider, advertiserStreamId } from '@nsg/domain/accounts/advertiser.ts';
import { emailClaimStreamId } from '@nsg/domain/accounts/advertiser.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { executeCommand } from '../http/execute-command.ts';
import { emailLookup } from './register-account.ts';
import { ACCOUNT_THROTTLED_MESSAGE, MAX_FAILED_LOGINS_PER_ACCOUNT } from './login-throttle.ts';
import { createAdmin } from './first-admin.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const context = { actor: 'system:test', correlationId: 'accounts-test' };
let addressCounter = 0;
/** A fresh client address per call, so the per-address rate limits are only met where a test means to. */
const freshAddress = () => `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const registration = (email: string) => ({
  name: 'Kai Kealoha',
  email,
  password: 'surf-is-up',
  companyName: 'Kealoha Surf School',
});

function register(body: object, remoteAddress = freshAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/advertisers/register', payload: body, remoteAddress });
}

function login(email: string, password: string, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/advertisers/login',
    payload: { email, password },
    remoteAddress,
  });
}

/** Clears one address's per-minute request limit, so a test reaches the per-account lock behind it. */
async function forgetRateLimit(address: string) {
  const key = createHmac('sha256', t.deps.secrets.emailLookup).update(`ip:${address}`).digest('base64url');
  const keys = await t.deps.redis.keys(`*${key}*`);
  if (keys.length > 0) await t.deps.redis.del(...keys);
}

function me(cookie?: string) {
  return t.app.inject({ url: '/api/me', headers: cookie ? { cookie } : {}, remoteAddress: freshAddress() });
}

/** Registers an advertiser, waits for the read model, and returns its id. */
async function registered(email: string): Promise<string> {
  const response = await register(registration(email));
  expect(response.statusCode).toBe(201);
  await t.settle();
  return response.json<{ id: string }>().id;
}

describe('POST /api/advertisers/register', () => {
  it('accepts a registration as pending', async () => {
    const response = await register({
      ...registration('nalu@school.test'),
      phone: '808-555-0100',
      website: '',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; status: string; message: string }>();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.status).toBe('pending');
    expect(body.message).toMatch(/pending approval/);
    await t.settle();
    const row = await t.deps.db
      .selectFrom('advertisers')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'advertiser', status: 'pending', name: 'Kai Kealoha' });
  });

  it('answers field errors with the form messages', async () => {
    const response = await register({
      name: 'K',
      email: 'not-an-email',
      password: '12345',
      companyName: ' x ',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; message: string; fieldErrors: Record<string, string[]> }>();
    expect(body.error).toBe('Bad Request');
    expect(body.message).toEqual(expect.any(String));
    expect(body.fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
      companyName: ['Company name must be at least 2 characters'],
    });
  });

  it('answers the same messages when fields are missing or of the wrong type', async () => {
    const response = await register({ name: 42, password: null });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
      companyName: ['Company name must be at least 2 characters'],
    });
  });

  it('answers a second registration of an email like a first, makes no second account, and mails the owner', async () => {
    const first = await register(registration('makana@shop.test'));
    expect(first.statusCode).toBe(201);
    for (const email of ['makana@shop.test', 'Makana@Shop.TEST', '  MAKANA@shop.test ']) {
      const response = await register(registration(email));
      expect(response.statusCode, email).toBe(201);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['id', 'message', 'status']);
      expect(body).toMatchObject({ status: 'pending', message: first.json().message });
      expect(body.id).not.toBe(first.json().id);
    }
    await t.settle();
    const accounts = await t.deps.db
      .selectFrom('advertisers')
      .select('id')
      .where('name', '=', registration('x').name)
      .execute();
    expect(accounts.map((a) => a.id)).toContain(first.json().id);
    const notices = await t.deps.db
      .selectFrom('mail_outbox')
      .select(['subject', 'person_id'])
      .where('subject', '=', 'Someone tried to register your email at North Shore Guide')
      .execute();
    // Three attempts within the hour: one notice, to the account's owner.
    expect(notices).toEqual([
      {
        subject: 'Someone tried to register your email at North Shore Guide',
        person_id: `advertiser:${first.json().id}`,
      },
    ]);
  });

  it('lets exactly one of ten concurrent registrations of one email through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        register({ ...registration('race@shop.test'), name: `Racer ${i}` }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual(Array<number>(10).fill(201));
    await t.settle();
    const rows = await t.deps.db
      .selectFrom('advertisers')
      .select('id')
      .where('name', 'like', 'Racer %')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('stores the password as an argon2id hash and never the email in clear', async () => {
    const email = 'Pua.Secret@Flowers.test';
    const id = await registered(email);
    const row = await t.deps.db
      .selectFrom('advertisers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('surf-is-up');
    expect(row.email).not.toContain('flowers');

    const { rows } = await t.database.pool.query<{ text: string }>('select e::text as text from events e');
    expect(rows.length).toBeGreaterThan(0);
    const log = rows.map((r) => r.text.toLowerCase()).join('\n');
    expect(log).toContain(id);
    expect(log).not.toContain('pua.secret');
    expect(log).not.toContain('flowers.test');
    expect(log).not.toContain('surf-is-up');
  });
});

describe('an email claimed but never registered', () => {
  it('is free again once a registration that crashed after claiming it is clearly abandoned', async () => {
    const email = 'crashed@school.test';
    // What a registration that died between its two appends leaves: the claim, no account.
    const lookup = emailLookup(t.deps.secrets.emailLookup, email);
    await t.deps.store.append(
      emailClaimStreamId(lookup),
      toNewEvents([{ type: 'accounts.EmailClaimed', data: { advertiserId: randomUUID() } }], context, 'c'),
      { expectedRevision: 'no_stream' },
    );
    const realClock = t.deps.clock.now;
    t.deps.clock.now = () => new Date(Date.now() + 11 * 60_000);
    try {
      await registered(email);
    } finally {
      t.deps.clock.now = realClock;
    }
    expect((await login(email, 'surf-is-up')).statusCode).toBe(200);
  });

  it('is free again after its owner is erased, for a new account', async () => {
    const email = 'erased-then-back@school.test';
    await registered(email);
    const admin = await loginCookie(t.app, t.admin.email, t.admin.password);
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/personal-data/erasures',
      headers: { cookie: admin },
      payload: { email },
    });
    expect(erased.statusCode).toBe(201);
    await t.settle();
    const again = await register({ ...registration(email), password: 'second-life' });
    expect(again.statusCode).toBe(201);
    await t.settle();
    expect((await login(email, 'second-life')).statusCode).toBe(200);
  });
});

describe('POST /api/advertisers/login', () => {
  const email = 'login@shop.test';
  beforeAll(async () => {
    await registered(email);
  });

  it('answers the account and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await login(' LOGIN@shop.test  ', 'surf-is-up');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      name: 'Kai Kealoha',
      email,
      companyName: 'Kealoha Surf School',
      status: 'pending',
      role: 'advertiser',
    });
    const cookie = response.cookies.find((c) => c.name === 'nsg_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.value.length).toBeGreaterThanOrEqual(32);
    expect(cookie!.maxAge).toBe(7 * 24 * 3600);
    const header = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('nsg_session='));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const wrongPassword = await login(email, 'not-the-password');
    const unknownEmail = await login('nobody@shop.test', 'surf-is-up');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Unauthorized',
        code: 'unauthorized',
        message: 'Invalid email or password',
      });
      expect(response.cookies.find((c) => c.name === 'nsg_session')).toBeUndefined();
    }
  });

  it('logs in the admin with role admin', async () => {
    const response = await login(t.admin.email, t.admin.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: t.admin.email, role: 'admin', status: 'active' });
  });

  it('limits one address to ten attempts a minute', async () => {
    const address = '10.99.0.1';
    for (let attempt = 1; attempt <= 10; attempt++) {
      // A different account each time: this is the per-address limit, not the per-account one.
      const response = await login(`nobody-${attempt}@shop.test`, 'wrong-password', address);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const limited = await login(email, 'surf-is-up', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too Many Requests',
      code: 'rate_limited',
      message: expect.stringMatching(/Too many requests/),
      params: { retryAfterSeconds: expect.any(Number) },
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login(email, 'surf-is-up', '10.99.0.2')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/me answers 401 without a session and the account with one', async () => {
    const anonymous = await me();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: 'Unauthorized',
      code: 'unauthorized',
      message: expect.any(String),
    });
    expect((await me('nsg_session=made-up-session-id')).statusCode).toBe(401);

    const email = 'me@shop.test';
    const id = await registered(email);
    const cookie = await loginCookie(t.app, email, 'surf-is-up');
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      name: 'Kai Kealoha',
      email,
      companyName: 'Kealoha Surf School',
      status: 'pending',
      role: 'advertiser',
    });
  });

  it('logout deletes the session on the server, so the old cookie stops working', async () => {
    const email = 'logout@shop.test';
    const id = await registered(email);
    const cookie = await loginCookie(t.app, email, 'surf-is-up');
    const other = await loginCookie(t.app, email, 'surf-is-up');
    expect((await me(cookie)).statusCode).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/advertisers/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((c) => c.name === 'nsg_session');
    expect(cleared?.value).toBe('');

    expect((await me(cookie)).statusCode).toBe(401);
    const sessionId = cookie.slice('nsg_session='.length);
    const rows = await t.deps.db.selectFrom('sessions').select('id').where('account_id', '=', id).execute();
    expect(rows.map((r) => r.id)).not.toContain(sessionId);
    // Logging out one browser leaves the account's other sessions alone.
    expect((await me(other)).statusCode).toBe(200);
  });

  it('logout without a session still answers 204', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/advertisers/logout' });
    expect(response.statusCode).toBe(204);
  });

  it("ends a suspended account's sessions at once and refuses its logins", async () => {
    const email = 'suspended@shop.test';
    const id = await registered(email);
    const cookie = await loginCookie(t.app, email, 'surf-is-up');
    expect((await me(cookie)).statusCode).toBe(200);

    await executeCommand(
      t.deps.store,
      advertiserDecider,
      advertiserStreamId(id),
      {
        kind: 'ChangeAdvertiserStatus',
        advertiserId: id,
        status: 'suspended',
        changedBy: 'admin:test',
        now: new Date(),
      },
      { actor: 'admin:test', correlationId: randomUUID() },
    );
    await t.settle();

    expect((await me(cookie)).statusCode).toBe(401);
    const again = await login(email, 'surf-is-up');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      error: 'Forbidden',
      code: 'forbidden',
      message: 'This account is suspended. Please contact support.',
    });
    expect(again.cookies.find((c) => c.name === 'nsg_session')).toBeUndefined();
  });
});

describe('password guessing spread over many addresses', () => {
  it('locks one address out of an account after 10 failed logins; the owner elsewhere still gets in', async () => {
    expect((await register(registration('guessed@shop.test'))).statusCode).toBe(201);
    await t.settle();
    const attacker = freshAddress();
    for (let i = 0; i < 10; i++)
      expect((await login('guessed@shop.test', `wrong-${i}`, attacker)).statusCode).toBe(401);
    await forgetRateLimit(attacker);
    const locked = await login('guessed@shop.test', 'surf-is-up', attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(ACCOUNT_THROTTLED_MESSAGE);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('guessed@shop.test', 'surf-is-up', freshAddress())).statusCode).toBe(200);
    expect((await login(t.admin.email, t.admin.password, attacker)).statusCode).toBe(200);
  });

  it('an admin is not locked out by guesses from elsewhere, even spread over many addresses', async () => {
    const guessers = Array.from({ length: MAX_FAILED_LOGINS_PER_ACCOUNT / 5 }, () => freshAddress());
    for (const guesser of guessers)
      for (let i = 0; i < 5; i++) await login(t.admin.email, `wrong-${i}`, guesser);
    await forgetRateLimit(guessers[0]!);
    // Past the account's ceiling, every address that guessed wrong is refused, the right password too.
    expect((await login(t.admin.email, t.admin.password, guessers[0])).statusCode).toBe(429);
    expect((await login(t.admin.email, t.admin.password, freshAddress())).statusCode).toBe(200);
  });
});

describe('the last active admin', () => {
  it('cannot be suspended, not even by themselves; with a second admin it can', async () => {
    const cookie = await loginCookie(t.app, t.admin.email, t.admin.password);
    const admin = (await me(cookie)).json();
    const suspend = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/advertisers/${id}/status`,
        payload: { status: 'suspended' },
        headers: { cookie },
      });
    const refused = await suspend(admin.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The last active admin cannot be suspended. Make another admin first.',
    );
    expect((await me(cookie)).statusCode).toBe(200);

    const second = await createAdmin(t.deps, 'second-admin@northshoreguide.test', 'another-password');
    await t.settle();
    expect((await suspend(second.advertiserId)).statusCode).toBe(200);
  });
});

describe('password reset by a mailed link', () => {
  const requestReset = (email: string, remoteAddress = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/advertisers/password-reset/request',
      payload: { email, locale: 'en' },
      remoteAddress,
    });
  const reset = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/advertisers/password-reset',
      payload: { token, password },
      remoteAddress: freshAddress(),
    });

  /** The texts of the mails queued to `email`. */
  async function mailsTo(email: string): Promise<string[]> {
    await t.settle();
    const mails = await Promise.all(
      (await listOutbox(t.deps.db, 'queued')).map((mail) => readQueuedMail(t.deps, mail.id)),
    );
    return mails.filter((mail) => mail?.to === email).map((mail) => mail!.text!);
  }
  const linkIn = (text: string) => /https?:\/\/\S+\/advertiser\/reset-password\?token=(\S+)/.exec(text);

  it('answers the same for any email, mails a single-use link, and the new password ends every session', async () => {
    await registered('forgetful@shop.test');
    const oldSession = (await login('forgetful@shop.test', 'surf-is-up')).headers['set-cookie'];
    const known = await requestReset('forgetful@shop.test');
    const unknown = await requestReset('nobody-here@shop.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo('nobody-here@shop.test')).toEqual([]);
    const [mail] = await mailsTo('forgetful@shop.test');
    const link = linkIn(mail!);
    expect(link, mail).not.toBeNull();
    const token = link![1]!;
    const key = `nsg:password-reset:${createHash('sha256').update(token).digest('base64url')}`;
    expect(await t.deps.redis.ttl(key)).toBeGreaterThan(3500);
    expect(await t.deps.redis.ttl(key)).toBeLessThanOrEqual(3600);

    const tooShort = await reset(token, 'abc');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fieldErrors).toEqual({ password: ['Password must be at least 6 characters'] });
    const done = await reset(token, 'new-swell-2026');
    expect(done.statusCode, done.body).toBe(200);
    const again = await reset(token, 'another-one-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({
      token: ['This reset link has expired or was used already. Ask for a new one.'],
    });

    const cookie = String(oldSession).split(';')[0]!;
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login('forgetful@shop.test', 'surf-is-up')).statusCode).toBe(401);
    expect((await login('forgetful@shop.test', 'new-swell-2026')).statusCode).toBe(200);

    // Audited, with neither the token nor the password hash in clear.
    const advertiserId = (await t.deps.db
      .selectFrom('advertisers')
      .select(['id', 'password_hash'])
      .where('email_lookup', '=', emailLookup(t.deps.secrets.emailLookup, 'forgetful@shop.test'))
      .executeTakeFirstOrThrow())!;
    const events = await t.deps.store.readStream(advertiserStreamId(advertiserId.id));
    const resetEvent = events.find((event) => event.type === 'accounts.PasswordReset')!;
    expect(resetEvent).toBeDefined();
    expect(JSON.stringify(resetEvent.data)).not.toContain(token);
    expect(JSON.stringify(resetEvent.data)).not.toContain(advertiserId.password_hash);
  }, 60_000);

  it('refuses a made-up token and validates the request form', async () => {
    const made = await reset('x'.repeat(43), 'new-swell-2026');
    expect(made.statusCode).toBe(400);
    expect(made.json().code).toBe('reset_link_invalid');
    const bad = await requestReset('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('limits the requests of one address', async () => {
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await requestReset(`someone-${i}@shop.test`, address)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
