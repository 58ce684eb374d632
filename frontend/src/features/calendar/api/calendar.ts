import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CalendarCategory, RecurringPattern } from '@nsg/domain/calendar/calendar-event.ts';
import type { Locale } from '@nsg/domain/shared/locales.ts';
import { apiFetch, errorFromResponse } from '../../../lib/api-fetch.ts';

/** An event as anyone may read it (never its contact). Dates and times are Hawaii's. */
export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  category: CalendarCategory;
  location: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  isAllDay: boolean;
  isRecurring: boolean;
  recurringPattern: RecurringPattern | null;
  cost: string | null;
  website: string | null;
  photos: string[];
  tags: string[];
  capacity: number | null;
  isRegistrationRequired: boolean;
  registrationUrl: string | null;
  /** The language the organiser wrote in. */
  locale: Locale;
  sample: boolean;
  featured: boolean;
}

export interface Occurrence {
  /** UTC instants. */
  start: string;
  end: string;
  /** Its Hawaii date. */
  date: string;
}

export type CalendarEntry = Occurrence & { event: CalendarEvent };
export type CalendarEventPage = CalendarEvent & { occurrences: Occurrence[] };

export interface CalendarFilters {
  category?: CalendarCategory;
  from?: string;
  to?: string;
}

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])),
  );
  return search.size ? `${path}?${search}` : path;
};

export const calendarKeys = { all: ['calendar'] as const };

export const calendarQueryOptions = (filters: CalendarFilters) =>
  queryOptions({
    queryKey: ['calendar', 'list', filters],
    queryFn: () => apiFetch<CalendarEntry[]>(withQuery('/api/events', { ...filters })),
  });

export const featuredEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['calendar', 'featured'],
    queryFn: () => apiFetch<CalendarEntry[]>('/api/events/featured'),
  });

export const calendarEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['calendar', 'event', id],
    queryFn: () => apiFetch<CalendarEventPage>(`/api/events/${encodeURIComponent(id)}`),
  });

export const eventIcsPath = (id: string) => `/api/events/${encodeURIComponent(id)}/ics`;
export const CALENDAR_FEED_PATH = '/api/calendar.ics';

/** The form's values as text, as a form holds them; the server reads the same names. */
export type EventFormValues = Record<
  | 'title'
  | 'description'
  | 'category'
  | 'location'
  | 'address'
  | 'coordinates'
  | 'startDate'
  | 'endDate'
  | 'startTime'
  | 'endTime'
  | 'recurringPattern'
  | 'cost'
  | 'website'
  | 'tags'
  | 'capacity'
  | 'registrationUrl'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone',
  string
> &
  Record<'isAllDay' | 'isRecurring' | 'isRegistrationRequired', boolean>;

/** Sends the event as multipart form data, with its optional photo and the language it was written in. */
async function submitEvent(values: EventFormValues, photo: File | null, locale: Locale) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'boolean') body.set(name, String(value));
    else if (value.trim()) body.set(name, value);
  }
  if (photo) body.set('photo', photo);
  body.set('locale', locale);
  const response = await fetch('/api/events', { method: 'POST', body, credentials: 'include' });
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as { id: string; position: string };
}

export const useSubmitEvent = (locale: Locale) =>
  useMutation({
    mutationFn: ({ values, photo }: { values: EventFormValues; photo: File | null }) =>
      submitEvent(values, photo, locale),
  });
