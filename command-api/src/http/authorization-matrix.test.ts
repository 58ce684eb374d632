import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../auth/sessions.ts';
import { adInput, advertiser, call, campaignInput } from '../advertising/advertising-test-helpers.ts';
import { CREATOR_TOKEN_HEADER } from '../surveys/surveys-routes.ts';
import { apiRoutes, documentedStatuses, routeName, type ApiRoute } from '../testing/openapi-routes.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Who may call what, for every route of the OpenAPI document (a new route fails the first test until it
 * is classified here). The exact answers of the advertiser-owned routes are in
 * advertising-authorization.test.ts; this matrix checks that no role gets past a guard it should not.
 *
 * - public: anyone, a visitor included (visitor-scoped routes act on the caller's own visitor cookie)
 * - signed-in: any logged-in account, an analyst's included
 * - account: a logged-in advertiser or admin (analysts read reports only: no money, no personal data)
 * - owner: an account, and only on its own campaigns, ads, payments and stats (admins see all)
 * - admin: admins only
 * - analytics: analysts and admins
 * - creator: the survey's creator token or an admin
 * - signed: Stripe's signature, whoever sends it
 */
type Access = 'public' | 'signed-in' | 'account' | 'owner' | 'admin' | 'analytics' | 'creator' | 'signed';
type Role = 'visitor' | 'owner' | 'other' | 'analyst' | 'admin';

const access: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/advertisers/register': 'public',
  'POST /api/advertisers/login': 'public',
  'POST /api/advertisers/logout': 'public',
  'POST /api/advertisers/password-reset/request': 'public',
  'POST /api/advertisers/password-reset': 'public',
  'GET /api/me': 'signed-in',
  'GET /api/beaches': 'public',
  'GET /api/beaches/:id': 'public',
  'GET /api/beaches/:id/hazard-history': 'public',
  'GET /api/admin/beach-hazards/:id': 'admin',
  'GET /api/businesses': 'public',
  'GET /api/businesses/:id': 'public',
  'GET /api/products': 'public',
  'GET /api/local-tips': 'public',
  'GET /api/local-tips/search/:query': 'public',
  'POST /api/local-tips/recommendations': 'public',
  'POST /api/local-tips': 'public',
  'GET /api/admin/local-tips': 'admin',
  'POST /api/admin/local-tips/:id/verify': 'admin',
  'POST /api/admin/local-tips/:id/reject': 'admin',
  'GET /api/admin/catalog/local-tips': 'admin',
  'POST /api/admin/catalog/local-tips': 'admin',
  'PUT /api/admin/catalog/local-tips/:id': 'admin',
  'POST /api/admin/catalog/local-tips/:id/retire': 'admin',
  'GET /api/admin/catalog/rewards': 'admin',
  'POST /api/admin/catalog/rewards': 'admin',
  'PUT /api/admin/catalog/rewards/:id': 'admin',
  'POST /api/admin/catalog/rewards/:id/retire': 'admin',
  'GET /api/admin/catalog/eco-challenges': 'admin',
  'POST /api/admin/catalog/eco-challenges': 'admin',
  'PUT /api/admin/catalog/eco-challenges/:id': 'admin',
  'POST /api/admin/catalog/eco-challenges/:id/retire': 'admin',
  'GET /api/admin/catalog/eco-categories': 'admin',
  'POST /api/admin/catalog/eco-categories': 'admin',
  'PUT /api/admin/catalog/eco-categories/:id': 'admin',
  'POST /api/admin/catalog/eco-categories/:id/retire': 'admin',
  'GET /api/header-images': 'public',
  'GET /api/admin/catalog/header-images': 'admin',
  'POST /api/admin/catalog/header-images': 'admin',
  'PUT /api/admin/catalog/header-images/:id': 'admin',
  'POST /api/admin/catalog/header-images/:id/retire': 'admin',
  'GET /api/admin/catalog/header-images/order': 'admin',
  'PUT /api/admin/catalog/header-images/order': 'admin',
  'GET /api/reviews': 'public',
  'POST /api/reviews': 'public',
  'GET /api/admin/reviews': 'admin',
  'POST /api/admin/reviews/:id/approve': 'admin',
  'POST /api/admin/reviews/:id/reject': 'admin',
  'GET /api/events': 'public',
  'GET /api/events/featured': 'public',
  'GET /api/events/:id': 'public',
  'GET /api/events/:id/ics': 'public',
  'GET /api/calendar.ics': 'public',
  'POST /api/events': 'public',
  'GET /api/admin/events': 'admin',
  'POST /api/admin/events/:id/approve': 'admin',
  'POST /api/admin/events/:id/reject': 'admin',
  'POST /api/admin/events/:id/feature': 'admin',
  'GET /api/eco/categories': 'public',
  'GET /api/eco/challenges': 'public',
  'GET /api/eco/rewards': 'public',
  'GET /api/eco/user/challenges': 'public',
  'GET /api/eco/user/stats': 'public',
  'GET /api/eco/user/rewards': 'public',
  'GET /api/eco/leaderboard': 'public',
  'POST /api/eco/challenges/:id/start': 'public',
  'POST /api/eco/challenges/:id/complete': 'public',
  'POST /api/eco/evidence-photos': 'public',
  'POST /api/eco/rewards/:id/redeem': 'public',
  'GET /api/admin/eco/completions': 'admin',
  'POST /api/admin/eco/completions/:id/verify': 'admin',
  'POST /api/admin/eco/completions/:id/reject': 'admin',
  'GET /api/weather': 'public',
  'GET /api/surf': 'public',
  'GET /api/alerts': 'public',
  'GET /api/surf-outlook': 'public',
  'GET /api/traffic': 'public',
  'POST /api/admin/traffic': 'admin',
  'GET /api/notifications/vapid-key': 'public',
  'POST /api/notifications/subscribe': 'public',
  'POST /api/notifications/unsubscribe': 'public',
  'PUT /api/notifications/settings': 'public',
  'POST /api/notifications/test': 'public',
  'GET /api/listings': 'public',
  'POST /api/listings': 'public',
  'PATCH /api/listings/:id/sold': 'public',
  'POST /api/listings/:id/renew': 'public',
  'POST /api/listings/:id/contact': 'public',
  // Anyone may ask: the link goes to the listing's own address only.
  'POST /api/listings/:id/seller-link': 'public',
  'GET /api/survey/categories': 'public',
  'GET /api/surveys': 'public',
  'POST /api/surveys': 'public',
  'GET /api/surveys/:id': 'public',
  'DELETE /api/surveys/:id': 'creator',
  'POST /api/surveys/:id/responses': 'public',
  'GET /api/surveys/:id/results': 'creator',
  'GET /api/surveys/:id/responses.csv': 'creator',
  'POST /api/contact': 'public',
  'POST /api/newsletter/subscriptions': 'public',
  'POST /api/newsletter/confirmations': 'public',
  'POST /api/newsletter/unsubscriptions': 'public',
  'GET /api/admin/mail': 'admin',
  'GET /api/admin/mail/:id': 'admin',
  'POST /api/admin/mail/:id/retry': 'admin',
  'GET /api/admin/operations': 'admin',
  'POST /api/admin/operations/projections/:name/skip': 'admin',
  'POST /api/admin/operations/projections/:name/retry': 'admin',
  'POST /api/campaigns': 'account',
  'GET /api/campaigns/:id': 'owner',
  'PATCH /api/campaigns/:id': 'owner',
  'PUT /api/campaigns/:id/schedule': 'owner',
  'POST /api/campaigns/:id/refund': 'owner',
  'GET /api/campaigns/:id/history': 'owner',
  'GET /api/advertisers/:id/campaigns': 'owner',
  'GET /api/ads': 'public',
  'POST /api/ads': 'owner',
  'GET /api/ads/:id': 'owner',
  'PATCH /api/ads/:id': 'owner',
  'GET /api/ads/:id/history': 'owner',
  'GET /api/advertisers/:id/ads': 'owner',
  'POST /api/ads/:id/impression': 'public',
  'POST /api/ads/:id/click': 'public',
  'POST /api/ads/:id/image-view': 'public',
  'GET /api/advertisers/:id/stats': 'owner',
  // An account's own invoices and credit notes; anybody else's number is answered as not found.
  'GET /api/billing': 'account',
  'GET /api/invoices/:number/pdf': 'account',
  'POST /api/upload/ad-image': 'account',
  'GET /api/payments/config': 'public',
  'POST /api/create-payment-intent': 'owner',
  'GET /api/payment/:paymentIntentId': 'owner',
  'POST /api/payments/test-mode/confirm': 'owner',
  'POST /api/stripe/webhook': 'signed',
  'GET /api/admin/advertisers': 'admin',
  'GET /api/admin/analysts': 'admin',
  'POST /api/admin/analysts': 'admin',
  'GET /api/analytics/rule-versions': 'analytics',
  'GET /api/analytics/report': 'analytics',
  'POST /api/admin/advertisers/:id/status': 'admin',
  'GET /api/admin/campaigns': 'admin',
  'PATCH /api/campaigns/:id/status': 'admin',
  'GET /api/admin/ads': 'admin',
  'PATCH /api/ads/:id/status': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/advertising-rates': 'public',
  'GET /api/placements': 'public',
  'GET /api/admin/rates': 'admin',
  'POST /api/admin/rates': 'admin',
  'PUT /api/admin/rates/:id': 'admin',
  'POST /api/admin/personal-data/erasures': 'admin',
  'GET /api/analytics/export': 'analytics',
  'GET /api/admin/listings': 'admin',
  'POST /api/admin/listings/:id/remove': 'admin',
  'POST /api/admin/listings/:id/restore': 'admin',
  'POST /api/admin/catalog/images': 'admin',
  'GET /api/admin/catalog/businesses': 'admin',
  'POST /api/admin/catalog/businesses': 'admin',
  'PUT /api/admin/catalog/businesses/:id': 'admin',
  'POST /api/admin/catalog/businesses/:id/retire': 'admin',
  'GET /api/admin/catalog/beaches': 'admin',
  'POST /api/admin/catalog/beaches': 'admin',
  'PUT /api/admin/catalog/beaches/:id': 'admin',
  'POST /api/admin/catalog/beaches/:id/retire': 'admin',
  'GET /api/admin/catalog/products': 'admin',
  'POST /api/admin/catalog/products': 'admin',
  'PUT /api/admin/catalog/products/:id': 'admin',
  'POST /api/admin/catalog/products/:id/retire': 'admin',
  'GET /api/admin/catalog/samples': 'admin',
  'POST /api/admin/catalog/samples/retire': 'admin',
  'GET /api/admin/overview': 'admin',
  // The owner's own campaign controls (campaign-stops.test.ts checks who may use them on a paid campaign):
  // here the matrix's campaign is unpaid, so anyone signed in is refused with a 404 or a 409, never a 401.
  'POST /api/campaigns/:id/pause': 'account',
  'POST /api/campaigns/:id/resume': 'account',
  'POST /api/campaigns/:id/cancel': 'account',
  // A business owner's listing: any account asks; only the approved owner gets past the listing's own check
  // (business-owners-routes.test.ts), everyone else a 403 or 404.
  'GET /api/advertiser/listings': 'account',
  'POST /api/advertiser/listings/claims': 'account',
  'POST /api/advertiser/listings/requests': 'account',
  'PUT /api/advertiser/listings/:id': 'account',
  'GET /api/advertiser/listings/:id/reviews': 'account',
  'PUT /api/advertiser/reviews/:id/reply': 'account',
  'GET /api/admin/business-claims': 'admin',
  'PATCH /api/admin/business-claims/:id/status': 'admin',
  'GET /api/admin/business-requests': 'admin',
  'PATCH /api/admin/business-requests/:id/status': 'admin',
  'GET /api/admin/listing-edits': 'admin',
  'PATCH /api/admin/listing-edits/:id/status': 'admin',
};

