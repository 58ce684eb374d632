import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { LOCALES, type Locale } from '../shared/locales.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

export const listingConditions = ['New', 'Excellent', 'Very Good', 'Good', 'Fair', 'Beat'] as const;
export type ListingCondition = (typeof listingConditions)[number];
/** Length filter buckets by starting feet; 9 means 9 ft and above. */
export const lengthBuckets = [5, 6, 7, 8, 9] as const;
export const LISTING_LIFETIME_DAYS = 60;
/** An expired listing can still be renewed this long after its end; the seller is reminded before it. */
export const RENEWAL_GRACE_DAYS = 14;
export const RENEWAL_REMINDER_DAYS = 3;
export const RENEW_TOO_LATE_MESSAGE = `This listing ended more than ${RENEWAL_GRACE_DAYS} days ago: list your board again`;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'The photo is larger than 5MB.';
export const CONTACT_MESSAGE_MAX = 2000;

/** Said to anyone acting on a listing without its seller token (the email alone proves nothing). */
export const SELLER_LINK_REQUIRED_MESSAGE =
  'Only the seller can change this listing: open the seller link we emailed when the board was listed';

const LENGTH_PATTERN = /^(\d{1,2})'(\d{1,2})"$/;

const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be under ${max} characters`);

const sellerFields = {
  title: requiredText('Title', 255),
  condition: z.enum(listingConditions, `Condition must be one of ${listingConditions.join(', ')}`),
  price: requiredText('Price', 100),
  location: requiredText('Location', 255),
  sellerName: requiredText('Seller name', 100),
  email: z
    .string('Email is required')
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email format').max(255, 'Invalid email format')),
  /** Optional: buyers write through the contact relay, which keeps the seller's details private. */
  phone: z
    .string()
    .trim()
    .max(50, 'Phone must be under 50 characters')
    .optional()
    .transform((value) => value || undefined),
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be under 2000 characters')
    .optional()
    .transform((value) => value || undefined),
};

/** The listing as the API receives it (multipart fields): length as feet'inches". */
export const createListingSchema = z.object({
  ...sellerFields,
  length: z
    .string('Length is required')
    .trim()
    .min(1, 'Length is required')
    .regex(LENGTH_PATTERN, `Length must be feet and inches, like 9'6"`)
    .refine((value) => Number(LENGTH_PATTERN.exec(value)?.[2]) < 12, 'Inches must be 0 to 11')
    .refine((value) => Number(LENGTH_PATTERN.exec(value)?.[1]) >= 1, 'Feet must be at least 1'),
  /** The language of the page the seller listed on: the site's mails to the seller are in it. */
  locale: z.enum(LOCALES, `Locale must be one of ${LOCALES.join(', ')}`).default('en'),
});
export type CreateListingInput = z.infer<typeof createListingSchema>;

/** The List Your Board form: feet and inches separately (spec 001 section 5). */
export const listingFormSchema = z.object({
  ...sellerFields,
  feet: z
    .string('Feet is required')
    .trim()
    .min(1, 'Feet is required')
    .regex(/^\d{1,2}$/, 'Feet must be a whole number')
    .refine((value) => Number(value) >= 1, 'Feet must be at least 1'),
  inches: z
    .string('Inches is required')
    .trim()
    .min(1, 'Inches is required')
    .regex(/^\d{1,2}$/, 'Inches must be a whole number')
    .refine((value) => Number(value) <= 11, 'Inches must be 0 to 11'),
});
export type ListingFormValues = z.input<typeof listingFormSchema>;

export const formatLength = (feet: string | number, inches: string | number) =>
  `${Number(feet)}'${Number(inches)}"`;

export function lengthFeet(length: string): number {
  const match = LENGTH_PATTERN.exec(length);
  if (!match)
    throw new DomainError('invalid', `Length must be feet and inches, like 9'6"`, undefined, {
      code: 'board_length_format',
    });
  return Number(match[1]);
}

export const contactSellerSchema = z.object({
  message: z
    .string('Message is required')
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX, `Message must be under ${CONTACT_MESSAGE_MAX} characters`),
  /** Optional: where the seller's answer should go (sent as Reply-To, never shown on the site). */
  replyEmail: z
    .union([z.literal(''), z.email('Please enter a valid email address').max(255)])
    .optional()
    .transform((value) => value || undefined),
});

export type ListingCreated = DomainEvent<
  'marketplace.ListingCreated',
  {
    listingId: string;
    title: string;
    length: string;
    lengthFeet: number;
    condition: ListingCondition;
    price: string;
    location: string;
    /** Vault ciphertext under `sellerPersonId` when `namesSealed`; in clear in events from before. */
    sellerName: string;
    description: string | null;
    photoUrl: string | null;
    /** Ciphertexts from the personal-data vault under `sellerPersonId`; phone null when none was given. */
    email: string;
    phone: string | null;
    /** Keyed hash of the normalised email (it no longer authorises anything). */
    emailLookup: string;
    sellerPersonId: string;
    createdAt: string;
    expiresAt: string;
    namesSealed?: true;
    /** The seller's language for the site's mails; events from before it was recorded mean English. */
    locale?: Locale;
    /**
     * sha256 of the seller token given once to the seller (and mailed as a link): selling and renewing
     * need it. Null in listings from before it (v1): their sellers ask for a seller link by mail.
     */
    sellerTokenHash: string | null;
  }
