import { z } from 'zod';
import { skipReasonSchema } from '@nsg/domain/operations/projection-skip.ts';
import { healthView } from '../health/health-view.ts';

export const projectionParam = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/, 'A projection’s name: lowercase letters, digits, - and _')
    .describe('A projection or reactor, as the operations page names it'),
});

export const retryBody = z.object({
  eventId: z.uuid('The id of the event the projection is parked at'),
});
export const skipBody = retryBody.extend({ reason: skipReasonSchema });

export const parkedEventView = z.object({
  projection: z.string(),
  eventId: z.string(),
  eventPosition: z.string().describe('The event’s global position'),
});

const outboxView = z.object({
  backlog: z.number().int().describe('Waiting to be sent'),
  oldestSeconds: z.number().nullable().describe('How long the oldest waiting has waited'),
});

export const operationsView = z.object({
  projections: z.array(
    z.object({
      name: z.string(),
      position: z.string().describe('The global position of the last event applied'),
      lagEvents: z.number().int(),
      lagSeconds: z.number(),
      parked: z
        .object({
          eventId: z.string(),
          eventType: z.string(),
          position: z.string(),
          error: z.string(),
          parkedAt: z.string(),
        })
        .nullable(),
      runner: z
        .object({
          owner: z.string().describe('The runner holding the lease: host, process id and which runner'),
          heartbeatAgeSeconds: z.number(),
          expired: z.boolean().describe('Past its lease time, and no standby took it over'),
        })
        .nullable()
        .describe('Null when no runner holds it (none running, or it stopped cleanly)'),
    }),
  ),
  history: z
    .array(
      z.object({
        name: z.string(),
        samples: z.array(
          z.object({ at: z.string(), position: z.number(), lagEvents: z.number(), lagSeconds: z.number() }),
        ),
      }),
    )
    .describe('Position and lag sampled by the projection runner, the last hour'),
  rebuilds: z.array(
    z.object({
      name: z.string(),
      done: z.number().describe('The position the rebuild has replayed to'),
      total: z.number().describe('The head of the log'),
    }),
  ),
  horizon: healthView.shape.horizon,
  outboxes: z.object({
    mail: outboxView.extend({ failed: z.number().int().describe('Given up after every attempt') }),
    push: outboxView.extend({ gone: z.number().int().describe('Subscriptions found ended when sent to') }),
  }),
});
