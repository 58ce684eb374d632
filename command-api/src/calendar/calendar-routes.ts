import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarEventDecider,
  calendarEventStreamId,
  detailsOf,
  featureCalendarEventSchema,
  moderateCalendarEventSchema,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  submitCalendarEventSchema,
} from '@nsg/domain/calendar/calendar-event.ts';
import { boundedIsoDate } from '@nsg/domain/shared/dates.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import {
  findPublicCalendarEvent,
  listCalendarEventsForModeration,
  listCalendarOccurrences,
  listFeaturedCalendarEvents,
  listFeedCalendarEvents,
} from '@nsg/projections/calendar/calendar-queries.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';
import { uuidParam } from '../http/schemas.ts';
import { linkEmail } from '../personal-data/person-links.ts';
import { storeUploadedImage } from '../uploads/image-upload.ts';
import { parseFields, readMultipartForm } from '../uploads/multipart-form.ts';
import { calendarIcs } from './calendar-ics.ts';
import {
  calendarEventForModeration,
  calendarEventView,
  calendarOccurrenceView,
  calendarQuery,
} from './calendar-schemas.ts';

const submitted = z.object({ id: z.string(), status: z.literal('pending'), position: z.string() });
const moderated = z.object({ id: z.string(), status: z.enum(['approved', 'rejected']) });
const icsBody = {
  description: 'An iCalendar (RFC 5545) file',
  content: { 'text/calendar': { schema: z.string() } },
};

/**
 * The community events calendar (spec 001, `events`): visitors and advertisers submit events, moderators
 * approve, reject and feature them; the public calendar, one event's page, its .ics and the feed.
 */
