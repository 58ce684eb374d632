import { writeFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { listActiveListings } from '@nsg/projections/marketplace/marketplace-queries.ts';
import type { TestApp } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { startVisitorApp } from './support/visitor-app.ts';

let t: TestApp;
let browser: Browser;
let baseUrl: string;
const photoPath = `/tmp/nsg-e2e-board-${process.pid}.jpg`;

beforeAll(async () => {
  ({ t, browser, baseUrl } = await startVisitorApp({ CONTACT_EMAIL: 'admin-inbox@northshoreguide.test' }));
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1e88e5' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 35/1 0/1' } })
    .toBuffer();
  await writeFile(photoPath, photo);
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('Board Hub in the browser', () => {
  it('lists a board with a photo, finds it, contacts the seller, and lets only the seller renew and sell it', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    const errors = collectConsoleErrors(page);
    await page.goto(`${baseUrl}/board-hub`);
    await page.getByRole('heading', { level: 1, name: 'Board Hub' }).waitFor();
    await page.getByText('Be the first to list a surfboard!').waitFor();

    await page.getByRole('button', { name: 'List Your Board' }).click();
    const dialog = page.getByRole('dialog', { name: 'List Your Board' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'List Board' }).click();
    await dialog.getByText('Feet is required').waitFor();
    await dialog.getByText('Email is required').waitFor();

    await dialog.getByLabel('Title').fill('Rusty Twin Fin');
    await dialog.getByLabel('Feet').fill('6');
    await dialog.getByLabel('Inches').fill('2');
    await dialog.getByLabel('Condition').selectOption('Very Good');
    await dialog.getByLabel('Price').fill('$380');
    await dialog.getByLabel('Location').fill('Pupukea');
    await dialog.getByLabel('Your Name').fill('Kainoa');
    await dialog.getByLabel('Email').fill('kainoa@example.com');
    // No phone: the contact relay keeps the seller's details private.
    await dialog.getByLabel('Description').fill('Fast and loose, perfect for summer Haleiwa.');
    await dialog.locator('input[type=file]').setInputFiles(photoPath);
    await dialog.getByRole('button', { name: 'List Board' }).click();
    await page.getByText('Your surfboard listing has been created successfully.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('article', { name: 'Rusty Twin Fin' });
    await card.waitFor();
    await card.getByText(`6'2"`).waitFor();
    const src = await card.getByRole('img').getAttribute('src');
    expect(src).toMatch(/^\/uploads\/listings\/.+\.jpg$/);
    expect(await card.textContent()).not.toContain('kainoa@example.com');

    // Search and filters: the board shows for matching ones, the filtered empty state otherwise.
    await page.getByLabel('Search').fill('pupukea');
    await card.waitFor();
    await page.getByLabel('Length', { exact: true }).selectOption('6');
    await page.getByLabel('Condition', { exact: true }).selectOption('Very Good');
    await card.waitFor();
    await page.getByLabel('Length', { exact: true }).selectOption('9');
    await page.getByText('Try adjusting your search or filters').waitFor();
    await page.getByLabel('Length', { exact: true }).selectOption('');
    await card.waitFor();

    await card.getByRole('button', { name: 'Contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Seller' });
    await contact.getByLabel('Message').fill('Would you take $350 for it?');
    await contact.getByLabel('Your email').fill('buyer@example.com');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent to seller and admin!').waitFor();
    await t.settle();
    const outbox = await Promise.all(
      (await listOutbox(t.deps.db, 'queued')).map((m) => readQueuedMail(t.deps, m.id)),
    );
    expect(
      outbox
        .filter((m) => m?.text?.includes('Would you take $350'))
        .map((m) => m!.to)
        .sort(),
    ).toEqual(['admin-inbox@northshoreguide.test', 'kainoa@example.com']);

    // The browser that listed the board holds its seller token: it renews without being asked anything.
    const [listed] = await listActiveListings(t.deps.db, { search: 'Rusty Twin Fin' });
    const honoluluDate = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Pacific/Honolulu',
      dateStyle: 'medium',
    });
    await card.getByText(`Expires ${honoluluDate.format(new Date(listed!.expiresAt))}`).waitFor();
    await card.getByRole('button', { name: 'Renew' }).click();
    const renew = page.getByRole('dialog', { name: 'Renew Listing' });
    await renew.getByText('Keep “Rusty Twin Fin” on the Board Hub for another 60 days?').waitFor();
    await renew.getByRole('button', { name: 'Confirm Renewal' }).click();
    await page.getByText('Listing renewed!').waitFor();
    await renew.waitFor({ state: 'hidden' });
    const history = await t.deps.store.readStream(`listing-${listed!.id}`);
    expect(history.map((event) => event.type)).toContain('marketplace.ListingRenewed');

    // Someone else who knows the seller's email can neither sell it on the page nor through the API.
    const stranger = await browser.newPage();
    stranger.setDefaultTimeout(20_000);
    await stranger.goto(`${baseUrl}/board-hub`);
    const strangersCard = stranger.getByRole('article', { name: 'Rusty Twin Fin' });
    await strangersCard.getByRole('button', { name: 'Mark as Sold' }).click();
    const refused = stranger.getByRole('dialog', { name: 'Mark as Sold' });
    await refused.getByText(/Only the seller can do this/).waitFor();
    expect(await refused.getByRole('button', { name: 'Confirm Sold' }).count()).toBe(0);
    const byEmail = await stranger.request.patch(`${baseUrl}/api/listings/${listed!.id}/sold`, {
      data: { sellerEmail: 'kainoa@example.com' },
      headers: { origin: baseUrl },
    });
    expect(byEmail.status()).toBe(403);
    expect(await byEmail.json()).toMatchObject({ code: 'seller_link_required' });
    await stranger.close();

    // The seller link mailed to the seller works in any browser.
    const [linkMail] = outbox.filter((m) => m?.subject === 'Your board is on the Board Hub: Rusty Twin Fin');
    const link = /https?:\/\/\S+token=[\w-]+/.exec(linkMail?.text ?? '')![0];
    const sellersPhone = await browser.newPage();
    sellersPhone.setDefaultTimeout(20_000);
    await sellersPhone.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    const yours = sellersPhone.getByRole('dialog', { name: 'Your listing' });
    await yours.getByText(/This browser now holds your seller link for “Rusty Twin Fin”/).waitFor();
    expect(sellersPhone.url()).not.toContain('token=');
    await yours.getByRole('button', { name: 'Mark as Sold' }).click();
    const sold = sellersPhone.getByRole('dialog', { name: 'Mark as Sold' });
    await sold.getByRole('button', { name: 'Confirm Sold' }).click();
    await sellersPhone.getByText('Listing marked as sold successfully!').waitFor();
    await sellersPhone.close();

    // The seller's first page: the board has left the list.
    await page.reload();
    await page.getByText('Be the first to list a surfboard!').waitFor();
    expect(errors.messages).toEqual([]);
    await page.close();
  }, 90_000);

  it('keeps the same content width as the other pages on a desktop screen', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    const contentWidth = async (path: string) => {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const container = heading.locator('xpath=ancestor::div[contains(@class, "mantine-Container-root")][1]');
      return (await container.boundingBox())!.width;
    };
    const others = [await contentWidth('/local-tips'), await contentWidth('/shop')];
    expect(others[0]).toBe(others[1]);
    expect(others[0]).toBeLessThan(1600 * 0.8);
    expect(await contentWidth('/board-hub')).toBe(others[0]);
    await page.close();
  }, 90_000);
});
