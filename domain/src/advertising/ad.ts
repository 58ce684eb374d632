import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError, withArticle } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import type { CampaignStatus } from './campaign.ts';
import type { AdPlacement } from './placement.ts';
import { isUploadedImagePath } from '../shared/uploads.ts';
import { optionalReason } from '../shared/reason.ts';

export const businessTypes = [
  'restaurant',
  'retail',
  'tourism',
  'services',
  'accommodation',
  'entertainment',
  'other',
] as const;
export type AdStatus = 'pending' | 'approved' | 'rejected';
export const AD_SIZE = 'standard';

/** An image uploaded to us: no third-party image (it would track every visitor who sees the ad). */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    isUploadedImagePath,
    'Upload the image here: only images uploaded to North Shore Guide can be used',
  );

/** Edit Ad (spec 001 section 5); Create Ad adds the campaign. */
export const editAdSchema = z.object({
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(100, 'Title must be under 100 characters'),
  description: z
    .string('Description is required')
    .trim()
    .min(1, 'Description is required')
    .max(500, 'Description must be under 500 characters'),
  linkUrl: z
    .union(
      [z.literal(''), z.url({ protocol: /^https?$/, error: 'Please enter a valid link URL or leave empty' })],
      'Please enter a valid link URL or leave empty',
    )
    .optional()
    .transform((value) => value || null),
  businessType: z
    .union([z.literal(''), z.enum(businessTypes, 'Unknown business type')])
    .nullish()
    .transform((value) => value || null),
  imageUrl: z
    .union([z.literal(''), imageUrl])
    .nullish()
    .transform((value) => value || null),
  images: z.array(imageUrl).max(10, 'At most 10 images').default([]),
  imageRotationEnabled: z.boolean().default(false),
  imageRotationInterval: z.coerce
    .number()
    .int()
    .min(1000, 'Rotation interval must be at least 1000 ms')
    .max(30000, 'Rotation interval must be at most 30000 ms')
    .multipleOf(1000, 'Rotation interval must be in steps of 1000 ms')
    .default(5000),
});
export const createAdSchema = editAdSchema.extend({
  campaignId: z.uuid('Please select a campaign'),
});
export type EditAdInput = z.output<typeof editAdSchema>;
export type CreateAdInput = z.output<typeof createAdSchema>;

export const REJECTION_REASON_REQUIRED = 'Please say why the ad is rejected';
export const adStatusSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], 'Status must be approved or rejected'),
    reason: optionalReason('Why the ad was not approved, required to reject; told to the advertiser'),
  })
  .refine((body) => body.status !== 'rejected' || body.reason, {
    path: ['reason'],
    message: REJECTION_REASON_REQUIRED,
  });

export type AdContent = Omit<EditAdInput, 'imageUrl'> & { imageUrl: string | null };

/** An ad's images, primary first (ads from before the image list have only their imageUrl). */
export const imagesOf = (ad: Pick<AdContent, 'images' | 'imageUrl'>) =>
  ad.images.length ? ad.images : ad.imageUrl ? [ad.imageUrl] : [];

/** What a reviewer compares between an ad's live version and its edit, in the order shown. */
export const reviewedAdFields = [
  'title',
  'description',
  'linkUrl',
  'businessType',
  'images',
  'rotation',
] as const;
export type ReviewedAdField = (typeof reviewedAdFields)[number];

/** An ad's content as read models hold it (any business type text). */
type StoredAdContent = Omit<AdContent, 'businessType'> & { businessType: string | null };

/** The fields of an edit that differ from the live version. */
export function changedAdFields(live: StoredAdContent, edit: StoredAdContent): ReviewedAdField[] {
  const rotation = (ad: StoredAdContent) => (ad.imageRotationEnabled ? ad.imageRotationInterval : 'off');
  const same: Record<ReviewedAdField, boolean> = {
    title: live.title === edit.title,
    description: live.description === edit.description,
    linkUrl: (live.linkUrl ?? null) === (edit.linkUrl ?? null),
    businessType: (live.businessType ?? null) === (edit.businessType ?? null),
    images: imagesOf(live).join('\n') === imagesOf(edit).join('\n'),
    rotation: rotation(live) === rotation(edit),
  };
  return reviewedAdFields.filter((field) => !same[field]);
}

export type AdCreated = DomainEvent<
  'advertising.AdCreated',
  AdContent & {
    adId: string;
    campaignId: string;
    advertiserId: string;
    size: string;
    position: string;
    createdAt: string;
  }
>;
export type AdUpdated = DomainEvent<
  'advertising.AdUpdated',
  AdContent & { adId: string; advertiserId: string; updatedAt: string }
