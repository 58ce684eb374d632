import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AdTrafficCommand,
  type ServeCheck,
  type TrafficFacts,
  adTrafficDecider,
  adTrafficSchema,
  adTrafficStreamId,
  deviceTypeOf,
  isBot,
} from '@nsg/domain/advertising/ad-traffic.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { findServableAd } from '@nsg/projections/advertising/ads-queries.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { uuidParam } from '../http/schemas.ts';
import { visitorKeys } from '../http/visitor-keys.ts';
import { VISITOR_COOKIE } from '../auth/auth-plugin.ts';
import { checkServeToken, claimServeToken } from './serve-tokens.ts';

const accepted = z.object({ counted: z.boolean(), linkUrl: z.string().nullable() });

/** Only the path of the page: query strings can carry personal data. */
const pagePath = (pageUrl: string) => {
  try {
    return new URL(pageUrl, 'http://local').pathname.slice(0, 500);
  } catch {
    return '/';
  }
};

/**
 * Impressions and clicks of shown ads, recorded as events by anonymous visitor (cookie id), with device
 * type and page path; no IP address. Only an ad served with a serve token can be counted; bots, repeats
 * and traffic without a valid token are recorded with a flag and not counted.
 */
export function trafficRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['ads'];

    for (const kind of ['impression', 'click', 'image-view'] as const) {
      app.post(
        `/api/ads/:id/${kind}`,
        {
          schema: {
            tags,
            params: uuidParam,
            body: adTrafficSchema.nullish(),
            response: { 202: accepted },
          },
          config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
        },
        async (request, reply) => {
          const ad = await findServableAd(deps.db, request.params.id, hawaiiDay(deps.clock.now()));
          if (!ad) throw new HttpError(404, 'Ad not found');
          if (kind === 'image-view' && !shownImage(ad, request.body?.imageUrl)) {
            const message = "Image must be one of the ad's images";
            throw new HttpError(400, message, { imageUrl: [message] });
          }
          const counted = await record(deps, request, kind, ad, {
            pageUrl: request.body?.pageUrl ?? '/',
            imageUrl: shownImage(ad, request.body?.imageUrl),
            serveToken: request.body?.serveToken,
          });
          return reply.code(202).send({ counted, linkUrl: ad.link_url });
        },
      );
    }
  };
}

/** The image the visitor saw, if it is one of the ad's own (anything else is not counted per image). */
function shownImage(
  ad: { image_url: string | null; images: string[] | null },
  imageUrl: string | undefined,
): string | null {
  if (!imageUrl) return null;
  return imageUrl === ad.image_url || (ad.images ?? []).includes(imageUrl) ? imageUrl : null;
}

/** Both are judged on the visitor's stream; traffic racing on it is decided again, up to three times. */
const JUDGED_ON_STREAM = { retry: { retries: 3 } } as const;

async function record(
  deps: AppDeps,
  request: FastifyRequest,
  kind: 'impression' | 'click' | 'image-view',
  ad: { id: string; campaign_id: string; advertiser_id: string },
  shown: { pageUrl: string; imageUrl: string | null; serveToken: string | undefined },
): Promise<boolean> {
  const userAgent = request.headers['user-agent'];
  const now = deps.clock.now();
  const token = checkServeToken(deps.secrets.adServe, shown.serveToken, ad.id, now);
  // Single use: once for the impression, once for a click, once for each image viewed.
  const use = kind === 'image-view' ? `image-view:${shown.imageUrl}` : kind;
  const serve = await claimServeToken(deps.redis, token, use, now);
  const traffic = {
    adId: ad.id,
    campaignId: ad.campaign_id,
    advertiserId: ad.advertiser_id,
    visitorId: request.visitorId,
    pageUrl: pagePath(shown.pageUrl),
    imageUrl: shown.imageUrl,
    deviceType: deviceTypeOf(userAgent),
    inputs: {
      userAgent: userAgent ?? '',
      serve,
      cookie: cookieOf(request),
      ...visitorKeys(deps.secrets.adServe, request, 'ad-traffic'),
    },
  };
  const bot = isBot(userAgent);
  const referrer = typeof request.headers.referer === 'string' ? pagePath(request.headers.referer) : null;
  const { events } = await executeCommand(
    deps.store,
    adTrafficDecider,
    adTrafficStreamId(ad.id, request.visitorId),
    commandOf(kind, { traffic, bot, serve, now }, referrer),
    commandContext(request),
    JUDGED_ON_STREAM,
  );
  return events[0]!.data.flag === null;
}

/** 'new' when the visitor's cookie was minted by this very request (none, or none that was valid, came). */
function cookieOf(request: FastifyRequest): 'returning' | 'new' {
  const raw = request.cookies[VISITOR_COOKIE];
  const sent = raw ? request.unsignCookie(raw) : null;
  return sent?.valid && sent.value === request.visitorId ? 'returning' : 'new';
}

function commandOf(
  kind: 'impression' | 'click' | 'image-view',
  judged: { traffic: TrafficFacts; bot: boolean; serve: ServeCheck; now: Date },
  referrer: string | null,
): AdTrafficCommand {
  if (kind === 'impression') return { kind: 'RecordImpression', ...judged };
  if (kind === 'click') return { kind: 'RecordClick', ...judged, referrer };
  return { kind: 'RecordImageView', ...judged, imageUrl: judged.traffic.imageUrl! };
}