const REFUSED = [401, 403];
/** What each role may get back, by access; `owner` and `admin` here are the roles, not the kinds. */
function allowed(kind: Access, role: Role, status: number): boolean {
  switch (kind) {
    case 'public':
      return !REFUSED.includes(status);
    case 'signed-in':
      return role === 'visitor' ? status === 401 : !REFUSED.includes(status);
    case 'account':
      if (role === 'analyst') return status === 403;
      return role === 'visitor' ? status === 401 : !REFUSED.includes(status);
    case 'analytics':
      if (role === 'visitor') return status === 401;
      return role === 'analyst' || role === 'admin' ? !REFUSED.includes(status) : status === 403;
    case 'admin':
      return role === 'visitor'
        ? status === 401
        : role === 'admin'
          ? !REFUSED.includes(status)
          : status === 403;
    case 'owner':
      if (role === 'visitor') return status === 401;
      if (role === 'analyst') return status === 403;
      // Another advertiser's campaign or ad is answered as if it did not exist (or, when picked, as invalid).
      if (role === 'other') return [400, 403, 404].includes(status);
      if (role === 'owner') return status < 400;
      // An admin sees every advertiser's, and edits none (404 where only the owner edits).
      return !REFUSED.includes(status);
    case 'creator':
      return role === 'admin' ? status < 400 : status === 403;
    case 'signed':
      return status === 400;
  }
}

