import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { advertiser, nextAddress } from '../../advertising/advertising-test-helpers.ts';
import { loginCookie, type TestApp } from '../../testing/test-app.ts';
import { walkCalendar } from './walk-calendar.ts';
import { walkCatalogAdmin, walkHeaderImages, walkSampleRetirement } from './walk-catalog-admin.ts';
import { walkAdvertising, walkMail, walkProjectionOperations } from './walk-operations.ts';
import { walkAnalytics } from './walk-analytics.ts';
import { walkBusinessOwners } from './walk-business-owners.ts';
import type { Call, Method, WalkAnswer } from './walk-send.ts';
import {
  walkBoardHub,
  walkCatalog,
  walkConditions,
  walkEco,
  walkNewsletter,
  walkNotifications,
  walkReviews,
  walkLocalTipSuggestions,
  walkSurveys,
} from './walk-visitor-features.ts';

/**
 * Calls every API operation with valid input, as its users would, in an order where each call finds
 * what it needs (a pending review to approve, a failed message to retry, a survey to delete).
 * Each answer is handed to `record`; the caller checks it against the OpenAPI document.
 */
export async function walkTheApi(t: TestApp, record: (answer: WalkAnswer) => void): Promise<void> {
  const visitorCookie = await visitorCookieOf(t);
  const admin = await loginCookie(t.app, t.admin.email, t.admin.password);
  const owner = await advertiser(t, 'Walker');

  async function send(
    method: Method,
    route: string,
    params: Record<string, string | number>,
    call: Call = {},
  ) {
    const url = route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
    const response = await t.app.inject({
      method,
      url: call.query ? `${url}?${call.query}` : url,
      remoteAddress: nextAddress(),
      headers: {
        cookie: [visitorCookie, call.cookie].filter(Boolean).join('; '),
        ...call.multipart?.headers,
        ...call.headers,
      },
      ...(call.multipart
        ? { payload: call.multipart.payload }
        : call.body === undefined
          ? {}
          : { payload: call.body as object }),
    });
    record({
      method,
      route,
      statusCode: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
    });
    return response;
  }
  const json = async <T>(answer: Promise<{ json: <U>() => U }>) => (await answer).json<T>();

  await send('GET', '/api/health', {});
  await send('GET', '/api/me', {}, { cookie: owner.cookie });
  const registered = await json<{ id: string }>(
    send(
      'POST',
      '/api/advertisers/register',
      {},
      {
        body: { name: 'Nalu', email: 'nalu@shop.test', password: 'secret-password', companyName: 'Nalu Co' },
      },
    ),
  );
  await send(
    'POST',
    '/api/advertisers/login',
    {},
    { body: { email: 'nalu@shop.test', password: 'secret-password' } },
  );
  const session = await loginCookie(t.app, 'nalu@shop.test', 'secret-password');
  await send('POST', '/api/advertisers/logout', {}, { cookie: session });
  await send('POST', '/api/advertisers/password-reset/request', {}, { body: { email: 'nalu@shop.test' } });
  await t.settle();
  const mails = await Promise.all(
    (await listOutbox(t.deps.db, 'queued')).map((mail) => readQueuedMail(t.deps, mail.id)),
  );
  const resetLink = mails
    .map((mail) => /\/advertiser\/reset-password\?token=(\S+)/.exec(mail?.text ?? ''))
    .find((match) => match !== null);
  await send(
    'POST',
    '/api/advertisers/password-reset',
    {},
    { body: { token: resetLink![1], password: 'another-secret-password' } },
  );

  await walkCatalog(send);
  await walkCatalogAdmin(t, send, admin);
  await walkHeaderImages(t, send, admin);
  await walkReviews(t, send, admin);
  await walkCalendar(t, send, admin);
  await walkLocalTipSuggestions(t, send, admin);
  await walkEco(t, send, admin);
  await walkConditions(t, send, admin);
  await walkNotifications(send);
  await walkBoardHub(t, send, admin);
  await walkSurveys(t, send);
  await walkMail(t, send, admin);
  await walkNewsletter(t, send);
  await walkAdvertising(t, send, admin, owner, registered.id);
  await walkBusinessOwners(t, send, admin, owner);
  await walkAnalytics(t, send, admin);
  await send('GET', '/api/admin/overview', {}, { cookie: admin });
  await send(
    'POST',
    '/api/admin/personal-data/erasures',
    {},
    { cookie: admin, body: { email: 'nalu@shop.test' } },
  );
  await walkSampleRetirement(send, admin);
  await walkProjectionOperations(t, send, admin);
}

async function visitorCookieOf(t: TestApp): Promise<string> {
  const response = await t.app.inject({ url: '/api/eco/user/stats', remoteAddress: nextAddress() });
  const cookie = response.cookies.find((c) => c.name === 'nsg_visitor')!;
  return `nsg_visitor=${cookie.value}`;
}
