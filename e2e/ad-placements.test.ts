import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adInput,
  advertiser,
  approveAd,
  call,
  paidCampaign,
} from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import type { TestApp } from '@nsg/command-api/testing/test-app.ts';
import { startVisitorApp } from './support/visitor-app.ts';

let t: TestApp;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  ({ t, browser, baseUrl } = await startVisitorApp());
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Uploads a plain picture of the colour as the advertiser, through the same route as the ad editor. */
async function uploadImage(cookie: string, background: string): Promise<string> {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background } })
    .png()
    .toBuffer();
  const boundary = 'nsgboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="ad.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await call(t.app, 'POST', '/api/upload/ad-image', cookie, payload, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json<{ imageUrl: string }>().imageUrl;
}

/** A paid campaign of the placement with one approved ad, as an advertiser and the admin would make it. */
async function liveAd(
  name: string,
  placement: string,
  ad: Record<string, unknown>,
  colours: string[] = [],
): Promise<{ id: string; images: string[] }> {
  const owner = await advertiser(t, name);
  const images = [];
  for (const colour of colours) images.push(await uploadImage(owner.cookie, colour));
  const campaignId = await paidCampaign(t, owner.cookie, { placement });
  const created = await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId, { ...ad, images }));
  expect(created.statusCode).toBe(201);
  await t.settle();
  const { id } = created.json<{ id: string }>();
  await approveAd(t, id);
  return { id, images };
}

describe('ad placements in the browser', () => {
  it('shows a header ad in the home header and a rotating tour ad in the beach page activity slot', async () => {
    const { id: headerAd } = await liveAd('Kala', 'header', {
      title: 'Kala Kayak Rentals',
      businessType: 'retail',
    });
    const { id: beachAd, images } = await liveAd(
      'Noe',
      'sidebar',
      {
        title: 'Noe Snorkel Tours',
        businessType: 'tourism',
        imageRotationEnabled: true,
        imageRotationInterval: 1000,
      },
      ['#0a7', '#f80'],
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);

    await page.goto(baseUrl);
    await page
      .getByTestId('home-header-ad')
      .getByTestId(`ad-${headerAd}`)
      .getByText('Kala Kayak Rentals', { exact: true })
      .waitFor();
    expect(await page.getByTestId(`ad-${beachAd}`).count()).toBe(0);

    await page.goto(`${baseUrl}/beach/1`);
    const card = page.getByTestId(`ad-${beachAd}`);
    await card.getByText('Activities & Tours · North Shore').waitFor();
    const imageShown = () => card.getByTestId(`ad-${beachAd}-image`).getAttribute('src');
    expect(await imageShown()).toBe(images[0]);
    await expect.poll(imageShown, { timeout: 5000 }).toBe(images[1]);
    expect(await page.getByTestId(`ad-${headerAd}`).count()).toBe(0);
    await context.close();
  });
});
