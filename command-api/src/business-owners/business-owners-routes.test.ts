import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import { multipartBody } from '../uploads/multipart-body.ts';
import { advertiser, call, mailSubjectsTo } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const shaveIce = SEED_BUSINESSES[0]!;
const closedWeek = {
  sunday: [],
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
};
const allDay = [{ opens: '00:00', closes: '23:59' }];
const openEveryDay = Object.fromEntries(Object.keys(closedWeek).map((day) => [day, allDay]));
const listing = (overrides: Record<string, unknown> = {}) => ({
  description: shaveIce.description,
  descriptionJa: shaveIce.descriptionJa ?? '',
  phone: '(808) 555-0123',
  website: 'https://shave-ice.example',
  hours: openEveryDay,
  photos: [],
  ...overrides,
});

async function claim(cookie: string, businessId = shaveIce.id) {
  return call(t.app, 'POST', '/api/advertiser/listings/claims', cookie, { businessId, message: 'My shop' });
}
async function decide(kind: 'business-claims' | 'listing-edits', id: string, body: object) {
  const response = await call(t.app, 'PATCH', `/api/admin/${kind}/${id}/status`, admin, body);
  await t.settle();
  return response;
}
const publicBusiness = async () =>
  (await call(t.app, 'GET', `/api/businesses/${shaveIce.id}`)).json<{
    phone: string | null;
    hours: unknown;
    openNow: boolean | null;
    claimed: boolean;
  }>();

const auditOf = async (target: string) =>
  (await call(t.app, 'GET', `/api/admin/audit?target=${target}`, admin)).json<
    { action: string; changes: string[] }[]
  >();