let t: TestApp;
let routes: ApiRoute[];
let documented: Map<string, Set<number>>;
const cookies: Record<Role, string | undefined> = {
  visitor: undefined,
  owner: '',
  other: '',
  analyst: '',
  admin: '',
};
const ids = {
  owner: '',
  other: '',
  analyst: '',
  admin: '',
  campaign: '',
  ad: '',
  paymentIntent: '',
  survey: '',
  doomedSurvey: '',
};
const creatorTokens: string[] = [];

async function createSurvey(): Promise<string> {
  const response = await call(t.app, 'POST', '/api/surveys', undefined, {
    title: 'Beach safety',
    categoryId: 1,
    questions: [{ questionText: 'Did you swim?', questionType: 'yes_no', options: [], isRequired: true }],
  });
  const { id, creatorToken } = response.json<{ id: string; creatorToken: string }>();
  creatorTokens.push(creatorToken);
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  routes = await apiRoutes(t.app);
  documented = await documentedStatuses(t.app);
  cookies.admin = await loginCookie(t.app, t.admin.email, t.admin.password);
  const owner = await advertiser(t, 'Owner');
  ids.owner = owner.id;
  cookies.owner = owner.cookie;
  cookies.other = (await advertiser(t, 'Other')).cookie;
  ids.other = (await call(t.app, 'GET', '/api/me', cookies.other)).json<{ id: string }>().id;
  ids.admin = (await call(t.app, 'GET', '/api/me', cookies.admin)).json<{ id: string }>().id;
  const analyst = { name: 'Ana Lyst', email: 'analyst@matrix.test', password: 'analyst-password' };
  ids.analyst = (await call(t.app, 'POST', '/api/admin/analysts', cookies.admin, analyst)).json().id;
  cookies.analyst = await loginCookie(t.app, analyst.email, analyst.password);
  ids.campaign = (await call(t.app, 'POST', '/api/campaigns', owner.cookie, campaignInput())).json().id;
  await t.settle();
  ids.ad = (await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(ids.campaign))).json().id;
  ids.paymentIntent = (
    await call(t.app, 'POST', '/api/create-payment-intent', owner.cookie, { campaignId: ids.campaign })
  ).json().paymentIntentId;
  ids.survey = await createSurvey();
  ids.doomedSurvey = await createSurvey();
  await t.settle();
}, 60_000);
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-00000000abcd';

