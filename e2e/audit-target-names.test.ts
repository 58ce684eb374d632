import { afterAll, beforeAll, describe, it } from 'vitest';
import { SEED_ECO_CATEGORIES } from '@nsg/domain/catalog/seed/eco.ts';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { signedInPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

const category = SEED_ECO_CATEGORIES[0]!;

describe('the audit log on a phone', () => {
  it("names an eco category in the admin's language", async () => {
    const page = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      ['/admin/audit', category.name],
      ['/ja/admin/audit', category.nameJa!],
    ] as const) {
      await page.goto(`${v.baseUrl}${path}`);
      await page.getByLabel('Target').fill(`eco_category-${category.id}`);
      await page
        .getByRole('row')
        .filter({ hasText: `eco_category-${category.id}` })
        .getByText(name)
        .first()
        .waitFor();
      const folder = process.env.E2E_SCREENSHOTS;
      if (folder) await page.screenshot({ path: `${folder}/audit${path.replaceAll('/', '-')}-390.png` });
    }
  });
});
