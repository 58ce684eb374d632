import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HIGHWAY_STATUS_STREAM,
  highwayStatusDecider,
  highwayStatusSchema,
} from '@nsg/domain/conditions/highway-status.ts';
import { newId } from '@nsg/platform/ids.ts';
import { currentHighwayStatus, latestObservation } from '@nsg/projections/conditions/conditions-queries.ts';
import { tideText, type TidePrediction } from '@nsg/domain/conditions/tides.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { sendError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import {
  ageMinutes,
  alertsAnswer,
  isFresh,
  sunTimes,
  surfAnswer,
  surfOutlookAnswer,
  surfView,
  trafficAnswer,
  weatherAnswer,
  type OfficialAlertView,
} from './conditions-views.ts';

interface StoredWeather {
  condition: string;
  temperatureF: number;
  humidity: number | null;
  windSpeedMph: number | null;
  windDirection: string | null;
}
interface StoredAlert extends Omit<OfficialAlertView, 'description' | 'instruction'> {
  id: string;
  severity: string;
  /** Absent on alerts checked before their texts were kept. */
  description?: string | null;
  instruction?: string | null;
}
interface StoredAlerts {
  alerts: StoredAlert[];
}

/** An alert as the routes answer it: its texts null where none were kept. */
const alertView = ({ event, headline, expires, description, instruction }: StoredAlert) => ({
  event,
  headline,
  expires,
  description: description ?? null,
  instruction: instruction ?? null,
});
interface StoredBus {
  arrivals: { stopId: string; stopName: string; route: string; headsign: string; arrivesAt: string }[];
}

const HIGH_SURF_EVENTS = ['High Surf Warning', 'High Surf Advisory'];
/** HFO issues the Surf Zone Forecast twice a day: past this age it is no outlook at all. */
const SURF_OUTLOOK_MAX_AGE_MINUTES = 36 * 60;

interface StoredSurfOutlook {
  issuedText: string;
  northShore: { label: string; minFt: number; maxFt: number }[];
  outlook: string | null;
}

