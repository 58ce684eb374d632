import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { boundedIsoDate } from '../shared/dates.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import { LOCALES, type Locale } from '../shared/locales.ts';

/** What the calendar files events under; the filter on the calendar page offers these. */
export const CALENDAR_CATEGORIES = [
  'surf_contest',
  'farmers_market',
  'beach_cleanup',
  'music',
  'culture',
  'food',
  'fitness',
  'family',
  'other',
] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number];

export const RECURRING_PATTERNS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];

export type CalendarEventStatus = 'pending' | 'approved' | 'rejected';
export const TAGS_MAX = 10;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'The photo is larger than 5MB.';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be under ${max} characters`);

/** Empty form fields arrive as '' (multipart) or are left out (JSON): both mean "not given". */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
const optionalText = (label: string, max: number) =>
  optional(z.string().trim().max(max, `${label} must be under ${max} characters`));
const optionalUrl = (label: string) =>
  optional(
    z
      .url({ protocol: /^https?$/, error: `${label} must be a web address (https://…)` })
      .max(500, `${label} must be under 500 characters`),
  );
/** A checkbox: JSON sends a boolean, a form 'true' or 'on'; absent is false. */
const checkbox = z.preprocess(
  (value) => (typeof value === 'string' ? value === 'true' || value === 'on' : value),
  z.boolean().default(false),
);

/** "21.6649, -158.0539": the spec keeps coordinates as one text of at most 50 characters. */
const coordinates = optional(
  z
    .string()
    .max(50, 'Coordinates must be under 50 characters')
    .regex(COORDINATES, 'Coordinates must be latitude, longitude (like 21.6649, -158.0539)')
    .transform((text) => {
      const [, latitude, longitude] = COORDINATES.exec(text)!;
      return { latitude: Number(latitude), longitude: Number(longitude) };
    })
    .refine(
      ({ latitude, longitude }) => Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180,
      'Coordinates must be latitude, longitude (like 21.6649, -158.0539)',
    ),
);

/** Tags as a list (JSON) or one comma-separated text (a form). */
const tags = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : (value ?? [])),
  z
    .array(z.string().trim().max(30, 'Each tag must be under 30 characters'))
    .transform((list) => [...new Set(list.filter(Boolean))])
    .refine((list) => list.length <= TAGS_MAX, `At most ${TAGS_MAX} tags`),
);

/** The event form, from a visitor or an advertiser. Status and moderation fields are not the submitter's. */
export const submitCalendarEventSchema = z
  .object({
    title: requiredText('Title', 255),
    description: requiredText('Description', 5000),
    category: z.enum(CALENDAR_CATEGORIES, 'Please choose a category'),
    location: requiredText('Location', 255),
    address: optionalText('Address', 500),
    coordinates,
    startDate: boundedIsoDate('Start date is required'),
    endDate: optional(boundedIsoDate('End date must be a date')),
    startTime: optional(z.string().regex(TIME, 'Start time must be like 09:30')),
    endTime: optional(z.string().regex(TIME, 'End time must be like 17:00')),
    isAllDay: checkbox,
    isRecurring: checkbox,
    recurringPattern: optional(z.enum(RECURRING_PATTERNS, 'Please choose how the event repeats')),
    cost: optionalText('Cost', 100),
    contactName: requiredText('Contact name', 100),
    contactEmail: z
      .string('Contact email is required')
      .trim()
      .min(1, 'Contact email is required')
      .pipe(z.email('Please enter a valid email address').max(255, 'Please enter a valid email address')),
    contactPhone: optionalText('Contact phone', 20),
    website: optionalUrl('Website'),
    tags,
    capacity: optional(
      z.coerce
        .number('Capacity must be a number')
        .int('Capacity must be a whole number')
        .min(1, 'Capacity must be at least 1')
        .max(1_000_000, 'Capacity must be at most 1000000'),
    ),
    isRegistrationRequired: checkbox,
    registrationUrl: optionalUrl('Registration link'),
    /** The language the submitter wrote in: the calendar marks the texts with it. */
    locale: z.enum(LOCALES, `Locale must be one of ${LOCALES.join(', ')}`).default('en'),
  })
  .superRefine((event, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!event.isAllDay && !event.startTime) issue('startTime', 'Start time is required unless all day');
    if (event.endDate && event.endDate < event.startDate)
      issue('endDate', 'End date must not be before the start date');
    const sameDay = event.isRecurring || !event.endDate || event.endDate === event.startDate;
    if (!event.isAllDay && sameDay && event.startTime && event.endTime && event.endTime <= event.startTime)
      issue('endTime', 'End time must be after the start time');
    if (event.isRecurring && !event.recurringPattern)
      issue('recurringPattern', 'Please choose how the event repeats');
    if (event.isRegistrationRequired && !event.registrationUrl && !event.website)
      issue('registrationUrl', 'Say where to register: a registration link or a website');
  });
export type SubmitCalendarEventInput = z.infer<typeof submitCalendarEventSchema>;

export const moderateCalendarEventSchema = z.object({
  note: z.string().trim().max(1000, 'Note must be under 1000 characters').optional(),
});

/** Featured until a Hawaii date (the home page shows it through that day); null stops featuring it. */
export const featureCalendarEventSchema = z.object({
  featuredUntil: boundedIsoDate('Featured until must be a date').nullable(),
});

/** The event as submitted: everything a visitor reads, and the contact sealed in the personal-data vault. */
export interface CalendarEventDetails {
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
  locale: Locale;
}

