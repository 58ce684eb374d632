import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { SEED_LOCAL_TIPS } from '@nsg/domain/catalog/seed/local-tips.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { newVisitorPage, signedInPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

const PHONE = { width: 390, height: 844 };

/** With SCREENSHOT_DIR set, the walk leaves its screens there for a person to look at. */
const screenshot = async (page: Page, name: string) => {
  const folder = process.env.SCREENSHOT_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
};

describe('an admin keeps the catalog’s local tips', () => {
  it('corrects a tip on a phone: visitors read the correction, the audit log says before → after, and a retired tip is gone', async () => {
    const tip = SEED_LOCAL_TIPS[1]!;
    const corrected = `${tip.title}, by the harbor`;
    const admin = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
    const errors = collectConsoleErrors(admin);
    await admin.setViewportSize(PHONE);
    await admin.goto(`${v.baseUrl}/admin/catalog/local-tips`);
    const row = admin.getByTestId(`catalog-row-${tip.id}`);
    await row.getByText('Sample').waitFor();
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${tip.title}` });
    await dialog.getByLabel('Title (English)').fill(corrected);
    await screenshot(admin, 'tips-admin-form-390');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(corrected).waitFor();

    await admin.goto(`${v.baseUrl}/admin/audit`);
    await admin.getByText(`title: ${tip.title} → ${corrected}`).waitFor();
    await screenshot(admin, 'tips-admin-audit-390');

    await admin.goto(`${v.baseUrl}/admin/catalog/local-tips`);
    await row.getByRole('button', { name: 'Retire' }).click();
    const reason = admin.getByRole('dialog', { name: `Retire ${corrected}` });
    await reason.getByRole('textbox').fill('The shop moved away');
    await reason.getByRole('button', { name: 'Retire' }).click();
    await row.getByText('Retired').waitFor();
    expect(errors.messages).toEqual([]);
    await admin.close();

    await v.t.settle();
    const visitor = await newVisitorPage(v, { viewport: PHONE });
    await visitor.goto(`${v.baseUrl}/local-tips`);
    await visitor.getByTestId('tip-card').first().waitFor();
    expect(await visitor.getByText(corrected).count()).toBe(0);
    expect(await visitor.getByText(tip.title, { exact: true }).count()).toBe(0);
    await visitor.close();
  });
});
