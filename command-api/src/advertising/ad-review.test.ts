import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { adInput, advertiser, approveAd, call, paidCampaign } from './advertising-test-helpers.ts';

let t: TestApp;
let admin: string;
let owner: { id: string; cookie: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
  owner = await advertiser(t, 'Lani');
}, 60_000);
afterAll(() => t.close());

/** Uploads a plain picture through the ad editor's upload route; its URL. */
async function uploadImage(background: string): Promise<string> {
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
  const uploaded = await call(t.app, 'POST', '/api/upload/ad-image', owner.cookie, payload, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json<{ imageUrl: string }>().imageUrl;
}

async function createAd(overrides: Record<string, unknown> = {}) {
  const campaignId = await paidCampaign(t, owner.cookie, { placement: 'sidebar' });
  const created = await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId, overrides));
  expect(created.statusCode, created.body).toBe(201);
  await t.settle();
  return created.json<{ id: string }>().id;
}

interface ReviewRow {
  id: string;
  status: string;
  title: string;
  images: string[];
  position: string;
  submittedAt: string;
  live: { title: string; images: string[]; imageRotationEnabled: boolean } | null;
  changes: string[];
}

async function reviewRow(adId: string): Promise<ReviewRow> {
  const list = await call(t.app, 'GET', '/api/admin/ads?status=pending', admin);
  expect(list.statusCode, list.body).toBe(200);
  const row = list.json<ReviewRow[]>().find((ad) => ad.id === adId);
  expect(row, 'the ad is in the pending queue').toBeDefined();
  return row!;
}

describe('ad review', () => {
  it('shows a new ad with every image, its placement and no live version', async () => {
    const images = [await uploadImage('#0a7'), await uploadImage('#f80'), await uploadImage('#33c')];
    const adId = await createAd({ images, imageRotationEnabled: true });
    const row = await reviewRow(adId);
    expect(row).toMatchObject({ images, position: 'sidebar', live: null, changes: [] });
  });

  it('shows an edit of a live ad beside the live version, with what changed and when the edit was sent', async () => {
    const [first, second] = [await uploadImage('#123'), await uploadImage('#456')];
    const adId = await createAd({ title: 'Shrimp plates', images: [first] });
    await approveAd(t, adId);
    const createdAt = (await reviewRowOf(adId, 'approved')).createdAt;

    await new Promise((resolve) => setTimeout(resolve, 20));
    const edit = await call(t.app, 'PATCH', `/api/ads/${adId}`, owner.cookie, {
      ...adInput(''),
      title: 'Garlic shrimp plates',
      images: [first, second],
      imageRotationEnabled: true,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.settle();

    const row = await reviewRow(adId);
    expect(row.title).toBe('Garlic shrimp plates');
    expect(row.images).toEqual([first, second]);
    expect(row.live).toMatchObject({
      title: 'Shrimp plates',
      images: [first],
      imageRotationEnabled: false,
    });
    expect(row.changes).toEqual(['title', 'images', 'rotation']);
    expect(row.submittedAt > createdAt).toBe(true);
  });

  it('refuses a rejection without a reason, naming the field', async () => {
    const adId = await createAd();
    const refused = await call(t.app, 'PATCH', `/api/ads/${adId}/status`, admin, { status: 'rejected' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ reason: ['Please say why the ad is rejected'] });
    const blank = await call(t.app, 'PATCH', `/api/ads/${adId}/status`, admin, {
      status: 'rejected',
      reason: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const rejected = await call(t.app, 'PATCH', `/api/ads/${adId}/status`, admin, {
      status: 'rejected',
      reason: 'The photo shows another business',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });
});

async function reviewRowOf(adId: string, status: string) {
  const list = await call(t.app, 'GET', `/api/admin/ads?status=${status}`, admin);
  return list.json<{ id: string; createdAt: string }[]>().find((ad) => ad.id === adId)!;
}
