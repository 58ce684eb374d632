import { z } from 'zod';
import { weatherSeverities } from '../conditions/weather-severity.ts';
import { LOCALES } from '../shared/locales.ts';
import { MAX_FOLLOWED_BEACHES } from './follow-limit.ts';

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time of day such as 06:00');

/** Spec 000 §3, §5 and §9: the alert settings, their ranges and defaults. */
export const alertSettingsSchema = z
  .object({
    weatherAlerts: z.boolean().default(true),
    surfAlerts: z.boolean().default(true),
    trafficAlerts: z.boolean().default(false),
    minSurfHeight: z.number().int().min(1, 'Minimum is 1 ft').max(20, 'Maximum is 20 ft').default(3),
    maxSurfHeight: z.number().int().min(10, 'Minimum is 10 ft').max(30, 'Maximum is 30 ft').default(15),
    weatherSeverity: z.enum(weatherSeverities).default('medium'),
    timeRange: z.object({ start: timeOfDay, end: timeOfDay }).default({ start: '06:00', end: '22:00' }),
    /** Beaches whose hazard rating the visitor follows: an alert when one rises to high or extreme. */
    followedBeachIds: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(MAX_FOLLOWED_BEACHES, `Follow at most ${MAX_FOLLOWED_BEACHES} beaches`)
      .default([]),
    /** The language the visitor subscribed in: their notifications are written in it. */
    locale: z.enum(LOCALES).default('en'),
  })
  .refine((settings) => settings.minSurfHeight <= settings.maxSurfHeight, {
    path: ['minSurfHeight'],
    message: 'Minimum surf height must not exceed the maximum',
  });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const defaultAlertSettings: AlertSettings = alertSettingsSchema.parse({});

/** Settings as stored: those saved before a field existed get its default (e.g. `locale`). */
export function storedAlertSettings(stored: unknown): AlertSettings {
  const parsed = alertSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : { ...defaultAlertSettings, ...(stored as Partial<AlertSettings>) };
}

export const pushSubscriptionSchema = z.object({
  endpoint: z.url('Endpoint must be a URL').max(2000),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().min(1, 'p256dh key is required').max(200),
    auth: z.string().min(1, 'auth key is required').max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const subscribeSchema = z.object({
  subscription: pushSubscriptionSchema,
  alertSettings: alertSettingsSchema.optional(),
});
export const endpointSchema = z.object({ endpoint: z.url('Endpoint must be a URL').max(2000) });
export const updateSettingsSchema = z.object({
  endpoint: z.url('Endpoint must be a URL').max(2000),
  alertSettings: alertSettingsSchema,
});
