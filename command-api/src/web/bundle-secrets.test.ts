import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { FRONTEND_DIST } from './frontend-routes.ts';

/** What a leaked server-side secret looks like; publishable keys (pk_…) and the VAPID public key are fine. */
const SECRET_PATTERNS: [string, RegExp][] = [
  ['a Stripe secret or restricted key', /\b[sr]k_(live|test)_[0-9A-Za-z]{8,}/],
  ['a Stripe webhook secret', /\bwhsec_[0-9A-Za-z]{8,}/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  [
    'a URL with a password',
    /\b(postgres(ql)?|redis|rediss|amqp|mysql|smtp|smtps):\/\/[^\s"'`/:@]*:[^\s"'`/@]+@/,
  ],
  ['an AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['a GitHub or Slack token', /\b(gh[pousr]_[A-Za-z0-9]{36}|xox[abprs]-[A-Za-z0-9-]{10,})/],
  [
    'a server-only setting',
    /\b(SESSION_SECRET|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|VAPID_PRIVATE_KEY|ADMIN_PASSWORD|DATABASE_URL|SMTP_URL)\b/,
  ],
];

async function bundleFiles(): Promise<{ name: string; text: string }[]> {
  const names = (await readdir(FRONTEND_DIST, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(
    names.map(async (name) => ({
      name: path.relative(FRONTEND_DIST, name),
      text: await readFile(name, 'latin1'),
    })),
  );
}

describe('the built frontend bundle', () => {
  beforeAll(() => {
    if (!existsSync(path.join(FRONTEND_DIST, 'index.html'))) {
      throw new Error('frontend/dist is missing: `npm test` builds it first (npm run build -w frontend)');
    }
  });

  it('holds no secret, only publishable keys', async () => {
    const files = await bundleFiles();
    expect(files.some((file) => file.name.endsWith('.js'))).toBe(true);
    // Values from this environment's own configuration, when it has any.
    const secretValues = [
      'SESSION_SECRET',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'VAPID_PRIVATE_KEY',
      'ADMIN_PASSWORD',
    ]
      .map((name) => process.env[name])
      .filter((value): value is string => Boolean(value && value.length >= 8));
    const leaks = files.flatMap(({ name, text }) => [
      ...SECRET_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${name}: ${what}`),
      ...secretValues.filter((value) => text.includes(value)).map(() => `${name}: a configured secret value`),
    ]);
    expect(leaks).toEqual([]);
  });

  it('the patterns do catch a leak', () => {
    const leaked = [
      'const key = "sk_live_51H8abcdefghijklmnop"',
      'fetch("postgres://app:hunter2@db:5432/x")',
      '-----BEGIN PRIVATE KEY-----',
      'process.env.STRIPE_SECRET_KEY',
    ];
    for (const text of leaked)
      expect(
        SECRET_PATTERNS.some(([, pattern]) => pattern.test(text)),
        text,
      ).toBe(true);
    expect(
      SECRET_PATTERNS.some(([, pattern]) => pattern.test('Stripe("pk_live_51H8abcdefghijklmnop")')),
    ).toBe(false);
  });

  describe('served with its Content-Security-Policy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('allows scripts from our origin (and Stripe) only: no inline script, handler or eval', async () => {
      const page = await t.app.inject({ url: '/advertiser/login' });
      expect(page.statusCode).toBe(200);
      const policy = String(page.headers['content-security-policy']);
      const directives = new Map(
        policy.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
      expect(directives.get('script-src-attr')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
    });

    it('serves an index.html whose every script is a file, so the policy costs the app nothing', async () => {
      const html = (await t.app.inject({ url: '/' })).body;
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        // A JSON data block (the first screen's data) is never run; it must stay JSON, with no '<' to close it early.
        if (/\btype="application\/json"/.test(attributes!)) {
          expect(() => JSON.parse(body!)).not.toThrow();
          expect(body).not.toContain('<');
          continue;
        }
        expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
    });
  });
});