/** Live conditions: the latest stored observation of each source, with its age; unavailable when too old. */
export function conditionsRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['conditions'];
    const maxAge = deps.config.CONDITIONS_MAX_AGE_MINUTES;

    async function fresh<T>(kind: 'surf' | 'weather' | 'alerts' | 'bus' | 'tide', now: Date) {
      const observation = await latestObservation<T>(deps.db, kind);
      return observation && isFresh(observation.observedAt, now, maxAge) ? observation : null;
    }
    async function alertsInForce(now: Date) {
      const stored = await fresh<StoredAlerts>('alerts', now);
      return (stored?.data.alerts ?? []).filter((alert) => new Date(alert.expires) > now);
    }

    app.get(
      '/api/weather',
      { config: { reads: [] }, schema: { tags, response: { 200: weatherAnswer } } },
      async (_request, reply) => {
        const now = deps.clock.now();
        const weather = await fresh<StoredWeather>('weather', now);
        if (!weather) return sendError(reply, 503, 'Weather data unavailable');
        const w = weather.data;
        return {
          temperature: w.temperatureF,
          condition: w.condition,
          humidity: w.humidity,
          windSpeed: w.windSpeedMph,
          windDirection: w.windDirection,
          ...sunTimes(now),
          source: weather.source,
          updatedAt: weather.observedAt.toISOString(),
          ageMinutes: ageMinutes(weather.observedAt, now),
        };
      },
    );

    app.get(
      '/api/surf',
      { config: { reads: [] }, schema: { tags, response: { 200: surfAnswer } } },
      async (_request, reply) => {
        const now = deps.clock.now();
        const surf = await fresh<Parameters<typeof surfView>[0]>('surf', now);
        if (!surf) return sendError(reply, 503, 'Surf data unavailable');
        // 51201 reports no wind: the wind comes from the weather source.
        const [weather, alerts, tide] = await Promise.all([
          fresh<StoredWeather>('weather', now),
          alertsInForce(now),
          fresh<{ predictions: TidePrediction[] }>('tide', now),
        ]);
        const official =
          HIGH_SURF_EVENTS.map((event) => alerts.find((alert) => alert.event === event)).find(Boolean) ??
          null;
        return {
          ...surfView(
            surf.data,
            surf.source,
            official ? alertView(official) : null,
            {
              windSpeed: weather?.data.windSpeedMph ?? null,
              windDirection: weather?.data.windDirection ?? null,
            },
            tide ? tideText(tide.data.predictions, now) : null,
          ),
          updatedAt: surf.observedAt.toISOString(),
          ageMinutes: ageMinutes(surf.observedAt, now),
        };
      },
    );

    app.get(
      '/api/surf-outlook',
      { config: { reads: [] }, schema: { tags, response: { 200: surfOutlookAnswer } } },
      async (_request, reply) => {
        const now = deps.clock.now();
        const stored = await latestObservation<StoredSurfOutlook>(deps.db, 'surf-outlook');
        if (!stored || !isFresh(stored.observedAt, now, SURF_OUTLOOK_MAX_AGE_MINUTES))
          return sendError(reply, 503, 'Surf outlook unavailable');
        return {
          source: 'NWS Surf Zone Forecast for Oahu (Honolulu office)',
          issuedAt: stored.observedAt.toISOString(),
          issuedText: stored.data.issuedText,
          ageMinutes: ageMinutes(stored.observedAt, now),
          northShore: stored.data.northShore,
          outlook: stored.data.outlook,
        };
      },
    );

    app.get(
      '/api/alerts',
      { config: { reads: [] }, schema: { tags, response: { 200: alertsAnswer } } },
      async () => {
        const alerts = await alertsInForce(deps.clock.now());
        return {
          alerts: alerts.map((alert) => ({ id: alert.id, severity: alert.severity, ...alertView(alert) })),
        };
      },
    );

    app.get(
      '/api/traffic',
      { config: { reads: [READS.traffic] }, schema: { tags, response: { 200: trafficAnswer } } },
      async (_request, reply) => {
        const now = deps.clock.now();
        const [highway, bus] = await Promise.all([
          currentHighwayStatus(deps.db, now),
          fresh<StoredBus>('bus', now),
        ]);
        if (!highway && !bus) return sendError(reply, 503, 'Traffic data unavailable');
        const arrivals = (bus?.data.arrivals ?? [])
          .filter((arrival) => new Date(arrival.arrivesAt) >= new Date(now.getTime() - 60_000))
          .map((arrival) => ({
            ...arrival,
            minutes: Math.max(
              0,
              Math.round((new Date(arrival.arrivesAt).getTime() - now.getTime()) / 60_000),
            ),
          }));
        const updated = [highway?.enteredAt, bus?.observedAt].filter((d): d is Date => d instanceof Date);
        return {
          status: highway?.status ?? 'Highway status unavailable',
          kamHwy: highway?.kamHwy ?? null,
          h2: highway?.h2 ?? null,
          totalDelay: highway?.totalDelay ?? null,
          lastTravelTime: highway?.lastTravelTime ?? null,
          highwayUpdatedAt: highway?.enteredAt.toISOString() ?? null,
          highwayEnteredBy: highway?.enteredBy ?? null,
          busArrivals: arrivals,
          busUpdatedAt: bus?.observedAt.toISOString() ?? null,
          updatedAt: new Date(Math.max(...updated.map((d) => d.getTime()))).toISOString(),
        };
      },
    );

    app.post(
      '/api/admin/traffic',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          body: highwayStatusSchema,
          response: { 201: z.object({ entryId: z.string(), expiresAt: z.string() }) },
        },
      },
      async (request, reply) => {
        const entryId = newId();
        const { events } = await executeCommand(
          deps.store,
          highwayStatusDecider,
          HIGHWAY_STATUS_STREAM,
          {
            kind: 'EnterHighwayStatus',
            entryId,
            input: request.body,
            enteredBy: request.account!.name,
            now: deps.clock.now(),
            ttlMinutes: deps.config.HIGHWAY_STATUS_TTL_MINUTES,
          },
          commandContext(request),
        );
        reply.code(201);
        return { entryId, expiresAt: events[0]!.data.expiresAt };
      },
    );
  };
}
