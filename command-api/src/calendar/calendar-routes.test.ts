import ICAL from 'ical.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser } from '../advertising/advertising-test-helpers.ts';
import { multipartBody } from '../uploads/multipart-body.ts';
import { seedCalendarSamples } from './seed-calendar.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
// Friday 27 November 2026, 10:00 in Hawaii.
const NOW = new Date('2026-11-27T20:00:00Z');
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock.now = () => NOW;
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const form = {
  title: 'Ehukai sunrise cleanup',
  description: 'Gloves and bags provided. Meet by the lifeguard tower.',
  category: 'beach_cleanup',
  location: 'Ehukai Beach Park',
  address: '59-337 Ke Nui Rd, Haleiwa',
  coordinates: '21.6650, -158.0530',
  startDate: '2026-12-05',
  startTime: '07:00',
  endTime: '09:00',
  isRecurring: 'true',
  recurringPattern: 'weekly',
  endDate: '2026-12-26',
  cost: 'Free',
  contactName: 'Noelani Kahale',
  contactEmail: 'noelani@example.com',
  contactPhone: '808-555-0142',
  tags: 'cleanup, volunteers',
};

let address = 0;
async function submit(
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1] = [],
  cookie?: string,
) {
  const body = multipartBody(fields, files);
  address++;
  return t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
  });
}

