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

/**
 * Registers an account: claims the email on its own stream (no_stream makes it unique on any store),
 * then records the registration with personal data encrypted under the new person's key.
 */
export async function registerAccount(
  deps: Pick<AppDeps, 'store' | 'vault' | 'secrets'>,
  input: RegisterAdvertiserInput,
  options: { role: AccountRole; status: AdvertiserStatus; context: CommandContext; now: Date },
): Promise<{ advertiserId: string }> {
  const advertiserId = newId();
  const lookup = emailLookup(deps.secrets.emailLookup, input.email);
  try {
    const claim = [{ type: 'accounts.EmailClaimed', data: { advertiserId } }];
    await deps.store.append(emailClaimStreamId(lookup), toNewEvents(claim, options.context, 'claim'), {
      expectedRevision: 'no_stream',
    });
  } catch (error) {
    if (error instanceof WrongExpectedVersion) {
      throw new DomainError('conflict', DUPLICATE_EMAIL_MESSAGE, { email: [DUPLICATE_EMAIL_MESSAGE] });
    }
    throw error;
  }
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
