import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

/** Analysts read ad traffic reports only: no personal data, no moderation, no money actions. */
export type AccountRole = 'advertiser' | 'admin' | 'analyst';
export type AdvertiserStatus = 'pending' | 'active' | 'suspended';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be under ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** Trimmed and lower-cased before it is checked, so a pasted address with a stray space is accepted. */
const normalisedEmail = z
  .string('Please enter a valid email address')
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(255));

/** Registration form (spec 001 section 5). */
export const registerAdvertiserSchema = z.object({
  name: z
    .string('Name must be at least 2 characters')
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100),
  email: normalisedEmail,
  password: z
    .string('Password must be at least 6 characters')
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be under 200 characters'),
  companyName: z
    .string('Company name must be at least 2 characters')
    .trim()
    .min(2, 'Company name must be at least 2 characters')
    .max(200),
  description: optionalText(1000, 'Description'),
  address: optionalText(300, 'Address'),
  phone: optionalText(20, 'Phone'),
  website: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Please enter a valid website URL' })])
    .optional()
    .transform((value) => value || undefined),
});
export type RegisterAdvertiserInput = z.infer<typeof registerAdvertiserSchema>;

/** What an admin gives to create an analyst's account (active at once, signed in like any account). */
export const createAnalystSchema = z.object({
  name: registerAdvertiserSchema.shape.name,
  email: normalisedEmail,
  password: registerAdvertiserSchema.shape.password,
});
export type CreateAnalystInput = z.infer<typeof createAnalystSchema>;

export const loginSchema = z.object({
  email: normalisedEmail,
  password: z
    .string('Password must be at least 6 characters')
    .min(6, 'Password must be at least 6 characters')
    .max(200),
});

export type AdvertiserRegistered = DomainEvent<
  'accounts.AdvertiserRegistered',
  {
    advertiserId: string;
    role: AccountRole;
    status: AdvertiserStatus;
    /** Personal data (name, company name, email, phone, address) is vault ciphertext keyed by `personId`;
     * name and company name are in clear in events from before `namesSealed`. */
    name: string;
    companyName: string;
    personId: string;
    email: string;
    emailLookup: string;
    phone: string | null;
    address: string | null;
    description: string | null;
    website: string | null;
    passwordHash: string;
    registeredAt: string;
    namesSealed?: true;
  }
>;
export type AdvertiserStatusChanged = DomainEvent<
  'accounts.AdvertiserStatusChanged',
  {
    advertiserId: string;
    status: AdvertiserStatus;
    /** The admin's reason, told to the advertiser; since v2 (null before). */
    reason: string | null;
    changedBy: string;
    changedAt: string;
  }
>;
/**
 * The owner set a new password through a mailed reset link. The new hash is sealed under the person's key,
 * so neither the link's token nor the hash is in the log in clear.
 */
export type PasswordReset = DomainEvent<
  'accounts.PasswordReset',
  { advertiserId: string; personId: string; sealedPasswordHash: string; resetAt: string }
>;
export type AdvertiserEvent = AdvertiserRegistered | AdvertiserStatusChanged | PasswordReset;

/** An email's claim stream (`advertiser_email-<lookup>`): claimed by a registration, released on erasure. */
export type EmailClaimed = DomainEvent<'accounts.EmailClaimed', { advertiserId: string }>;
export type EmailReleased = DomainEvent<'accounts.EmailReleased', { advertiserId: string }>;
export type EmailClaimEvent = EmailClaimed | EmailReleased;

/** Why a sign-in was refused; an unknown email is told apart only in the log, never to the caller. */
export type SignInRefusal = 'password' | 'unknown-email' | 'suspended' | 'throttled';
/** Sign-ins, for the audit log: on `signin-<account>`, or `signin-<keyed hash of the email>` if unknown. */
export type SignedIn = DomainEvent<'accounts.SignedIn', { advertiserId: string; at: string }>;
export type SignInFailed = DomainEvent<
  'accounts.SignInFailed',
  { advertiserId: string | null; reason: SignInRefusal; at: string }
>;
export const signInStreamId = (accountOrEmailLookup: string) => `signin-${accountOrEmailLookup}`;

export type AdvertiserCommand =
  | { kind: 'RegisterAdvertiser'; registration: AdvertiserRegistered['data'] }
  | {
      kind: 'ChangeAdvertiserStatus';
      advertiserId: string;
      status: AdvertiserStatus;
      reason?: string | null;
      changedBy: string;
      now: Date;
    }
  | { kind: 'ResetPassword'; advertiserId: string; sealedPasswordHash: string; now: Date };

export type AdvertiserState =
  { exists: false } | { exists: true; status: AdvertiserStatus; role: AccountRole; personId: string };

export const advertiserStreamId = (advertiserId: string) => `advertiser-${advertiserId}`;
/** One stream per email (by its keyed hash): appending with no_stream makes an email unique on any store. */
export const emailClaimStreamId = (emailLookup: string) => `advertiser_email-${emailLookup}`;

export const advertiserDecider: Decider<AdvertiserCommand, AdvertiserEvent, AdvertiserState> = {
  initialState: () => ({ exists: false }),
  decide(command, state) {
    if (command.kind === 'RegisterAdvertiser') {
      if (state.exists) throw new DomainError('conflict', 'This advertiser is already registered');
      return [{ type: 'accounts.AdvertiserRegistered', data: command.registration }];
    }
    if (!state.exists) throw new DomainError('not_found', 'Advertiser not found');
    if (command.kind === 'ResetPassword') {
      return [
        {
          type: 'accounts.PasswordReset',
          data: {
            advertiserId: command.advertiserId,
            personId: state.personId,
            sealedPasswordHash: command.sealedPasswordHash,
            resetAt: command.now.toISOString(),
          },
        },
      ];
    }
    if (state.status === command.status)
      throw new DomainError('conflict', `Advertiser is already ${command.status}`);
    return [
      {
        type: 'accounts.AdvertiserStatusChanged',
        data: {
          advertiserId: command.advertiserId,
          status: command.status,
          reason: command.reason ?? null,
          changedBy: command.changedBy,
          changedAt: command.now.toISOString(),
        },
      },
    ];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'accounts.AdvertiserRegistered':
        return {
          exists: true,
          status: event.data.status,
          role: event.data.role,
          personId: event.data.personId,
        };
      case 'accounts.AdvertiserStatusChanged':
        return state.exists ? { ...state, status: event.data.status } : state;
      case 'accounts.PasswordReset':
        return state;
    }
  },
};