>;
/** A new seller link was mailed to the listing's address (lost, or never given); earlier ones stay good. */
export type SellerLinkIssued = DomainEvent<
  'marketplace.SellerLinkIssued',
  { listingId: string; sellerTokenHash: string; issuedAt: string }
>;
export type ListingMarkedSold = DomainEvent<
  'marketplace.ListingMarkedSold',
  { listingId: string; soldAt: string }
>;
export type ListingRenewed = DomainEvent<
  'marketplace.ListingRenewed',
  { listingId: string; renewedAt: string; expiresAt: string }
>;
export type ListingExpired = DomainEvent<
  'marketplace.ListingExpired',
  { listingId: string; expiredAt: string }
>;
export type SellerContacted = DomainEvent<
  'marketplace.SellerContacted',
  { listingId: string; contactId: string; contactedAt: string }
>;
/** An admin took the listing off the Board Hub, saying why. */
export type ListingRemoved = DomainEvent<
  'marketplace.ListingRemoved',
  { listingId: string; reason: string; previousStatus: ListingStatus; removedBy: string; removedAt: string }
>;
/** An admin put a removed listing back, in the status it had before. */
export type ListingRestored = DomainEvent<
  'marketplace.ListingRestored',
  { listingId: string; status: ListingStatus; restoredBy: string; restoredAt: string }
>;
export type ListingEvent =
  | ListingCreated
  | ListingMarkedSold
  | ListingRenewed
  | ListingExpired
  | SellerContacted
  | SellerLinkIssued
  | ListingRemoved
  | ListingRestored;

export const removeListingSchema = z.object({
  reason: z
    .string('Say why the listing is removed')
    .trim()
    .min(1, 'Say why the listing is removed')
    .max(500, 'Reason must be under 500 characters'),
});

export type ListingCommand =
  | {
      kind: 'CreateListing';
      listingId: string;
      input: Omit<CreateListingInput, 'email' | 'phone' | 'sellerName'>;
      encryptedSellerName: string;
      encryptedEmail: string;
      encryptedPhone: string | null;
      emailLookup: string;
      sellerPersonId: string;
      sellerTokenHash: string;
      photoUrl: string | null;
      now: Date;
    }
  | { kind: 'MarkSold' | 'RenewListing'; sellerTokenHash: string | null; now: Date }
  | { kind: 'IssueSellerLink'; sellerTokenHash: string; now: Date }
  | { kind: 'ExpireListing'; now: Date }
  | { kind: 'ContactSeller'; contactId: string; now: Date }
  | { kind: 'RemoveListing'; reason: string; by: string; now: Date }
  | { kind: 'RestoreListing'; by: string; now: Date };

export type ListingStatus = 'active' | 'sold' | 'expired';
export type ListingState =
  | { status: 'none' }
  | {
      status: ListingStatus;
      listingId: string;
      /** The hashes of every seller token given for this listing: each stays good. */
      sellerTokenHashes: readonly string[];
      expiresAt: string;
      /** Removed by an admin: off the board, nothing else happens to it until it is restored. */
      removed?: boolean;
    };

export const listingStreamId = (listingId: string) => `listing-${listingId}`;

function requireSeller(given: string | null, known: readonly string[]) {
  if (given === null || !known.includes(given)) {
    throw new DomainError('forbidden', SELLER_LINK_REQUIRED_MESSAGE, undefined, {
      code: 'seller_link_required',
    });
  }
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 60 * 60 * 1000);

