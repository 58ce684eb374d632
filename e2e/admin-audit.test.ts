import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { signedInPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

describe('admin audit log', () => {
  it('takes typing in every filter without crashing, and shows Hawaii times', async () => {
    const cookie = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
    const page = await signedInPage(v, cookie);
    page.setDefaultTimeout(15_000);
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    const errors = collectConsoleErrors(page);
    await page.goto(`${v.baseUrl}/admin/audit`);
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await page.getByRole('columnheader', { name: 'Time (HST)' }).waitFor();
    await page.getByLabel('Actor').pressSequentially('system', { delay: 20 });
    await page.getByLabel('Target').pressSequentially('beach', { delay: 20 });
    await page.getByLabel('Event type').pressSequentially('catalog', { delay: 20 });
    await page.getByLabel('From (HST)').fill('2026-01-01');
    await page.getByLabel('To (HST)').fill('2099-12-31');
    await page.getByLabel('Actor').fill('');
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();

    // The seed's hundred-odd catalog events fill more than one page: older ones come on request.
    // The filters apply once typing pauses: wait for the answer to the cleared ones.
    const cleared = page.waitForResponse(
      (r) => r.url().includes('/api/admin/audit?') && !/target=|type=/.test(r.url()),
    );
    await page.getByLabel('Target').fill('');
    await page.getByLabel('Event type').fill('');
    await cleared;
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(100);
    await page.getByRole('button', { name: 'Load older entries' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(100);
    // Newest first: the admin's own sign-in; the seed's entries are the system's doing, said so.
    await rows.first().getByText('Signed in').waitFor();
    // The target is named beside its stream id: here the admin's own account.
    const target = await rows.first().locator('td').nth(3).locator('p').allInnerTexts();
    expect(target).toHaveLength(2);
    expect(target[1]).toMatch(/^signin-/);
    await rows.getByText('System', { exact: true }).first().waitFor();
    expect(crashes).toEqual([]);
    expect(errors.messages).toEqual([]);
    await page.close();
  });

  it('asks once typing pauses, and says so when nothing matches', async () => {
    const cookie = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
    const page = await signedInPage(v, cookie);
    page.setDefaultTimeout(15_000);
    await page.goto(`${v.baseUrl}/admin/audit`);
    await page.locator('tbody tr').first().waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/audit')) asked.push(request.url());
    });
    await page.getByLabel('Actor').pressSequentially('Nobody-here', { delay: 40 });
    await page.getByTestId('audit-empty').waitFor();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('actor=Nobody-here');
    // The admin is found by email, whatever its case.
    await page.getByLabel('Actor').fill(v.t.admin.email.toUpperCase());
    await page.locator('tbody tr').first().getByText(v.t.admin.email).waitFor();
    await page.close();
  });
});
