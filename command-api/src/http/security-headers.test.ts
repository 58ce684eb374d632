import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it("are the ones helmet's middleware sets for the options", () => {
    expect(
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } }),
    ).toMatchObject({
      'Content-Security-Policy': expect.stringMatching(/^default-src 'self';/),
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
    });
    expect(securityHeaders({ frameguard: false })).not.toHaveProperty('X-Frame-Options');
  });

  describe('on every answer of the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it.each([
      ['a read route', { url: '/api/beaches' }, [200]],
      ['bad input', { url: '/api/reviews?type=volcano&targetId=1' }, [400]],
      ['an unknown route', { url: '/api/nothing-here' }, [404]],
      [
        'a refused cross-site command',
        {
          method: 'POST' as const,
          url: '/api/reviews',
          headers: { origin: 'https://evil.example' },
          payload: {},
        },
        [403],
      ],
      // The page, or the notice that the frontend is not built yet.
      ['a page', { url: '/advertiser/login' }, [200, 503]],
    ])('%s', async (_name, request, status) => {
      const answer = await t.app.inject(request);
      expect(status).toContain(answer.statusCode);
      expect(String(answer.headers['content-security-policy'])).toContain(
        "script-src 'self' https://js.stripe.com;script-src-attr 'none'",
      );
      // Images come from us only: a third-party image in an ad would be a tracking pixel.
      expect(String(answer.headers['content-security-policy'])).toContain("img-src 'self' data: blob:;");
      expect(answer.headers).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-resource-policy': 'same-origin',
      });
    });
  });
});