export const listingDecider: Decider<ListingCommand, ListingEvent, ListingState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    if (command.kind === 'CreateListing') {
      if (state.status !== 'none') throw new DomainError('conflict', 'This listing already exists');
      const { input } = command;
      return [
        {
          type: 'marketplace.ListingCreated',
          data: {
            listingId: command.listingId,
            title: input.title,
            length: input.length,
            lengthFeet: lengthFeet(input.length),
            condition: input.condition,
            price: input.price,
            location: input.location,
            sellerName: command.encryptedSellerName,
            description: input.description ?? null,
            photoUrl: command.photoUrl,
            email: command.encryptedEmail,
            phone: command.encryptedPhone,
            emailLookup: command.emailLookup,
            sellerPersonId: command.sellerPersonId,
            createdAt: command.now.toISOString(),
            expiresAt: addDays(command.now, LISTING_LIFETIME_DAYS).toISOString(),
            namesSealed: true,
            locale: input.locale,
            sellerTokenHash: command.sellerTokenHash,
          },
        },
      ];
    }
    if (state.status === 'none')
      throw new DomainError('not_found', 'Listing not found', undefined, { code: 'listing_not_found' });
    const { listingId } = state;
    if (command.kind === 'RemoveListing' || command.kind === 'RestoreListing')
      return moderate(command, state);
    // A removed listing is off the board: it no longer expires, and its seller can do nothing with it.
    if (state.removed && command.kind === 'ExpireListing') return [];
    if (state.removed)
      throw new DomainError('conflict', 'This board is no longer available', undefined, {
        code: 'listing_unavailable',
      });
    const expired = state.status === 'expired' || command.now >= new Date(state.expiresAt);

    switch (command.kind) {
      case 'MarkSold':
        requireSeller(command.sellerTokenHash, state.sellerTokenHashes);
        if (state.status === 'sold')
          throw new DomainError('conflict', 'This board is already marked as sold', undefined, {
            code: 'listing_already_sold',
          });
        return [
          { type: 'marketplace.ListingMarkedSold', data: { listingId, soldAt: command.now.toISOString() } },
        ];
      case 'RenewListing':
        requireSeller(command.sellerTokenHash, state.sellerTokenHashes);
        if (state.status === 'sold')
          throw new DomainError('conflict', 'This board is already marked as sold', undefined, {
            code: 'listing_already_sold',
          });
        if (expired && command.now >= addDays(new Date(state.expiresAt), RENEWAL_GRACE_DAYS))
          throw new DomainError('conflict', RENEW_TOO_LATE_MESSAGE, undefined, {
            code: 'listing_renew_too_late',
            params: { days: RENEWAL_GRACE_DAYS },
          });
        return [
          {
            type: 'marketplace.ListingRenewed',
            data: {
              listingId,
              renewedAt: command.now.toISOString(),
              expiresAt: addDays(command.now, LISTING_LIFETIME_DAYS).toISOString(),
            },
          },
        ];
      case 'IssueSellerLink':
        return [
          {
            type: 'marketplace.SellerLinkIssued',
            data: {
              listingId,
              sellerTokenHash: command.sellerTokenHash,
              issuedAt: command.now.toISOString(),
            },
          },
        ];
      case 'ExpireListing':
        // The scheduled job may run late or twice: only a due, active listing expires, once.
        if (state.status !== 'active' || !expired) return [];
        return [
          { type: 'marketplace.ListingExpired', data: { listingId, expiredAt: command.now.toISOString() } },
        ];
      case 'ContactSeller':
        if (state.status !== 'active' || expired)
          throw new DomainError('conflict', 'This board is no longer available', undefined, {
            code: 'listing_unavailable',
          });
        return [
          {
            type: 'marketplace.SellerContacted',
            data: { listingId, contactId: command.contactId, contactedAt: command.now.toISOString() },
          },
        ];
    }
  },

  evolve(state, event) {
    if (event.type === 'marketplace.ListingCreated') {
      return {
        status: 'active',
        listingId: event.data.listingId,
        sellerTokenHashes: event.data.sellerTokenHash ? [event.data.sellerTokenHash] : [],
        expiresAt: event.data.expiresAt,
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'marketplace.ListingMarkedSold':
        return { ...state, status: 'sold' };
      case 'marketplace.ListingRenewed':
        // Renewed within its grace period, an expired listing is back on the board.
        return { ...state, status: 'active', expiresAt: event.data.expiresAt };
      case 'marketplace.ListingExpired':
        return { ...state, status: 'expired' };
      case 'marketplace.SellerLinkIssued':
        return { ...state, sellerTokenHashes: [...state.sellerTokenHashes, event.data.sellerTokenHash] };
      case 'marketplace.SellerContacted':
        return state;
      case 'marketplace.ListingRemoved':
        return { ...state, removed: true };
      case 'marketplace.ListingRestored':
        return { ...state, removed: false };
    }
  },
};

type ModerationCommand = Extract<ListingCommand, { kind: 'RemoveListing' | 'RestoreListing' }>;

/** An admin's removal or restoration; doing either twice is a conflict, not a second event. */
function moderate(
  command: ModerationCommand,
  state: Extract<ListingState, { listingId: string }>,
): ListingEvent[] {
  const { listingId, status } = state;
  const at = command.now.toISOString();
  if (command.kind === 'RemoveListing') {
    if (state.removed) throw new DomainError('conflict', 'This listing is already removed');
    return [
      {
        type: 'marketplace.ListingRemoved',
        data: {
          listingId,
          reason: command.reason,
          previousStatus: status,
          removedBy: command.by,
          removedAt: at,
        },
      },
    ];
  }
  if (!state.removed) throw new DomainError('conflict', 'This listing is not removed');
  return [
    {
      type: 'marketplace.ListingRestored',
      data: { listingId, status, restoredBy: command.by, restoredAt: at },
    },
  ];
}