/** The URL and body each route is called with: real ids where ownership is checked, none elsewhere. */
function request(route: ApiRoute): { url: string; body?: unknown } {
  const name = routeName(route);
  const ownerIds: Record<string, string> = {
    '/api/campaigns/:id': ids.campaign,
    '/api/campaigns/:id/history': ids.campaign,
    '/api/campaigns/:id/schedule': ids.campaign,
    '/api/campaigns/:id/refund': ids.campaign,
    '/api/campaigns/:id/pause': ids.campaign,
    '/api/campaigns/:id/resume': ids.campaign,
    '/api/campaigns/:id/cancel': ids.campaign,
    '/api/advertisers/:id/campaigns': ids.owner,
    '/api/ads/:id': ids.ad,
    '/api/ads/:id/history': ids.ad,
    '/api/advertisers/:id/ads': ids.owner,
    '/api/advertisers/:id/stats': ids.owner,
    '/api/payment/:paymentIntentId': ids.paymentIntent,
    '/api/invoices/:number/pdf': 'NSG-2026-999999',
  };
  const surveyId = route.method === 'DELETE' ? ids.doomedSurvey : ids.survey;
  const id = ownerIds[route.url] ?? (route.url.startsWith('/api/surveys/:id') ? surveyId : MISSING);
  const url = route.url.replace(/:\w+/, id);
  const bodies: Record<string, unknown> = {
    'PATCH /api/ads/:id': { title: 'Edited', description: 'Edited text' },
    'PATCH /api/campaigns/:id': (({ name, description, targetAudience }) => ({
      name,
      description,
      targetAudience,
    }))(campaignInput()),
    'PUT /api/campaigns/:id/schedule': { startDate: campaignInput().startDate },
    'POST /api/ads': adInput(ids.campaign),
    'POST /api/create-payment-intent': { campaignId: ids.campaign },
    'POST /api/payments/test-mode/confirm': { paymentIntentId: ids.paymentIntent },
  };
  return { url, body: route.method === 'GET' ? undefined : (bodies[name] ?? {}) };
}

