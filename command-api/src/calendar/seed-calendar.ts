import { calendarEventStreamId, type CalendarEvent } from '@nsg/domain/calendar/calendar-event.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { sampleCalendarEvents } from '@nsg/domain/calendar/sample-events.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import { addDays } from '@nsg/domain/shared/dates.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { deterministicId } from '@nsg/platform/ids.ts';
import { seedEvent } from '../catalog/seed-events.ts';

/**
 * The sample events, submitted and approved by the seed, appended once: a later start finds their
 * streams and appends nothing, whatever day it is. Returns how many events were new.
 */
export async function seedCalendarSamples(store: EventStore, now: Date): Promise<number> {
  let appended = 0;
  const today = hawaiiDay(now);
  for (const sample of sampleCalendarEvents(today)) {
    const calendarEventId = deterministicId(`seed:calendar:${sample.key}`);
    const streamId = calendarEventStreamId(calendarEventId);
    if ((await store.readStream(streamId)).length > 0) continue;
    const at = now.toISOString();
    const moderation = { calendarEventId, moderatorId: SEED_ACTOR, note: null, moderatedAt: at };
    const events: CalendarEvent[] = [
      {
        type: 'calendar.EventSubmitted',
        data: {
          calendarEventId,
          ...sample.details,
          contactName: null,
          contactEmail: null,
          contactPhone: null,
          contactPersonId: `event-contact:${calendarEventId}`,
          advertiserId: null,
          submittedAt: at,
        },
      },
      { type: 'calendar.EventApproved', data: moderation },
      ...(sample.featuredDays
        ? [
            {
              type: 'calendar.EventFeatured' as const,
              data: {
                calendarEventId,
                featuredUntil: addDays(today, sample.featuredDays),
                previousFeaturedUntil: null,
                moderatorId: SEED_ACTOR,
                at,
              },
            },
          ]
        : []),
    ];
    await store.append(
      streamId,
      events.map((event, index) => seedEvent(event, deterministicId(`seed:${streamId}:${index}`))),
      { expectedRevision: 'no_stream' },
    );
    appended += events.length;
  }
  return appended;
}
