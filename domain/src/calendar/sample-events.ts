import { addDays } from '../shared/dates.ts';
import type { CalendarEventDetails } from './calendar-event.ts';

/** A sample the guide ships with: its key names its stream, `featuredDays` features it from the start. */
export interface SampleCalendarEvent {
  key: string;
  details: CalendarEventDetails;
  featuredDays?: number;
}

/** The next date on or after `day` falling on a weekday (0 Sunday … 6 Saturday). */
const nextWeekday = (day: string, weekday: number) =>
  addDays(day, (weekday - new Date(`${day}T00:00:00Z`).getUTCDay() + 7) % 7);

const common: Pick<
  CalendarEventDetails,
  | 'address'
  | 'endDate'
  | 'isAllDay'
  | 'isRecurring'
  | 'recurringPattern'
  | 'website'
  | 'photos'
  | 'capacity'
  | 'isRegistrationRequired'
  | 'registrationUrl'
  | 'locale'
> = {
  address: null,
  endDate: null,
  isAllDay: false,
  isRecurring: false,
  recurringPattern: null,
  website: null,
  photos: [],
  capacity: null,
  isRegistrationRequired: false,
  registrationUrl: null,
  locale: 'en',
};

const SAMPLE_NOTE = 'Sample event, shipped with the guide to show how the calendar works: not a real event.';

/**
 * What visitors look for on the North Shore (surf contests at Pipeline and Sunset, a farmers' market, a
 * beach cleanup), dated from the day the guide is first installed so a fresh guide has a calendar to show.
 */
export function sampleCalendarEvents(today: string): SampleCalendarEvent[] {
  const sunsetStart = addDays(today, 10);
  return [
    {
      key: 'sunset-contest',
      featuredDays: 21,
      details: {
        ...common,
        title: 'Sunset Beach surf contest',
        description: `Big-wave heats on the outer reef, watched from the sand. The contest runs on the best days of its waiting period. ${SAMPLE_NOTE}`,
        category: 'surf_contest',
        location: 'Sunset Beach Park',
        latitude: 21.6782,
        longitude: -158.0416,
        startDate: sunsetStart,
        endDate: addDays(sunsetStart, 11),
        startTime: '07:30',
        endTime: '16:00',
        cost: 'Free to watch',
        tags: ['surf', 'contest'],
      },
    },
    {
      key: 'pipeline-contest',
      details: {
        ...common,
        title: 'Pipeline surf contest',
        description: `The world's best surfers on the Banzai Pipeline. Parking fills before sunrise: take TheBus. ${SAMPLE_NOTE}`,
        category: 'surf_contest',
        location: 'Ehukai Beach Park (Banzai Pipeline)',
        latitude: 21.665,
        longitude: -158.053,
        startDate: addDays(today, 40),
        endDate: addDays(today, 51),
        startTime: '07:30',
        endTime: '16:00',
        cost: 'Free to watch',
        tags: ['surf', 'contest'],
      },
    },
    {
      key: 'haleiwa-market',
      details: {
        ...common,
        title: "Hale'iwa farmers' market",
        description: `Local fruit, poke, coffee and crafts from North Shore farms, every Thursday afternoon. ${SAMPLE_NOTE}`,
        category: 'farmers_market',
        location: "Hale'iwa town",
        latitude: 21.5928,
        longitude: -158.1034,
        startDate: nextWeekday(today, 4),
        endDate: addDays(today, 364),
        startTime: '14:00',
        endTime: '18:00',
        isRecurring: true,
        recurringPattern: 'weekly',
        cost: 'Free entry',
        tags: ['food', 'market'],
      },
    },
    {
      key: 'sunset-cleanup',
      details: {
        ...common,
        title: 'Sunset Beach cleanup',
        description: `Two hours picking up plastic and fishing line before it reaches the reef. Gloves and bags provided. ${SAMPLE_NOTE}`,
        category: 'beach_cleanup',
        location: 'Sunset Beach Park',
        latitude: 21.6782,
        longitude: -158.0416,
        startDate: nextWeekday(today, 6),
        endDate: addDays(today, 364),
        startTime: '08:00',
        endTime: '10:00',
        isRecurring: true,
        recurringPattern: 'monthly',
        cost: 'Free',
        tags: ['volunteer', 'ocean'],
      },
    },
  ];
}