async function submitAndApprove(fields: Record<string, string>) {
  const { id } = (await submit(fields)).json<{ id: string }>();
  await t.settle();
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/events/${id}/approve`,
    headers: { cookie: adminCookie },
    payload: {},
  });
  expect(approved.statusCode).toBe(200);
  await t.settle();
  return id;
}

const calendar = async (query = '') =>
  (await t.app.inject({ url: `/api/events${query}` })).json<
    { start: string; date: string; event: { id: string; title: string } & Record<string, unknown> }[]
  >();

describe('the events calendar', () => {
  it('keeps a submitted event pending and off the calendar, its contact sealed in the log', async () => {
    const response = await submit({ ...form, title: 'Pending cleanup' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pending' });
    await t.settle();
    expect((await calendar()).map((o) => o.event.title)).not.toContain('Pending cleanup');
    const leaks = await t.deps.pool.query(
      `select count(*) as n from events where data::text ilike '%noelani%' or data::text like '%555-0142%'`,
    );
    expect(Number(leaks.rows[0].n)).toBe(0);
  });

  it('takes an advertiser’s event as theirs, pending like a visitor’s', async () => {
    const shop = await advertiser(t, 'Kahuku');
    const response = await submit({ ...form, title: 'Shop opening' }, [], shop.cookie);
    expect(response.statusCode).toBe(201);
    await t.settle();
    const queued = (await t.app.inject({ url: '/api/admin/events', headers: { cookie: adminCookie } }))
      .json<{ title: string; advertiserId: string | null; status: string }[]>()
      .find((event) => event.title === 'Shop opening');
    expect(queued).toMatchObject({ advertiserId: shop.id, status: 'pending' });
  });

  it('shows moderators the contact in clear, and "[erased]" once the person is erased', async () => {
    const { id } = (
      await submit({ ...form, title: 'Contact check', contactEmail: 'erase.me@example.com' })
    ).json<{
      id: string;
    }>();
    await t.settle();
    const queue = async () =>
      (await t.app.inject({ url: '/api/admin/events', headers: { cookie: adminCookie } }))
        .json<{ id: string; contact: object }[]>()
        .find((event) => event.id === id)!;
    expect((await queue()).contact).toEqual({
      name: 'Noelani Kahale',
      email: 'erase.me@example.com',
      phone: '808-555-0142',
    });
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/personal-data/erasures',
      headers: { cookie: adminCookie },
      payload: { email: 'erase.me@example.com' },
    });
    expect(erased.statusCode).toBe(201);
    expect((await queue()).contact).toEqual({ name: '[erased]', email: '[erased]', phone: '[erased]' });
  });

  it('lists each occurrence of an approved series in Hawaii time, with no contact, by category and date', async () => {
    const id = await submitAndApprove(form);
    const mine = (await calendar('?category=beach_cleanup')).filter((o) => o.event.id === id);
    expect(mine.map((o) => [o.date, o.start])).toEqual([
      ['2026-12-05', '2026-12-05T17:00:00.000Z'],
      ['2026-12-12', '2026-12-12T17:00:00.000Z'],
      ['2026-12-19', '2026-12-19T17:00:00.000Z'],
      ['2026-12-26', '2026-12-26T17:00:00.000Z'],
    ]);
    expect(JSON.stringify(mine)).not.toMatch(/noelani|555-0142|contact/i);
    expect((await calendar('?from=2026-12-10&to=2026-12-19')).filter((o) => o.event.id === id)).toHaveLength(
      2,
    );
    expect((await calendar('?category=surf_contest')).some((o) => o.event.id === id)).toBe(false);
  });

  it('lets events that have passed leave the calendar on their own', async () => {
    const id = await submitAndApprove({
      ...form,
      title: 'One morning only',
      isRecurring: 'false',
      endDate: '',
    });
    expect((await calendar()).some((o) => o.event.id === id)).toBe(true);
    t.deps.clock.now = () => new Date('2026-12-05T19:00:01Z');
    try {
      expect((await calendar()).some((o) => o.event.id === id)).toBe(false);
      expect((await t.app.inject({ url: `/api/events/${id}` })).statusCode).toBe(404);
    } finally {
      t.deps.clock.now = () => NOW;
    }
  });

  it('gives an event’s page its next occurrences and a .ics that a calendar app reads', async () => {
    const id = await submitAndApprove({ ...form, title: 'Series for the ics' });
    const page = (await t.app.inject({ url: `/api/events/${id}` })).json<{
      occurrences: unknown[];
      latitude: number;
    }>();
    expect(page.occurrences).toHaveLength(4);
    expect(page.latitude).toBe(21.665);
    const ics = await t.app.inject({ url: `/api/events/${id}/ics` });
    expect(ics.headers['content-type']).toContain('text/calendar');
    const vevent = new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Series for the ics');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T17:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-05T19:00:00.000Z');
    expect(event.location).toContain('Ehukai Beach Park');
    const starts: string[] = [];
    const expansion = event.iterator();
    for (let next = expansion.next(); next; next = expansion.next())
      starts.push(next.toJSDate().toISOString());
    expect(starts).toEqual([
      '2026-12-05T17:00:00.000Z',
      '2026-12-12T17:00:00.000Z',
      '2026-12-19T17:00:00.000Z',
      '2026-12-26T17:00:00.000Z',
    ]);
    expect(ics.body).not.toMatch(/noelani|555-0142/i);
  });

  it('gives an all-day series a .ics of whole days that a calendar app expands to the same dates', async () => {
    const id = await submitAndApprove({
      ...form,
      title: 'Monthly all-day swap meet',
      isAllDay: 'true',
      startTime: '',
      endTime: '',
      recurringPattern: 'monthly',
      endDate: '2027-02-28',
    });
    const ics = await t.app.inject({ url: `/api/events/${id}/ics` });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.isDate).toBe(true);
    const dates: string[] = [];
    const expansion = event.iterator();
    for (let next = expansion.next(); next; next = expansion.next()) dates.push(next.toString());
    expect(dates).toEqual(['2026-12-05', '2027-01-05', '2027-02-05']);
    const page = (await t.app.inject({ url: `/api/events/${id}` })).json<{
      occurrences: { date: string }[];
    }>();
    expect(page.occurrences.map((o) => o.date)).toEqual(dates);
  });

  it('serves every approved upcoming event in the subscribable feed, the samples among them', async () => {
    const feed = await t.app.inject({ url: '/api/calendar.ics' });
    expect(feed.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    const titles = events.map((vevent) => String(vevent.getFirstPropertyValue('summary')));
    expect(titles).toContain('Series for the ics');
    expect(titles).not.toContain('Pending cleanup');
    expect(titles.some((title) => /Pipeline/.test(title))).toBe(true);
  });

  it('features an approved event on the home page until a date, and audits who did it', async () => {
    const id = await submitAndApprove({ ...form, title: 'Featured cleanup' });
    const feature = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${id}/feature`,
      headers: { cookie: adminCookie },
      payload: { featuredUntil: '2026-12-10' },
    });
    expect(feature.statusCode).toBe(200);
    await t.settle();
    const featured = (await t.app.inject({ url: '/api/events/featured' })).json<
      { event: { id: string } }[]
    >();
    expect(featured.map((o) => o.event.id)).toContain(id);
    t.deps.clock.now = () => new Date('2026-12-11T10:00:00Z');
    try {
      const later = (await t.app.inject({ url: '/api/events/featured' })).json<{ event: { id: string } }[]>();
      expect(later.map((o) => o.event.id)).not.toContain(id);
    } finally {
      t.deps.clock.now = () => NOW;
    }
    const audit = await t.app.inject({
      url: `/api/admin/audit?target=${encodeURIComponent('featured CLEANUP')}`,
      headers: { cookie: adminCookie },
    });
    const entries = audit.json<{ action: string; changes: string[]; targetName: string | null }[]>();
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ['calendar.EventFeatured', ['featuredUntil: none → 2026-12-10']],
      ['calendar.EventApproved', ['status: pending → approved']],
      ['calendar.EventSubmitted', []],
    ]);
    expect(entries[0]!.targetName).toBe('Featured cleanup');
  });

  it('refuses to feature an event still pending', async () => {
    const { id } = (await submit({ ...form, title: 'Not yet' })).json<{ id: string }>();
    await t.settle();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${id}/feature`,
      headers: { cookie: adminCookie },
      payload: { featuredUntil: '2026-12-10' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'calendar_event_not_approved' });
  });

  it('keeps a photo re-encoded, without its metadata', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7ab0' } })
      .withExif({ IFD0: { Artist: 'Someone' } })
      .jpeg()
      .toBuffer();
    const response = await submit({ ...form, title: 'With a photo' }, [
      { field: 'photo', filename: 'cleanup.jpg', contentType: 'image/jpeg', bytes: photo },
    ]);
    expect(response.statusCode).toBe(201);
    await t.settle();
    const queued = (await t.app.inject({ url: '/api/admin/events', headers: { cookie: adminCookie } }))
      .json<{ title: string; photos: string[] }[]>()
      .find((event) => event.title === 'With a photo')!;
    expect(queued.photos).toEqual([expect.stringMatching(/^\/uploads\/events\/[0-9a-f-]{36}\.jpg$/)]);
    const stored = await t.app.inject({ url: queued.photos[0]! });
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('answers field errors for bad input, never a 500', async () => {
    const response = await submit({
      ...form,
      title: '',
      category: 'rave',
      startTime: '25:00',
      contactEmail: 'nope',
      website: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'category',
      'contactEmail',
      'startTime',
      'title',
      'website',
    ]);
    expect((await t.app.inject({ url: '/api/events?from=someday' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/events/not-a-uuid' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${crypto.randomUUID()}/approve`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the sample events', () => {
  it('are seeded once, approved, labelled as samples, whatever day a later start is on', async () => {
    expect(await seedCalendarSamples(t.deps.store, new Date('2027-06-01T00:00:00Z'))).toBe(0);
    const samples = (await calendar()).filter((o) => o.event.sample);
    const titles = new Set(samples.map((o) => o.event.title));
    expect(titles).toEqual(
      new Set([
        'Sunset Beach surf contest',
        'Pipeline surf contest',
        "Hale'iwa farmers' market",
        'Sunset Beach cleanup',
      ]),
    );
  });
});
