import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, type TestApp } from '@nsg/command-api/testing/test-app.ts';
import { phonePhoto } from '@nsg/command-api/eco/evidence-photo-fixture.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { startVisitorApp } from './support/visitor-app.ts';

let t: TestApp;
let browser: Browser;
let baseUrl: string;

/** The app's clock, this far ahead: a challenge completes after part of its estimated time. */
let clockAheadMs = 0;
const later = (hours: number) => {
  clockAheadMs += hours * 3600_000;
};

beforeAll(async () => {
  ({ t, browser, baseUrl } = await startVisitorApp());
  t.deps.clock.now = () => new Date(Date.now() + clockAheadMs);
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** A small real JPEG, as the phone's camera gives it. */
const jpegFile = async (name: string) => ({ name, mimeType: 'image/jpeg', buffer: await phonePhoto() });

/** Serious and critical axe violations of the page, leaving out toasts that are still fading in or out. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('.mantine-Notifications-root')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

describe('eco-challenges', () => {
  it('a visitor starts and completes a challenge, then redeems a reward and sees its code', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${baseUrl}/eco-challenges`);
    await page.getByRole('heading', { level: 1, name: 'Eco-Challenge Tracker' }).waitFor();
    await page.getByRole('link', { name: /Back to Main Page/ }).waitFor();
    await page
      .getByTestId('fair-play-rule')
      .getByText('You can complete up to 3 challenges a day (Hawaii time).')
      .waitFor();
    await page
      .getByTestId('fair-play-rule')
      .getByText('One visitor is this browser, and also this device on its network', { exact: false })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Rewards' }).click();
    const shaveIce = page.getByRole('article', { name: '10% Off Shave Ice' });
    const need = shaveIce.getByRole('button', { name: 'Need 50 more points' });
    await need.waitFor();
    expect(await need.isDisabled()).toBe(true);

    await page.getByRole('tab', { name: 'Challenges' }).click();
    const card = page.getByRole('article', { name: 'Native Dune Planting Workday' });
    await card.getByText('75 points').waitFor();
    await card.getByText('Sunset Beach').waitFor();
    await card.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Challenge started!').waitFor();
    await card.getByText('started', { exact: true }).waitFor();
    await card
      .getByText('Complete from 1 h 30 min after starting · photo needed · points spendable once verified.')
      .waitFor();
    await card.getByRole('button', { name: 'Complete' }).click();

    // Straight away: too soon by the fair-play rule, and a photo is asked for.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Complete Challenge' }).click();
    await page
      .getByText(
        /^This challenge takes time: you can complete it from .+ HST, 90 minutes after you started it\.$/,
      )
      .waitFor();
    later(2);
    await dialog.getByRole('button', { name: 'Complete Challenge' }).click();
    await dialog.getByText('This challenge asks for a photo: add at least one evidence photo.').waitFor();
    // No field to type a link into: the phone's camera, or a photo from the phone.
    expect(await dialog.getByRole('textbox').count()).toBe(1);

    await dialog.getByLabel('Notes').fill('Planted naupaka with the Sunset Beach volunteers');
    const camera = dialog.locator('input[type="file"][capture]');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    await camera.setInputFiles(await jpegFile('IMG_0001.jpg'));
    const first = dialog.getByRole('img', { name: 'Evidence photo 1' });
    await first.waitFor();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(80);
    const library = dialog.locator('input[type="file"]:not([capture])');
    await library.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hello') });
    await dialog.getByText('The photo is not an image file.').waitFor();
    await library.setInputFiles(await jpegFile('IMG_0002.jpg'));
    await dialog.getByRole('img', { name: 'Evidence photo 2' }).waitFor();
    await dialog.getByRole('button', { name: 'Remove evidence photo 2' }).click();
    await expect.poll(() => dialog.getByRole('img', { name: /^Evidence photo/ }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Complete Challenge' }).click();
    await page.getByText('Challenge completed!').waitFor();
    await card.getByText('completed', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'My Progress' }).click();
    await page.getByText('25 points to Level 2: Sprout').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.getByTestId('stat-points').textContent()).toBe('0');
    expect(await page.getByTestId('stat-awaiting').textContent()).toBe('75');

    // Worth 75 points: an admin verifies the completion before they can be spent.
    await t.settle();
    const [completion] = await t.deps.db.selectFrom('eco_user_challenges').select('id').execute();
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/admin/eco/completions/${completion!.id}/verify`,
      headers: { cookie: await loginCookie(t.app, t.admin.email, t.admin.password) },
      payload: {},
    });
    expect(verified.statusCode).toBe(200);
    await t.settle();
    await page.reload();
    await page.getByRole('tab', { name: 'My Progress' }).click();
    await page.getByTestId('stat-awaiting').getByText('0', { exact: true }).waitFor();
    expect(await page.getByTestId('stat-points').textContent()).toBe('75');

    await page.getByRole('tab', { name: 'Rewards' }).click();
    await shaveIce.getByRole('button', { name: 'Redeem' }).click();
    await page.getByText('Check the rewards tab for the redemption code.').waitFor();
    const code = page.getByTestId('redemption-code');
    await code.waitFor();
    expect(await code.textContent()).toMatch(/^ECO-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await page.getByText('You have 25 points to spend.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await page.getByText(/^User #[2-9A-Z]{10} \(you\)$/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // On a 320 px phone the Points column and the status badge are whole on screen.
    await page.setViewportSize({ width: 320, height: 640 });
    const onScreen = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 320;
    };
    expect(await onScreen(page.getByRole('columnheader', { name: 'Points' }))).toBe(true);
    await page.getByRole('tab', { name: 'My Progress' }).click();
    expect(await onScreen(page.getByText('verified', { exact: true }))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // The admin's evidence matches what the visitor entered.
    const stored = await t.deps.db
      .selectFrom('eco_user_challenges')
      .select(['evidence_photos', 'notes'])
      .execute();
    expect(stored).toEqual([
      {
        evidence_photos: [expect.stringMatching(/^\/uploads\/eco\/[0-9a-f-]{36}\.jpg$/)],
        notes: 'Planted naupaka with the Sunset Beach volunteers',
      },
    ]);
    // The browser logs the two refusals of the fair-play rule and the file that was no photo, nothing else.
    expect(errors.messages).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await context.close();
  }, 120_000);

  it('an admin rejects a completion on /admin/eco and the visitor loses its points', async () => {
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/eco-challenges`);
    const card = page.getByRole('article', { name: 'Bring Your Own Cup' });
    await card.getByRole('button', { name: 'Start' }).click();
    await card.getByRole('button', { name: 'Complete' }).waitFor();
    later(24);
    await card.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('dialog').getByLabel('Notes').fill('Cup all day');
    await page
      .getByRole('dialog')
      .locator('input[type="file"]:not([capture])')
      .setInputFiles(await jpegFile('cup.jpg'));
    await page.getByRole('dialog').getByRole('img', { name: 'Evidence photo 1' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete Challenge' }).click();
    await page.getByText('Challenge completed!').waitFor();
    await t.settle();

    const admin = await browser.newContext();
    const session = (await loginCookie(t.app, t.admin.email, t.admin.password)).split('=')[1]!;
    await admin.addCookies([{ name: 'nsg_session', value: session, url: baseUrl }]);
    const adminPage = await admin.newPage();
    const errors = collectConsoleErrors(adminPage);
    await adminPage.goto(`${baseUrl}/admin/eco`);
    const completion = adminPage.getByRole('article', { name: 'Bring Your Own Cup' });
    await completion.getByText('Cup all day').waitFor();
    await completion.getByLabel('Note (optional)').fill('No photo of the cup');
    await completion.getByRole('button', { name: 'Reject' }).click();
    await completion.waitFor({ state: 'detached' });
    expect(errors.messages).toEqual([]);
    await t.settle();

    await page.reload();
    await page.getByRole('tab', { name: 'My Progress' }).click();
    await page.getByText('rejected', { exact: true }).waitFor();
    expect(await page.getByTestId('stat-points').textContent()).toBe('0');
    await admin.close();
    await visitor.close();
  }, 60_000);
});
