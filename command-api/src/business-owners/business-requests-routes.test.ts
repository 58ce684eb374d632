import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, call, mailSubjectsTo } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const closedWeek = {
  sunday: [],
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
};
const hours = { ...closedWeek, saturday: [{ opens: '08:00', closes: '13:00' }] };
const asked = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kahuku Poke Stand',
  category: 'Food & Drink',
  location: '56-565 Kamehameha Hwy, Kahuku',
  description: 'Fresh ahi poke bowls by the shrimp trucks.',
  descriptionJa: 'エビトラック横の新鮮なアヒポケ丼。',
  phone: '(808) 555-0177',
  website: 'https://kahuku-poke.example',
  hours,
  photos: [],
  ...overrides,
});

const ask = (cookie: string, body: object = asked()) =>
  call(t.app, 'POST', '/api/advertiser/listings/requests', cookie, body);
async function decide(id: string, body: object) {
  const response = await call(t.app, 'PATCH', `/api/admin/business-requests/${id}/status`, admin, body);
  await t.settle();
  return response;
}
const pendingQueue = async () =>
  (await call(t.app, 'GET', '/api/admin/business-requests?status=pending', admin)).json<
    { id: string; name: string; companyName: string | null; business: { location: string } }[]
  >();
const ownerView = async (cookie: string) =>
  (await call(t.app, 'GET', '/api/advertiser/listings', cookie)).json<{
    requests: {
      id: string;
      name: string;
      status: string;
      reason: string | null;
      businessId: number | null;
    }[];
    listings: { businessId: number; name: string; hours: unknown; phone: string | null }[];
  }>();
const directoryNames = async () =>
  (await call(t.app, 'GET', '/api/businesses')).json<{ name: string }[]>().map((b) => b.name);

describe('requests for a new business', () => {
  let owner: { id: string; cookie: string };
  beforeAll(async () => {
    owner = await advertiser(t, 'Kahuku');
  });

  it('are for approved advertisers only, with the listing form field errors', async () => {
    expect((await ask('')).statusCode).toBe(401);
    const pending = await advertiser(t, 'Waiting', false);
    const refused = await ask(pending.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account must be approved before you can ask for a business');
    const invalid = await ask(owner.cookie, asked({ name: ' ', website: 'kahuku', category: 'Bakery' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toMatchObject({
      name: ['Name is required'],
      website: ['Please enter a valid website URL or leave empty'],
    });
    expect(invalid.json().fieldErrors.category).toHaveLength(1);
  });

  it('wait in the admin queue unseen by visitors; approval lists the business, owned by the advertiser', async () => {
    const response = await ask(owner.cookie);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    await t.settle();
    expect(await directoryNames()).not.toContain('Kahuku Poke Stand');
    const queued = (await pendingQueue()).find((request) => request.id === id);
    expect(queued).toMatchObject({ name: 'Kahuku Poke Stand', companyName: expect.any(String) });
    expect(queued!.business.location).toBe('56-565 Kamehameha Hwy, Kahuku');
    expect((await ownerView(owner.cookie)).requests[0]).toMatchObject({ id, status: 'pending' });

    const unplaced = await decide(id, { status: 'approved' });
    expect(unplaced.statusCode).toBe(400);
    expect(unplaced.json().fieldErrors.latitude).toHaveLength(1);
    expect(
      (await decide(id, { status: 'approved', latitude: '21.6793', longitude: '-157.9510' })).statusCode,
    ).toBe(200);
    expect((await decide(id, { status: 'rejected', reason: 'Late' })).statusCode).toBe(409);

    const view = await ownerView(owner.cookie);
    const businessId = view.requests[0]!.businessId!;
    expect(view.requests[0]).toMatchObject({ status: 'approved', businessId: expect.any(Number) });
    expect(view.listings).toEqual([
      expect.objectContaining({ businessId, name: 'Kahuku Poke Stand', hours, phone: '(808) 555-0177' }),
    ]);
    const business = (await call(t.app, 'GET', `/api/businesses/${businessId}`)).json();
    expect(business).toMatchObject({ name: 'Kahuku Poke Stand', claimed: true, sample: false });
    expect(await directoryNames()).toContain('Kahuku Poke Stand');
    expect(await mailSubjectsTo(t, admin, 'kahuku@shop.test')).toContain(
      '"Kahuku Poke Stand" is now in North Shore Guide',
    );

    const audit = (await call(t.app, 'GET', `/api/admin/audit?target=business_request-${id}`, admin)).json<
      { action: string; targetName: string | null; changes: string[] }[]
    >();
    expect(audit.map((entry) => entry.action)).toEqual([
      'catalog.RequestedBusinessListed',
      'catalog.BusinessRequestApproved',
      'catalog.BusinessRequested',
    ]);
    expect(audit[1]).toMatchObject({
      targetName: 'Kahuku Poke Stand',
      changes: expect.arrayContaining(['status: pending → approved']),
    });
  });

  it('rejected, keep the reason the advertiser sees', async () => {
    const { id } = (await ask(owner.cookie, asked({ name: 'Laie Lemonade' }))).json<{ id: string }>();
    await t.settle();
    const reasonless = await decide(id, { status: 'rejected', reason: '' });
    expect(reasonless.json().fieldErrors.reason).toEqual(['Please say why the request is rejected']);
    await decide(id, { status: 'rejected', reason: 'Laie is outside the North Shore' });
    const request = (await ownerView(owner.cookie)).requests.find((r) => r.id === id);
    expect(request).toMatchObject({ status: 'rejected', reason: 'Laie is outside the North Shore' });
    expect(await directoryNames()).not.toContain('Laie Lemonade');
  });
});
