import { z } from 'zod';

/** What the advertising routes answer, for the OpenAPI document and the serializer. */
export const campaignView = z.object({
  id: z.string(),
  advertiserId: z.string(),
  name: z.string(),
  description: z.string(),
  budget: z.string().describe('US dollars, as decimal text'),
  placement: z.string().describe('content (business directory), header (home page) or sidebar (beach pages)'),
  durationMonths: z.number().int(),
  startDate: z.string().describe('YYYY-MM-DD, Hawaii'),
  endDate: z.string().describe('YYYY-MM-DD, Hawaii'),
  expiresAt: z.string(),
  targetAudience: z.object({
    ages: z.tuple([z.number(), z.number()]).optional(),
    interests: z.array(z.string()).optional(),
  }),
  status: z.string(),
  statusReason: z.string().nullable().describe('Why an admin paused or rejected it, told to the advertiser'),
  paid: z.boolean(),
  renewalReminderSent: z.boolean(),
  refundable: z
    .boolean()
    .optional()
    .describe('GET /api/campaigns/:id only: whether the caller can have its payment refunded now'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const adminCampaignView = campaignView.extend({
  advertiser: z.object({
    name: z.string(),
    companyName: z.string(),
    status: z.string(),
    email: z.string().describe('"[erased]" once the person is erased'),
  }),
});

const adContent = {
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  linkUrl: z.string().nullable(),
  businessType: z.string().nullable(),
  imageRotationEnabled: z.boolean(),
  imageRotationInterval: z.number().int(),
};

export const adView = z.object({
  id: z.string(),
  campaignId: z.string(),
  advertiserId: z.string(),
  ...adContent,
  size: z.string(),
  position: z.string(),
  status: z.string(),
  rejectionReason: z.string().nullable().describe("The reviewer's reason, while the ad is rejected"),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const adminAdView = adView.extend({
  campaign: z.object({ name: z.string(), status: z.string() }),
  advertiser: z.object({ name: z.string(), companyName: z.string() }),
});

/** An ad as visitors see it: its approved version, even while a later edit awaits review. */
export const publicAdView = z.object({
  id: z.string(),
  ...adContent,
  position: z.string(),
  size: z.string(),
  status: z.literal('approved'),
});

export const historyView = z.array(
  z.object({ position: z.string(), action: z.string(), actor: z.string(), at: z.string() }),
);

export const paymentView = z.object({
  id: z.string(),
  campaignId: z.string(),
  advertiserId: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int().describe('Cents'),
  currency: z.string(),
  mode: z.string().describe('test or live'),
  status: z.string(),
  lastError: z.string().nullable(),
  created: z.number().int().describe('Unix seconds'),
  updatedAt: z.string(),
});

const counts = { impressions: z.number().int(), clicks: z.number().int(), ctr: z.number() };
export const statsView = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    ...counts,
    spend: z
      .number()
      .describe('Dollars of budget used within the range (spend is spread evenly over each campaign)'),
    cpm: z
      .number()
      .nullable()
      .describe('Dollars per thousand impressions in the range; null without impressions'),
    cpc: z.number().nullable().describe('Dollars per click in the range; null without clicks'),
  }),
  byDay: z.array(z.object({ day: z.string(), ...counts })),
  byAd: z.array(z.object({ adId: z.string(), title: z.string(), campaignId: z.string(), ...counts })),
  byImage: z
    .array(z.object({ adId: z.string(), imageUrl: z.string(), ...counts }))
    .describe('Each image of a rotating ad, since it was first shown (not limited to from/to)'),
  byCampaign: z.array(
    z.object({
      campaignId: z.string(),
      name: z.string(),
      budget: z.number(),
      spent: z.number().describe('Dollars used to date'),
      spentInRange: z.number().describe('Dollars used within the range'),
      ...counts,
      cpm: z.number().nullable(),
      cpc: z.number().nullable(),
    }),
  ),
});
