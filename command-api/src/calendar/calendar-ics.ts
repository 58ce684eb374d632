import ical, { ICalCalendarMethod, ICalEventRepeatingFreq } from 'ical-generator';
import { hawaiiInstant } from '@nsg/domain/calendar/hawaii-dates.ts';
import { endOfEvent, seriesRule } from '@nsg/domain/calendar/occurrences.ts';
import { addDays } from '@nsg/domain/shared/dates.ts';
import type { PublicCalendarEvent } from '@nsg/projections/calendar/calendar-queries.ts';

type FeedEvent = PublicCalendarEvent & { updatedAt: Date };

/** The first occurrence's end: its end time that day, or the day's end (the next midnight for all-day). */
function firstEnd(event: FeedEvent): Date {
  const lastDay = event.isRecurring ? event.startDate : (event.endDate ?? event.startDate);
  if (event.isAllDay || !event.endTime)
    return event.isRecurring ? hawaiiInstant(addDays(lastDay, 1)) : endOfEvent(event);
  return hawaiiInstant(lastDay, event.endTime);
}

/**
 * Events as an iCalendar file (RFC 5545): times in UTC, which every calendar app places in its user's zone;
 * Hawaii has no daylight saving, so a series repeating at a fixed UTC time is at a fixed Hawaii time.
 */
export function calendarIcs(events: FeedEvent[], origin: string, name: string): string {
  const calendar = ical({
    name,
    prodId: { company: 'North Shore Guide', product: 'Events calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: `${origin}/events`,
    ttl: 60 * 60,
  });
  for (const event of events) {
    const rule = seriesRule(event);
    const page = `${origin}/events/${event.id}`;
    calendar.createEvent({
      id: `${event.id}@north-shore-guide`,
      start: hawaiiInstant(event.startDate, event.isAllDay ? '00:00' : (event.startTime ?? '00:00')),
      end: firstEnd(event),
      allDay: event.isAllDay,
      summary: event.sample ? `${event.title} (sample)` : event.title,
      description: [event.description, event.cost && `Cost: ${event.cost}`, page]
        .filter(Boolean)
        .join('\n\n'),
      location: {
        title: event.location,
        address: event.address ?? undefined,
        ...(event.latitude !== null && event.longitude !== null
          ? { geo: { lat: event.latitude, lon: event.longitude } }
          : {}),
      },
      url: event.website ?? page,
      categories: [{ name: event.category }],
      lastModified: event.updatedAt,
      stamp: event.updatedAt,
      repeating: rule
        ? { freq: ICalEventRepeatingFreq[rule.freq], interval: rule.interval, count: rule.count }
        : null,
    });
  }
  return calendar.toString();
}
