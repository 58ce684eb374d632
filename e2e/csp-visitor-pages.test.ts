import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

describe('the visitor pages under our Content-Security-Policy', () => {
  it('try nothing the policy refuses (a refusal shows in the console and in Lighthouse)', async () => {
    for (const path of ['/', '/beach/1', '/business/1', '/shop', '/ja/beach/1']) {
      const page = await newVisitorPage(v);
      await page.addInitScript(() => {
        (window as unknown as { violations: string[] }).violations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { violations: string[] }).violations.push(
            `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
          ),
        );
      });
      await page.goto(v.baseUrl + path);
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { violations: string[] }).violations,
      );
      expect(violations, path).toEqual([]);
      await page.close();
    }
  }, 90_000);
});