/** The role's cookie; a session of its own for the logout, which would otherwise end the role's session. */
async function cookieFor(role: Role, route: ApiRoute): Promise<string | undefined> {
  if (role === 'visitor' || route.url !== '/api/advertisers/logout') return cookies[role];
  const accountId = role === 'owner' || role === 'other' || role === 'analyst' ? ids[role] : ids.admin;
  const accountRole = role === 'admin' || role === 'analyst' ? role : 'advertiser';
  return `${SESSION_COOKIE}=${await createSession(t.deps.db, accountId, accountRole)}`;
}

describe('authorisation matrix over every route and role', () => {
  it('classifies every route of the OpenAPI document, and no route that is gone', () => {
    expect(routes.map(routeName).sort()).toEqual(Object.keys(access).sort());
  });

  it('lets each role through only where it may go', async () => {
    const wrong: string[] = [];
    // The admin goes last and the survey deletion last of all, so no change made by a call affects another.
    const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const role of ['visitor', 'other', 'owner', 'analyst', 'admin'] as const) {
      for (const route of ordered) {
        const { url, body } = request(route);
        const response = await call(t.app, route.method, url, await cookieFor(role, route), body);
        // What follows an accepted command (a paid campaign's activation) is appended by reactors: the
        // next call finds it, as the next click of a person would.
        if (route.method !== 'GET' && response.statusCode < 400) await t.settle();
        if (!allowed(access[routeName(route)]!, role, response.statusCode)) {
          wrong.push(`${role} ${routeName(route)} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
        if (!documented.get(routeName(route))!.has(response.statusCode)) {
          wrong.push(
            `${role} ${routeName(route)} -> ${response.statusCode}, which the OpenAPI document omits`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the creator token through on its own survey only', async () => {
    const results = (token: string | undefined, surveyId: string) =>
      call(
        t.app,
        'GET',
        `/api/surveys/${surveyId}/results`,
        undefined,
        undefined,
        token ? { [CREATOR_TOKEN_HEADER]: token } : {},
      );
    expect((await results(creatorTokens[0], ids.survey)).statusCode).toBe(200);
    expect((await results(creatorTokens[1], ids.survey)).statusCode).toBe(403);
  });
});
