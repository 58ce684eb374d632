import { createHmac } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  advertiserDecider,
  advertiserStreamId,
  emailClaimStreamId,
  type AccountRole,
  type AdvertiserStatus,
  type RegisterAdvertiserInput,
} from '@nsg/domain/accounts/advertiser.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { WrongExpectedVersion } from '@nsg/platform/event-store/event-store.ts';
import { toNewEvents, type CommandContext } from '@nsg/platform/event-store/new-events.ts';
import { newId } from '@nsg/platform/ids.ts';
import type { AppDeps } from '../deps.ts';
import { executeCommand } from '../http/execute-command.ts';

/** A keyed hash of the normalised email: lets us find and claim an email without storing it in clear. */
export function emailLookup(secret: string, email: string): string {
  return createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('base64url');
}

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
export const hashPassword = (password: string) =>
  hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';

/** A claim with no account this long after it was made belongs to a registration that died half-way. */
export const ABANDONED_CLAIM_MS = 10 * 60_000;

type ClaimEvent = RecordedEvent<'accounts.EmailClaimed' | 'accounts.EmailReleased', { advertiserId: string }>;

const duplicateEmail = () =>
  new DomainError('conflict', DUPLICATE_EMAIL_MESSAGE, { email: [DUPLICATE_EMAIL_MESSAGE] });

/**
 * Claims the email on its own stream, with the expected revision of what was read there, so two
 * registrations never both win. A stream that ends in a release (the owner was erased), or in a claim
 * whose account never came and is long abandoned, can be claimed again.
 */
async function claimEmail(
  deps: Pick<AppDeps, 'store'>,
  lookup: string,
  advertiserId: string,
  context: CommandContext,
  now: Date,
): Promise<void> {
  const streamId = emailClaimStreamId(lookup);
  const last = (await deps.store.readStream(streamId)).at(-1) as ClaimEvent | undefined;
  if (last && !(await isFree(deps, last, now))) throw duplicateEmail();
  const claim = [{ type: 'accounts.EmailClaimed', data: { advertiserId } }];
  try {
    await deps.store.append(streamId, toNewEvents(claim, context, 'claim'), {
      expectedRevision: last ? last.revision : 'no_stream',
    });
  } catch (error) {
    if (error instanceof WrongExpectedVersion) throw duplicateEmail();
    throw error;
  }
}

async function isFree(deps: Pick<AppDeps, 'store'>, last: ClaimEvent, now: Date): Promise<boolean> {
  if (last.type === 'accounts.EmailReleased') return true;
  const account = await deps.store.readStream(advertiserStreamId(last.data.advertiserId));
  return account.length === 0 && now.getTime() - last.createdAt.getTime() > ABANDONED_CLAIM_MS;
}

/** The account that holds the email now, if any. */
export async function emailOwner(deps: Pick<AppDeps, 'store'>, lookup: string): Promise<string | null> {
  const last = (await deps.store.readStream(emailClaimStreamId(lookup))).at(-1) as ClaimEvent | undefined;
  return last?.type === 'accounts.EmailClaimed' ? last.data.advertiserId : null;
}

/** After its owner's erasure the email may make a new account: the claim is released. */
export function releaseEmail(
  deps: Pick<AppDeps, 'store'>,
  lookup: string,
  personIds: readonly string[],
  context: CommandContext,
): Promise<void> {
  return releaseEmailClaim(deps, emailClaimStreamId(lookup), personIds, context);
}

/** Releases the email claim on `streamId` if one of `personIds` holds it. */
export async function releaseEmailClaim(
  deps: Pick<AppDeps, 'store'>,
  streamId: string,
  personIds: readonly string[],
  context: CommandContext,
): Promise<void> {
  const last = (await deps.store.readStream(streamId)).at(-1) as ClaimEvent | undefined;
  if (last?.type !== 'accounts.EmailClaimed' || !personIds.includes(`advertiser:${last.data.advertiserId}`))
    return;
  const released = [{ type: 'accounts.EmailReleased', data: { advertiserId: last.data.advertiserId } }];
  await deps.store.append(streamId, toNewEvents(released, context, 'release'), {
    expectedRevision: last.revision,
  });
}

/**
 * Registers an account: claims the email on its own stream (the expected revision makes it unique on any store),
 * then records the registration with personal data encrypted under the new person's key.
 */
export async function registerAccount(
  deps: Pick<AppDeps, 'store' | 'vault' | 'secrets'>,
  input: RegisterAdvertiserInput,
  options: { role: AccountRole; status: AdvertiserStatus; context: CommandContext; now: Date },
): Promise<{ advertiserId: string }> {
  const advertiserId = newId();
  const lookup = emailLookup(deps.secrets.emailLookup, input.email);
  await claimEmail(deps, lookup, advertiserId, options.context, options.now);
  const personId = `advertiser:${advertiserId}`;
  await deps.vault.linkSubject(lookup, personId);
  const [[name, companyName, email, phone, address], passwordHash] = await Promise.all([
    deps.vault.encryptAll(personId, [
      input.name,
      input.companyName,
      input.email,
      input.phone || null,
      input.address || null,
    ] as const),
    hashPassword(input.password),
  ]);
  await executeCommand(
    deps.store,
    advertiserDecider,
    advertiserStreamId(advertiserId),
    {
      kind: 'RegisterAdvertiser',
      registration: {
        advertiserId,
        role: options.role,
        status: options.status,
        name,
        companyName,
        personId,
        email,
        emailLookup: lookup,
        phone,
        address,
        description: input.description ?? null,
        website: input.website ?? null,
        passwordHash,
        registeredAt: options.now.toISOString(),
        namesSealed: true,
      },
    },
    options.context,
  );
  return { advertiserId };
}
