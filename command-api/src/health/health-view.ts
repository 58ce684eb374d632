import { z } from 'zod';

const checkView = z.object({ ok: z.boolean(), error: z.string().optional().describe('Admins only') });

/** What /api/health answers; admins also see the error texts, the session holding the horizon and parked events. */
export const healthView = z.object({
  status: z.enum(['ok', 'degraded']),
  horizon: z
    .object({
      ageSeconds: z.number().optional().describe('How long the oldest open transaction has held the log'),
      eventsWaiting: z.number().int().describe('Committed events readers cannot take yet'),
      oldest: z
        .object({
          kind: z.enum(['session', 'prepared']),
          pid: z.number().int().nullable().describe('Null for a prepared transaction'),
          gid: z.string().nullable().describe('A prepared transaction: end it with ROLLBACK PREPARED'),
          database: z.string().nullable(),
          ageSeconds: z.number(),
          state: z.string().nullable(),
        })
        .nullable()
        .optional()
        .describe('Admins only'),
    })
    .nullable(),
  behind: z
    .array(
      z.object({
        name: z.string(),
        lagEvents: z.number().int(),
        lagSeconds: z.number(),
        holder: z
          .object({
            owner: z.string().describe('The runner holding the lease: host:pid:runner'),
            epoch: z.number().int().describe('Raised each time a runner takes the projection over'),
            heartbeatAgeSeconds: z.number(),
            expired: z.boolean().describe('Past its lease time: a standby takes over, if one runs'),
          })
          .nullable()
          .optional()
          .describe("Admins only: the projection's lease (null: no runner holds it)"),
      }),
    )
    .describe('Projections and reactors past PROJECTION_LAG_WARN_SECONDS or PROJECTION_LAG_WARN_EVENTS'),
  postgres: checkView,
  redis: checkView,
  eventStore: checkView,
  projections: z.array(
    z.object({
      name: z.string(),
      position: z.string().describe('The global position of the last event applied'),
      lagEvents: z.number().int(),
      lagSeconds: z.number(),
      parked: z
        .object({
          position: z.string(),
          parkedAt: z.string(),
          eventId: z.string().optional().describe('Admins only'),
          error: z.string().optional().describe('Admins only'),
        })
        .nullable(),
    }),
  ),
});