export type CalendarEventSubmitted = DomainEvent<
  'calendar.EventSubmitted',
  CalendarEventDetails & {
    calendarEventId: string;
    /** Vault ciphertexts under `contactPersonId`; phone null when none was given, all null for samples. */
    contactName: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
    contactPersonId: string;
    /** An advertiser's account, or null for a visitor. */
    advertiserId: string | null;
    submittedAt: string;
  }
>;
type Moderation = { calendarEventId: string; moderatorId: string; note: string | null; moderatedAt: string };
export type CalendarEventApproved = DomainEvent<'calendar.EventApproved', Moderation>;
export type CalendarEventRejected = DomainEvent<'calendar.EventRejected', Moderation>;
export type CalendarEventFeatured = DomainEvent<
  'calendar.EventFeatured',
  {
    calendarEventId: string;
    featuredUntil: string | null;
    previousFeaturedUntil: string | null;
    moderatorId: string;
    at: string;
  }
>;
export type CalendarEvent =
  CalendarEventSubmitted | CalendarEventApproved | CalendarEventRejected | CalendarEventFeatured;

export type CalendarCommand =
  | {
      kind: 'SubmitEvent';
      calendarEventId: string;
      details: CalendarEventDetails;
      sealedContact: { contactName: string; contactEmail: string; contactPhone: string | null };
      contactPersonId: string;
      advertiserId: string | null;
      now: Date;
    }
  | { kind: 'ApproveEvent' | 'RejectEvent'; moderatorId: string; note: string | null; now: Date }
  | { kind: 'FeatureEvent'; featuredUntil: string | null; moderatorId: string; now: Date };

export type CalendarEventState =
  { status: 'none' } | { status: CalendarEventStatus; calendarEventId: string; featuredUntil: string | null };

export const calendarEventStreamId = (calendarEventId: string) => `calendar_event-${calendarEventId}`;

export const calendarEventDecider: Decider<CalendarCommand, CalendarEvent, CalendarEventState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    if (command.kind === 'SubmitEvent') {
      if (state.status !== 'none')
        throw new DomainError('conflict', 'This event was already submitted', undefined, {
          code: 'calendar_event_already_submitted',
        });
      return [
        {
          type: 'calendar.EventSubmitted',
          data: {
            calendarEventId: command.calendarEventId,
            ...command.details,
            ...command.sealedContact,
            contactPersonId: command.contactPersonId,
            advertiserId: command.advertiserId,
            submittedAt: command.now.toISOString(),
          },
        },
      ];
    }
    if (state.status === 'none') throw new DomainError('not_found', 'Event not found');
    if (command.kind === 'FeatureEvent') return [featured(command, state)];
    const target: CalendarEventStatus = command.kind === 'ApproveEvent' ? 'approved' : 'rejected';
    if (state.status === target) throw new DomainError('conflict', `Event is already ${target}`);
    const data = {
      calendarEventId: state.calendarEventId,
      moderatorId: command.moderatorId,
      note: command.note,
      moderatedAt: command.now.toISOString(),
    };
    return [
      command.kind === 'ApproveEvent'
        ? { type: 'calendar.EventApproved', data }
        : { type: 'calendar.EventRejected', data },
    ];
  },

  evolve(state, event) {
    if (event.type === 'calendar.EventSubmitted')
      return { status: 'pending', calendarEventId: event.data.calendarEventId, featuredUntil: null };
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'calendar.EventApproved':
        return { ...state, status: 'approved' };
      case 'calendar.EventRejected':
        // A rejected event is no longer featured anywhere.
        return { ...state, status: 'rejected', featuredUntil: null };
      case 'calendar.EventFeatured':
        return { ...state, featuredUntil: event.data.featuredUntil };
    }
  },
};

function featured(
  command: Extract<CalendarCommand, { kind: 'FeatureEvent' }>,
  state: Exclude<CalendarEventState, { status: 'none' }>,
): CalendarEventFeatured {
  if (command.featuredUntil !== null && state.status !== 'approved')
    throw new DomainError('conflict', 'Only an approved event can be featured', undefined, {
      code: 'calendar_event_not_approved',
    });
  if (command.featuredUntil === state.featuredUntil)
    throw new DomainError('conflict', 'The event is already featured until that date');
  return {
    type: 'calendar.EventFeatured',
    data: {
      calendarEventId: state.calendarEventId,
      featuredUntil: command.featuredUntil,
      previousFeaturedUntil: state.featuredUntil,
      moderatorId: command.moderatorId,
      at: command.now.toISOString(),
    },
  };
}

/** The submitted form as the event's details: coordinates split, empty fields null. */
export function detailsOf(input: SubmitCalendarEventInput, photos: string[]): CalendarEventDetails {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    location: input.location,
    address: input.address ?? null,
    latitude: input.coordinates?.latitude ?? null,
    longitude: input.coordinates?.longitude ?? null,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    startTime: input.isAllDay ? null : (input.startTime ?? null),
    endTime: input.isAllDay ? null : (input.endTime ?? null),
    isAllDay: input.isAllDay,
    isRecurring: input.isRecurring,
    recurringPattern: input.isRecurring ? (input.recurringPattern ?? null) : null,
    cost: input.cost ?? null,
    website: input.website ?? null,
    photos,
    tags: input.tags,
    capacity: input.capacity ?? null,
    isRegistrationRequired: input.isRegistrationRequired,
    registrationUrl: input.registrationUrl ?? null,
    locale: input.locale,
  };
}