describe('business owners', () => {
  let owner: { id: string; cookie: string };

  beforeAll(async () => {
    owner = await advertiser(t, 'Kala');
  });

  it('lets only an approved advertiser claim, and only a business that exists', async () => {
    expect((await claim('')).statusCode).toBe(401);
    const pending = await advertiser(t, 'Pending', false);
    const refused = await claim(pending.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account must be approved before you can claim a business');
    expect((await claim(owner.cookie, 999_999)).statusCode).toBe(404);
    const invalid = await call(t.app, 'POST', '/api/advertiser/listings/claims', owner.cookie, {
      businessId: 'shave ice',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors.businessId).toEqual(['Please choose a business']);
  });

  it('makes the owner of an approved claim, tells them, and no second owner', async () => {
    const claimed = await claim(owner.cookie);
    expect(claimed.statusCode).toBe(201);
    await t.settle();
    expect((await claim(owner.cookie)).json().message).toBe(
      'Your claim for this business is already waiting for review',
    );
    const queue = (await call(t.app, 'GET', '/api/admin/business-claims', admin)).json<{ id: string }[]>();
    expect(queue.map((c) => c.id)).toContain(claimed.json().id);
    expect((await call(t.app, 'GET', '/api/admin/business-claims', owner.cookie)).statusCode).toBe(403);

    const noReason = await decide('business-claims', claimed.json().id, { status: 'rejected' });
    expect(noReason.json().fieldErrors.reason).toEqual(['Please say why the claim is rejected']);
    expect((await decide('business-claims', claimed.json().id, { status: 'approved' })).statusCode).toBe(200);

    const mine = (await call(t.app, 'GET', '/api/advertiser/listings', owner.cookie)).json();
    expect(mine.claims[0]).toMatchObject({ businessId: shaveIce.id, status: 'approved' });
    expect(mine.listings[0]).toMatchObject({ businessId: shaveIce.id, name: shaveIce.name });
    expect(await mailSubjectsTo(t, admin, 'kala@shop.test')).toContain(
      `You now manage "${shaveIce.name}" on North Shore Guide`,
    );
    const rival = await advertiser(t, 'Rival');
    expect((await claim(rival.cookie)).json().message).toBe('This business is already managed by its owner');
  });

  it('tells the advertiser why a claim was rejected, by mail and on their listings', async () => {
    const wagon = SEED_BUSINESSES[1]!;
    const claimed = await claim(owner.cookie, wagon.id);
    await t.settle();
    expect(
      (
        await decide('business-claims', claimed.json().id, {
          status: 'rejected',
          reason: 'Not on the permit',
        })
      ).statusCode,
    ).toBe(200);
    const mine = (await call(t.app, 'GET', '/api/advertiser/listings', owner.cookie)).json();
    expect(mine.claims.find((c: { id: string }) => c.id === claimed.json().id)).toMatchObject({
      status: 'rejected',
      reason: 'Not on the permit',
    });
    expect(mine.listings.map((l: { businessId: number }) => l.businessId)).toEqual([shaveIce.id]);
    expect(await mailSubjectsTo(t, admin, 'kala@shop.test')).toContain(
      `Your claim of "${wagon.name}" was not approved`,
    );
    const again = await decide('business-claims', claimed.json().id, { status: 'approved' });
    expect(again.statusCode).toBe(409);
  });

  it('keeps the approved listing live until an admin approves the edit', async () => {
    const before = await publicBusiness();
    expect(before).toMatchObject({ hours: null, openNow: null, claimed: true });

    const rival = await advertiser(t, 'Other');
    const url = `/api/advertiser/listings/${shaveIce.id}`;
    expect((await call(t.app, 'PUT', url, rival.cookie, listing())).statusCode).toBe(403);
    expect(
      (await call(t.app, 'PUT', '/api/advertiser/listings/999999', owner.cookie, listing())).statusCode,
    ).toBe(404);
    const badHours = await call(t.app, 'PUT', url, owner.cookie, {
      ...listing(),
      hours: { ...closedWeek, monday: [{ opens: '9am', closes: '17:00' }] },
    });
    expect(badHours.statusCode).toBe(400);
    expect(badHours.json().fieldErrors['hours.monday.0.opens']).toEqual(['Use a time such as 09:00']);

    const proposed = await call(t.app, 'PUT', url, owner.cookie, listing());
    expect(proposed.statusCode).toBe(200);
    await t.settle();
    expect(await publicBusiness()).toMatchObject({ phone: before.phone, hours: null });

    const edits = (await call(t.app, 'GET', '/api/admin/listing-edits', admin)).json();
    expect(edits[0]).toMatchObject({
      id: proposed.json().id,
      businessName: shaveIce.name,
      changes: { phone: '(808) 555-0123', hours: openEveryDay },
      previous: { phone: before.phone, hours: null },
    });
    expect((await decide('listing-edits', proposed.json().id, { status: 'approved' })).statusCode).toBe(200);
    expect(await publicBusiness()).toMatchObject({
      phone: '(808) 555-0123',
      hours: openEveryDay,
      openNow: true,
    });
    expect(await mailSubjectsTo(t, admin, 'kala@shop.test')).toContain(
      `Your changes to "${shaveIce.name}" are live`,
    );
    expect(
      (await auditOf(`business_listing-${shaveIce.id}`)).find(
        (e) => e.action === 'catalog.ListingEditApproved',
      )?.changes,
    ).toContain(`phone: ${before.phone} → (808) 555-0123`);
  });

  it('takes photos only through the upload pipeline, re-encoded, and shows them once approved', async () => {
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#22aacc' } })
      .png()
      .toBuffer();
    const upload = multipartBody({}, [
      { field: 'image', filename: 'counter.png', contentType: 'image/png', bytes: png },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload/ad-image',
      headers: { cookie: owner.cookie, ...upload.headers },
      payload: upload.payload,
    });
    const photo = uploaded.json<{ imageUrl: string }>().imageUrl;
    expect(photo).toMatch(/^\/uploads\/ads\/[0-9a-f-]{36}-large\.webp$/);
    const url = `/api/advertiser/listings/${shaveIce.id}`;
    const elsewhere = await call(
      t.app,
      'PUT',
      url,
      owner.cookie,
      listing({ photos: ['https://cdn.example/a.jpg'] }),
    );
    expect(elsewhere.json().fieldErrors['photos.0']).toEqual([
      'Upload the photo here: only photos uploaded to North Shore Guide can be used',
    ]);
    const proposed = await call(t.app, 'PUT', url, owner.cookie, listing({ photos: [photo] }));
    expect(proposed.statusCode, proposed.body).toBe(200);
    await t.settle();
    await decide('listing-edits', proposed.json().id, { status: 'approved' });
    expect((await call(t.app, 'GET', `/api/businesses/${shaveIce.id}`)).json().photos).toEqual([photo]);
  });

  it('lets the owner post one public reply per review, and edit it', async () => {
    const submitted = await call(t.app, 'POST', '/api/reviews', undefined, {
      type: 'business',
      targetId: shaveIce.id,
      title: 'Best shave ice',
      content: 'Li hing mui on top, so good',
      rating: 5,
      authorName: 'Leilani',
    });
    const reviewId = submitted.json().id as string;
    const replyUrl = `/api/advertiser/reviews/${reviewId}/reply`;
    await t.settle();
    // Not published yet: nothing to reply to.
    expect((await call(t.app, 'PUT', replyUrl, owner.cookie, { reply: 'Mahalo!' })).statusCode).toBe(404);
    await call(t.app, 'POST', `/api/admin/reviews/${reviewId}/approve`, admin, {});
    await t.settle();

    const rival = await advertiser(t, 'Stranger');
    expect((await call(t.app, 'PUT', replyUrl, rival.cookie, { reply: 'Mahalo!' })).statusCode).toBe(403);
    const long = await call(t.app, 'PUT', replyUrl, owner.cookie, { reply: 'x'.repeat(1001) });
    expect(long.json().fieldErrors.reply).toEqual(['Reply must be under 1000 characters']);

    expect((await call(t.app, 'PUT', replyUrl, owner.cookie, { reply: 'Mahalo!' })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'PUT', replyUrl, owner.cookie, { reply: 'Mahalo for coming!' })).statusCode,
    ).toBe(200);
    await t.settle();
    const reviews = (await call(t.app, 'GET', `/api/reviews?type=business&targetId=${shaveIce.id}`)).json();
    const replies = reviews
      .filter((r: { id: string }) => r.id === reviewId)
      .map((r: { ownerReply: unknown }) => r.ownerReply);
    expect(replies).toEqual([{ reply: 'Mahalo for coming!', repliedAt: expect.any(String), edited: true }]);
    expect(
      (await auditOf(`review_reply-${reviewId}`)).find((e) => e.action === 'reviews.OwnerReplied')?.changes,
    ).toEqual(['reply: Mahalo! → Mahalo for coming!']);
    const ownerView = await call(
      t.app,
      'GET',
      `/api/advertiser/listings/${shaveIce.id}/reviews`,
      owner.cookie,
    );
    expect(ownerView.json()[0].ownerReply.reply).toBe('Mahalo for coming!');
    expect(
      (await call(t.app, 'GET', `/api/advertiser/listings/${shaveIce.id}/reviews`, rival.cookie)).statusCode,
    ).toBe(403);
  });
});

describe('a retired business', () => {
  it('cannot be claimed', async () => {
    const retired = SEED_BUSINESSES[2]!;
    const retire = await call(t.app, 'POST', `/api/admin/catalog/businesses/${retired.id}/retire`, admin, {
      reason: 'Closed for good',
    });
    expect(retire.statusCode, retire.body).toBeLessThan(300);
    await t.settle();
    const owner = await advertiser(t, 'Late');
    const refused = await claim(owner.cookie, retired.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This business has been retired from the guide and cannot be claimed',
    );
  });
});