>;
interface Moderation {
  adId: string;
  advertiserId: string;
  by: string;
  at: string;
}
export type AdApproved = DomainEvent<'advertising.AdApproved', Moderation & { automatic: boolean }>;
export type AdRejected = DomainEvent<
  'advertising.AdRejected',
  Moderation & { /** Since v2 (null before: no reason was asked). */ reason: string | null }
>;
export type AdEvent = AdCreated | AdUpdated | AdApproved | AdRejected;

export type AdCommand =
  | {
      kind: 'CreateAd';
      adId: string;
      advertiserId: string;
      input: CreateAdInput;
      /** Facts from the campaigns read model; null when there is no such campaign. */
      campaign: { advertiserId: string; status: CampaignStatus; placement: AdPlacement } | null;
      now: Date;
    }
  | { kind: 'EditAd'; advertiserId: string; input: EditAdInput; now: Date }
  | {
      kind: 'ModerateAd';
      status: 'approved' | 'rejected';
      reason?: string | null;
      by: string;
      now: Date;
    };

export type AdState =
  { exists: false } | { exists: true; adId: string; advertiserId: string; status: AdStatus };

export const adStreamId = (adId: string) => `ad-${adId}`;

/** New ads go to active campaigns and to pending ones (reviewed while the campaign awaits payment). */
export const campaignTakesAds = (status: CampaignStatus) => status === 'active' || status === 'pending';

const moderation: Record<AdStatus, readonly AdStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved'],
};

/** Primary image first: an ad's imageUrl is its primary image unless one was given. */
const content = (input: EditAdInput): AdContent => ({
  title: input.title,
  description: input.description,
  linkUrl: input.linkUrl,
  businessType: input.businessType,
  imageUrl: input.imageUrl ?? input.images[0] ?? null,
  images: input.images,
  imageRotationEnabled: input.imageRotationEnabled,
  imageRotationInterval: input.imageRotationInterval,
});

export const adDecider: Decider<AdCommand, AdEvent, AdState> = {
  initialState: () => ({ exists: false }),

  decide(command, state) {
    if (command.kind === 'CreateAd') {
      if (state.exists) throw new DomainError('conflict', 'This ad already exists');
      const { campaign } = command;
      if (!campaign || campaign.advertiserId !== command.advertiserId) {
        throw new DomainError('invalid', 'Please select a campaign', {
          campaignId: ['Please select a campaign'],
        });
      }
      if (!campaignTakesAds(campaign.status)) {
        const message = `Ads can only be added to active or pending campaigns (this one is ${campaign.status})`;
        throw new DomainError('conflict', message, { campaignId: [message] });
      }
      const at = command.now.toISOString();
      const created: AdCreated = {
        type: 'advertising.AdCreated',
        data: {
          adId: command.adId,
          campaignId: command.input.campaignId,
          advertiserId: command.advertiserId,
          ...content(command.input),
          size: AD_SIZE,
          // The placement was chosen, and priced, with the campaign.
          position: campaign.placement,
          createdAt: at,
        },
      };
      // Every ad goes through review, whatever its campaign's state: nothing serves unseen by an admin.
      return [created];
    }
    if (!state.exists) throw new DomainError('not_found', 'Ad not found');
    if (command.kind === 'EditAd') {
      if (command.advertiserId !== state.advertiserId) throw new DomainError('not_found', 'Ad not found');
      return [
        {
          type: 'advertising.AdUpdated',
          data: {
            adId: state.adId,
            advertiserId: state.advertiserId,
            ...content(command.input),
            updatedAt: command.now.toISOString(),
          },
        },
      ];
    }
    if (command.status === 'rejected' && !command.reason?.trim()) {
      throw new DomainError('invalid', REJECTION_REASON_REQUIRED, { reason: [REJECTION_REASON_REQUIRED] });
    }
    if (!moderation[state.status].includes(command.status)) {
      throw new DomainError('conflict', `Cannot change ${withArticle(state.status)} ad to ${command.status}`);
    }
    const data = {
      adId: state.adId,
      advertiserId: state.advertiserId,
      by: command.by,
      at: command.now.toISOString(),
    };
    return command.status === 'approved'
      ? [{ type: 'advertising.AdApproved', data: { ...data, automatic: false } }]
      : [{ type: 'advertising.AdRejected', data: { ...data, reason: command.reason ?? null } }];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'advertising.AdCreated':
        return {
          exists: true,
          adId: event.data.adId,
          advertiserId: event.data.advertiserId,
          status: 'pending',
        };
      case 'advertising.AdUpdated':
        // Changed content goes back to review; the approved version keeps serving meanwhile.
        return state.exists ? { ...state, status: 'pending' } : state;
      case 'advertising.AdApproved':
        return state.exists ? { ...state, status: 'approved' } : state;
      case 'advertising.AdRejected':
        return state.exists ? { ...state, status: 'rejected' } : state;
    }
  },
};
