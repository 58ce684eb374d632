import type { FastifyInstance } from 'fastify';
import { loginCookie, type TestApp } from '../testing/test-app.ts';

let addressCounter = 0;
/** A fresh client address per call: per-IP rate limits are the rate-limit tests' business. */
export const nextAddress = () =>
  `10.91.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: nextAddress(),
  });
}

/** Registers an advertiser, optionally approves them as the admin, and returns their id and session cookie. */
export async function advertiser(
  t: TestApp,
  name: string,
  approve = true,
  /** Optional registration fields: description, address, phone, website. */
  profile: Record<string, string> = {},
) {
  const email = `${name.toLowerCase()}@shop.test`;
  const registered = await call(t.app, 'POST', '/api/advertisers/register', undefined, {
    name,
    email,
    password: 'secret-password',
    companyName: `${name} Co`,
    ...profile,
  });
  if (registered.statusCode !== 201) throw new Error(registered.body);
  const id = registered.json<{ id: string }>().id;
  await t.settle();
  if (approve) {
    const admin = await loginCookie(t.app, t.admin.email, t.admin.password);
    const approved = await call(t.app, 'POST', `/api/admin/advertisers/${id}/status`, admin, {
      status: 'active',
    });
    if (approved.statusCode !== 200) throw new Error(approved.body);
    await t.settle();
  }
  return { id, cookie: await loginCookie(t.app, email, 'secret-password') };
}

export const campaignInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sunset surf lessons',
  description: 'Small groups at Puaena Point',
  durationMonths: 3,
  startDate: new Date(Date.now() - 10 * 3600_000).toISOString().slice(0, 10),
  targetAudience: { ages: [18, 65], interests: ['Surfing', 'Water Sports'] },
  ...overrides,
});

export const adInput = (campaignId: string, overrides: Record<string, unknown> = {}) => ({
  campaignId,
  title: 'Surf lessons from $60',
  description: 'Boards and rash guards included.',
  linkUrl: 'https://surf.example/lessons',
  businessType: 'tourism',
  images: [],
  ...overrides,
});

/** Every ad goes through review: the admin approves it, and the read model shows it. */
export async function approveAd(t: TestApp, adId: string) {
  const admin = await loginCookie(t.app, t.admin.email, t.admin.password);
  const approved = await call(t.app, 'PATCH', `/api/ads/${adId}/status`, admin, { status: 'approved' });
  if (approved.statusCode !== 200) throw new Error(approved.body);
  await t.settle();
}

/** Pays a campaign through the test-mode gateway, as its advertiser would: the payment activates it. */
export async function payForCampaign(t: TestApp, ownerCookie: string, campaignId: string) {
  const intent = await call(t.app, 'POST', '/api/create-payment-intent', ownerCookie, { campaignId });
  if (intent.statusCode >= 300) throw new Error(intent.body);
  await t.settle();
  const paid = await call(t.app, 'POST', '/api/payments/test-mode/confirm', ownerCookie, {
    paymentIntentId: intent.json().paymentIntentId,
    cardNumber: '4242 4242 4242 4242',
  });
  if (paid.json().status !== 'succeeded') throw new Error(paid.body);
  await t.settle();
}

/** A campaign created and paid by its advertiser through the test-mode gateway; its id. */
export async function paidCampaign(
  t: TestApp,
  ownerCookie: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const created = await call(t.app, 'POST', '/api/campaigns', ownerCookie, campaignInput(overrides));
  if (created.statusCode !== 201) throw new Error(created.body);
  const { id } = created.json<{ id: string }>();
  await t.settle();
  await payForCampaign(t, ownerCookie, id);
  return id;
}

/** An ad of a paid campaign, approved by the admin and served to visitors, with its advertiser. */
export async function servedAd(t: TestApp, advertiserName: string) {
  const owner = await advertiser(t, advertiserName);
  const campaignId = await paidCampaign(t, owner.cookie);
  const adId = (await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId))).json().id;
  await t.settle();
  await approveAd(t, adId);
  return { owner, ad: { id: adId as string, campaignId, advertiserId: owner.id } };
}

/** Subjects of the outbox messages to one address, oldest first, as an admin reads them. */
export async function mailSubjectsTo(t: TestApp, adminCookie: string, address: string): Promise<string[]> {
  await t.settle();
  const { messages } = (await call(t.app, 'GET', '/api/admin/mail', adminCookie)).json<{
    messages: { to: string | null; subject: string; createdAt: string }[];
  }>();
  return messages
    .filter((message) => message.to === address)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((message) => message.subject);
}

/**
 * The ad as GET /api/ads serves it to one browser: the serve token it was placed with, and the headers
 * (user agent and the visitor cookie that call set, or the one given) the browser then sends.
 */
export async function serveAd(
  t: TestApp,
  adId: string,
  browser: Record<string, string> = {
    'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148 Safari/604.1',
  },
) {
  const answer = await call(t.app, 'GET', '/api/ads', undefined, undefined, browser);
  const ad = answer.json<{ id: string; serveToken: string }[]>().find((served) => served.id === adId);
  if (!ad) throw new Error(`Ad ${adId} is not served`);
  const visitor = answer.cookies.find((c) => c.name === 'nsg_visitor');
  return {
    serveToken: ad.serveToken,
    as: visitor ? { ...browser, cookie: `nsg_visitor=${visitor.value}` } : browser,
  };
}

/** The refunds recorded on a campaign's payment, oldest first: amount in cents, reason and who refunded. */
export const refundsOf = async (t: TestApp, campaignId: string) =>
  (
    await t.deps.pool.query<{ amount: number; reason: string; actor: string }>(
      `select (data->>'amount')::int as amount, data->>'reason' as reason, metadata->>'actor' as actor
         from events where type = 'advertising.PaymentRefunded' and data->>'campaignId' = $1
        order by global_position`,
      [campaignId],
    )
  ).rows;

/** Days paid for, start and end both included, as the campaign shows them. */
export async function paidDaysOf(t: TestApp, cookie: string, campaignId: string) {
  const { startDate, endDate } = (await call(t.app, 'GET', `/api/campaigns/${campaignId}`, cookie)).json<{
    startDate: string;
    endDate: string;
  }>();
  return (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
}
