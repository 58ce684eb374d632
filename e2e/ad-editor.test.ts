import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, call, paidCampaign } from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { collectConsoleErrors } from './support/browser.ts';
import { signedInPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
}, 60_000);
afterAll(() => v?.close());

async function png(background: string) {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 640, height: 360, channels: 3, background } })
    .png()
    .toBuffer();
}

describe('the ad editor in the browser', () => {
  it('turns "Rotate images" on and off with two uploaded images, keeping the draft', async () => {
    const owner = await advertiser(v.t, 'Malia');
    const campaignId = await paidCampaign(v.t, owner.cookie, { name: 'Malia shave ice' });
    const page = await signedInPage(v, owner.cookie);
    const errors = collectConsoleErrors(page);
    await page.goto(`${v.baseUrl}/advertiser/create-ad?campaignId=${campaignId}`, { timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Title' }).fill('Shave ice by the bridge');
    // Through the editor's own file input, so each image goes through the real upload route.
    await page.getByTestId('ad-image-input').setInputFiles([
      { name: 'blue.png', mimeType: 'image/png', buffer: await png('#0369a1') },
      { name: 'pink.png', mimeType: 'image/png', buffer: await png('#db2777') },
    ]);
    await page.getByAltText('Ad image 2').waitFor();

    const rotate = page.getByRole('switch', { name: 'Rotate images' });
    for (let attempt = 1; attempt <= 10; attempt++) {
      await rotate.click({ force: true });
      expect(await page.getByText('Something went wrong').count(), `attempt ${attempt}`).toBe(0);
      expect(await rotate.isChecked(), `attempt ${attempt}`).toBe(attempt % 2 === 1);
    }
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Shave ice by the bridge');
    expect(await page.getByAltText(/^Ad image/).count()).toBe(2);

    // The draft outlives a reload (as it does "Try again" after an error): nothing typed is lost.
    await page.reload();
    await page.getByAltText('Ad image 2').waitFor();
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Shave ice by the bridge');
    expect(errors.messages).toEqual([]);
  });

  it('offers no "Create Ad" on a refunded campaign and says why', async () => {
    const owner = await advertiser(v.t, 'Pua');
    const campaignId = await paidCampaign(v.t, owner.cookie, { name: 'Pua lei stand' });
    const refunded = await call(v.t.app, 'POST', `/api/campaigns/${campaignId}/refund`, owner.cookie, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    await v.t.settle();
    const open = await paidCampaign(v.t, owner.cookie, { name: 'Pua flower farm' });

    const page = await signedInPage(v, owner.cookie);
    await page.goto(`${v.baseUrl}/advertiser/dashboard`);
    const closedCard = page.getByTestId(`campaign-${campaignId}`);
    await closedCard.getByText('refunded', { exact: true }).waitFor();
    expect(await closedCard.getByRole('link', { name: 'Create Ad' }).count()).toBe(0);
    await closedCard.getByText('This campaign is closed: it takes no new ads.').waitFor();
    await page.getByTestId(`campaign-${open}`).getByRole('link', { name: 'Create Ad' }).waitFor();
  });
});
