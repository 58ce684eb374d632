import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adInput,
  advertiser,
  approveAd,
  call,
  paidCampaign,
} from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import { collectConsoleErrors } from './support/browser.ts';
import {
  seriousAxeViolations,
  signedInPage,
  startVisitorApp,
  type VisitorApp,
} from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
}, 60_000);
afterAll(() => v?.close());

/** Uploads a plain picture through the ad editor's upload route; its URL. */
async function uploadImage(cookie: string, background: string): Promise<string> {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background } })
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
  const uploaded = await call(v.t.app, 'POST', '/api/upload/ad-image', cookie, payload, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json<{ imageUrl: string }>().imageUrl;
}

describe('ad review in the browser', () => {
  it('shows an edit of a live ad beside the live version, and rejects it only with a reason', async () => {
    const owner = await advertiser(v.t, 'Kalani');
    const campaignId = await paidCampaign(v.t, owner.cookie, { placement: 'sidebar' });
    const [blue, pink, green] = [
      await uploadImage(owner.cookie, '#0369a1'),
      await uploadImage(owner.cookie, '#db2777'),
      await uploadImage(owner.cookie, '#15803d'),
    ];
    const ad = { title: 'Poke bowls', images: [blue, pink] };
    const created = await call(v.t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId, ad));
    const adId = created.json<{ id: string }>().id;
    await v.t.settle();
    await approveAd(v.t, adId);
    const edited = await call(v.t.app, 'PATCH', `/api/ads/${adId}`, owner.cookie, {
      ...adInput(campaignId),
      title: 'Spicy poke bowls',
      images: [blue, pink, green],
      imageRotationEnabled: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await v.t.settle();

    const admin = await signedInPage(v, await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password));
    const errors = collectConsoleErrors(admin);
    await admin.goto(`${v.baseUrl}/admin/ads`, { timeout: 30_000 });
    const row = admin.getByTestId(`admin-ad-${adId}`);
    await row.getByText('Edit of a live ad').waitFor();
    // The image column comes right after the actions column.
    expect(
      await row
        .getByRole('cell')
        .nth(1)
        .getByAltText(/^Spicy poke bowls, image \d of 3$/)
        .count(),
    ).toBe(3);
    await row.getByText('Placement: Beach pages').waitFor();
    await row.getByText(/^edit submitted .+ HST$/).waitFor();

    const title = row.getByTestId('ad-change-title');
    await title.getByText('Poke bowls', { exact: true }).waitFor();
    await title.getByText('Spicy poke bowls', { exact: true }).waitFor();
    const images = row.getByTestId('ad-change-images');
    expect(await images.getByAltText(/^Poke bowls, image/).count()).toBe(2);
    expect(await images.getByAltText(/^Spicy poke bowls, image/).count()).toBe(3);
    await row.getByTestId('ad-change-rotation').getByText('no rotation').waitFor();
    expect(await row.getByTestId('ad-change-description').count()).toBe(0);
    // The marker is readable (the queue's status badges and buttons are the admin area's own business).
    expect((await seriousAxeViolations(admin)).filter((v) => v.includes('data-variant="outline"'))).toEqual(
      [],
    );

    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject ad' });
    await dialog.getByRole('button', { name: 'Reject ad' }).click();
    await dialog.getByText('Say why: the advertiser is told').waitFor();
    await dialog.getByLabel('Reason').fill('The new photo shows a different restaurant.');
    await dialog.getByRole('button', { name: 'Reject ad' }).click();
    await row.getByText('rejected', { exact: true }).waitFor();
    expect(errors.messages).toEqual([]);
  });
});