export function calendarRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    await plain.register(fastifyMultipart, {
      limits: {
        fileSize: PHOTO_MAX_BYTES,
        files: 1,
        fields: 30,
        fieldSize: 10_000,
        parts: 31,
        headerPairs: 100,
      },
    });
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['calendar'];
    const origin = () =>
      deps.config.PUBLIC_URL
        ? new URL(deps.config.PUBLIC_URL).origin
        : `http://localhost:${deps.config.PORT}`;

    app.get(
      '/api/events',
      {
        config: { reads: [READS.calendar] },
        schema: { tags, querystring: calendarQuery, response: { 200: z.array(calendarOccurrenceView) } },
      },
      (request) => listCalendarOccurrences(deps.db, deps.clock.now(), request.query),
    );

    app.get(
      '/api/events/featured',
      {
        config: { reads: [READS.calendar] },
        schema: { tags, response: { 200: z.array(calendarOccurrenceView) } },
      },
      () => listFeaturedCalendarEvents(deps.db, deps.clock.now()),
    );

    app.get(
      '/api/events/:id',
      {
        config: { reads: [READS.calendar] },
        schema: { tags, params: uuidParam, response: { 200: calendarEventView } },
      },
      async (request) => {
        const event = await findPublicCalendarEvent(deps.db, request.params.id, deps.clock.now());
        if (!event) throw new HttpError(404, 'Event not found');
        return event;
      },
    );

    app.get(
      '/api/events/:id/ics',
      {
        config: { reads: [READS.calendar] },
        schema: { tags, params: uuidParam, response: { 200: icsBody } },
      },
      async (request, reply) => {
        const events = await listFeedCalendarEvents(deps.db, deps.clock.now(), request.params.id);
        if (events.length === 0) throw new HttpError(404, 'Event not found');
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
          .send(calendarIcs(events, origin(), events[0]!.title));
      },
    );

    app.get(
      '/api/calendar.ics',
      { config: { reads: [READS.calendar] }, schema: { tags, response: { 200: icsBody } } },
      async (_request, reply) => {
        const events = await listFeedCalendarEvents(deps.db, deps.clock.now());
        return reply
          .type('text/calendar; charset=utf-8')
          .send(calendarIcs(events, origin(), 'North Shore Guide events'));
      },
    );

    app.post(
      '/api/events',
      {
        schema: { tags, response: { 201: submitted } },
        config: {
          rateLimit: { max: 5, timeWindow: '10 minutes' },
          multipartForm: { fields: submitCalendarEventSchema, file: 'photo' },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, 'photo', PHOTO_TOO_LARGE, { code: 'photo_too_large' });
        const { contactName, contactEmail, contactPhone, ...input } = parseFields(
          submitCalendarEventSchema,
          form.fields,
        );
        const context = commandContext(request);
        const calendarEventId = context.idempotencyKey
          ? deterministicId(`calendar-event:${context.idempotencyKey}`)
          : newId();
        const photos = form.file
          ? [await storeUploadedImage(form.file.bytes, deps.config.UPLOAD_DIR, 'events')]
          : [];
        const contactPersonId = `event-contact:${calendarEventId}`;
        const [name, email, phone] = await deps.vault.encryptAll(contactPersonId, [
          contactName,
          contactEmail,
          contactPhone ?? null,
        ] as const);
        const { appended } = await executeCommand(
          deps.store,
          calendarEventDecider,
          calendarEventStreamId(calendarEventId),
          {
            kind: 'SubmitEvent',
            calendarEventId,
            details: detailsOf({ ...input, contactName, contactEmail }, photos),
            sealedContact: { contactName: name, contactEmail: email, contactPhone: phone },
            contactPersonId,
            advertiserId: request.account?.role === 'advertiser' ? request.account.id : null,
            now: deps.clock.now(),
          },
          context,
          { newStream: !context.idempotencyKey },
        );
        await linkEmail(deps, contactEmail, contactPersonId);
        return reply
          .code(201)
          .send({ id: calendarEventId, status: 'pending', position: positionOf(appended) });
      },
    );

    app.get(
      '/api/admin/events',
      {
        config: { reads: [READS.adminCalendar] },
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          querystring: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
          response: { 200: z.array(calendarEventForModeration) },
        },
      },
      async (request) => {
        const events = await listCalendarEventsForModeration(deps.db, request.query.status, deps.clock.now());
        return Promise.all(
          events.map(async ({ sealedContact, ...event }) => ({
            ...event,
            contact: await openContact(deps, sealedContact),
          })),
        );
      },
    );

    for (const action of ['approve', 'reject'] as const) {
      app.post(
        `/api/admin/events/:id/${action}`,
        {
          onRequest: requireAdmin,
          schema: {
            tags: ['admin'],
            params: uuidParam,
            body: moderateCalendarEventSchema.nullish(),
            response: { 200: moderated },
          },
        },
        async (request) => {
          await executeCommand(
            deps.store,
            calendarEventDecider,
            calendarEventStreamId(request.params.id),
            {
              kind: action === 'approve' ? 'ApproveEvent' : 'RejectEvent',
              moderatorId: request.account!.id,
              note: request.body?.note || null,
              now: deps.clock.now(),
            },
            commandContext(request),
          );
          return { id: request.params.id, status: action === 'approve' ? 'approved' : 'rejected' } as const;
        },
      );
    }

    app.post(
      '/api/admin/events/:id/feature',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          params: uuidParam,
          body: featureCalendarEventSchema,
          response: { 200: z.object({ id: z.string(), featuredUntil: boundedIsoDate('').nullable() }) },
        },
      },
      async (request) => {
        await executeCommand(
          deps.store,
          calendarEventDecider,
          calendarEventStreamId(request.params.id),
          {
            kind: 'FeatureEvent',
            featuredUntil: request.body.featuredUntil,
            moderatorId: request.account!.id,
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        return { id: request.params.id, featuredUntil: request.body.featuredUntil };
      },
    );
  };
}

/** The contact in clear, for moderators only; "[erased]" once the person is erased, null for samples. */
async function openContact(
  deps: AppDeps,
  sealed: { personId: string; name: string | null; email: string | null; phone: string | null },
) {
  const open = async (value: string | null) =>
    value === null ? null : ((await deps.vault.decrypt(sealed.personId, value)) ?? ERASED);
  const [name, email, phone] = await Promise.all([open(sealed.name), open(sealed.email), open(sealed.phone)]);
  return { name, email, phone };
}
