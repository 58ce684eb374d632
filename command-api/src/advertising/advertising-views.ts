import { z } from 'zod';
import { reviewedAdFields } from '@nsg/domain/advertising/ad.ts';

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
  submittedAt: z.string().describe('When the content under review was sent: the edit date for an edit'),
  live: z
    .object(adContent)
    .nullable()
    .describe('The version visitors see, while an edit of it awaits review; null otherwise'),
  changes: z
    .array(z.enum(reviewedAdFields))
    .describe('The fields the edit under review changes from the live version'),
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
  serveToken: z
    .string()
    .describe('Signed, single use: send it with the impression and the click, or they are not counted'),
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
    .array(
      z.object({
        adId: z.string(),
        title: z.string().describe("The ad's title"),
        imageUrl: z.string(),
        imageNumber: z.number().int().nullable().describe("Its place among the ad's images (1 first)"),
        views: z
          .number()
          .int()
          .describe('Image views: the image on screen while the ad was viewable for 1 s'),
        clicks: z.number().int().describe('Counted clicks made while the image was on screen'),
        ctr: z.number().describe('Clicks per image view, in percent'),
      }),
    )
    .describe(
      'Each image of an ad within from/to. An ad view counts one impression and a view of each image seen, so views add up to at least the impressions; clicks add up to the clicks that carried an image',
    ),
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
