import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adTrafficSchema,
  adTrafficStreamId,
  clickFlag,
  sawCountedImpression,
  deviceTypeOf,
  isBot,
  lastCountedClickAt,
  type AdClickRecorded,
  type AdImpressionRecorded,
} from '@nsg/domain/advertising/ad-traffic.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { WrongExpectedVersion } from '@nsg/platform/event-store/event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { findServableAd } from '@nsg/projections/advertising/ads-queries.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext, noteAppended } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { uuidParam } from '../http/schemas.ts';

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
 * type and page path; no IP address. Bots and repeat clicks are recorded with a flag and not counted.
 */
export function trafficRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['ads'];

    for (const kind of ['impression', 'click'] as const) {
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
          const ad = await findServableAd(deps.db, request.params.id, hawaiiDay(new Date()));
          if (!ad) throw new HttpError(404, 'Ad not found');
          const counted = await record(deps, request, kind, ad, {
            pageUrl: request.body?.pageUrl ?? '/',
            imageUrl: shownImage(ad, request.body?.imageUrl),
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

async function record(
  deps: AppDeps,
  request: FastifyRequest,
  kind: 'impression' | 'click',
  ad: { id: string; campaign_id: string; advertiser_id: string },
  shown: { pageUrl: string; imageUrl: string | null },
): Promise<boolean> {
  const userAgent = request.headers['user-agent'];
  const bot = isBot(userAgent);
  const streamId = adTrafficStreamId(ad.id, request.visitorId);
  const base = {
    adId: ad.id,
    campaignId: ad.campaign_id,
    advertiserId: ad.advertiser_id,
    visitorId: request.visitorId,
    pageUrl: pagePath(shown.pageUrl),
    imageUrl: shown.imageUrl,
    deviceType: deviceTypeOf(userAgent),
  };
  const context = commandContext(request);
  if (kind === 'impression') {
    const event: AdImpressionRecorded = {
      type: 'advertising.AdImpressionRecorded',
      data: { ...base, flag: bot ? 'bot' : null, at: new Date().toISOString() },
    };
    const appended = await deps.store.append(streamId, toNewEvents([event], context, streamId), {
      expectedRevision: 'any',
    });
    noteAppended(context, appended);
    return !bot;
  }
  const referrer = typeof request.headers.referer === 'string' ? pagePath(request.headers.referer) : null;
  for (let attempt = 0; ; attempt++) {
    const history = await deps.store.readStream(streamId);
    const now = new Date();
    const flag = clickFlag(bot, now.getTime(), lastCountedClickAt(history), sawCountedImpression(history));
    const event: AdClickRecorded = {
      type: 'advertising.AdClickRecorded',
      data: { ...base, flag, referrer, at: now.toISOString() },
    };
    try {
      const expectedRevision = history.length === 0 ? 'no_stream' : history[history.length - 1]!.revision;
      noteAppended(
        context,
        await deps.store.append(streamId, toNewEvents([event], context, streamId), { expectedRevision }),
      );
      return flag === null;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || attempt >= 3) throw error;
    }
  }
}
