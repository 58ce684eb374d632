import { DomainError } from '@nsg/domain/shared/errors.ts';
import { countAdmins } from '@nsg/projections/accounts/advertisers-queries.ts';
import type { AppDeps } from '../deps.ts';
import { emailLookup, registerAccount } from './register-account.ts';

/**
 * Creates an admin account (active at once). Used by `npm run admin -- create <email>` and by
 * ADMIN_EMAIL/ADMIN_PASSWORD at first start. There is no other way to become an admin.
 */
export async function createAdmin(
  deps: Pick<AppDeps, 'store' | 'vault' | 'secrets' | 'db' | 'clock'>,
  email: string,
  password: string,
  name = 'Site Admin',
): Promise<{ advertiserId: string }> {
  return registerAccount(
    deps,
    {
      name,
      email: email.trim().toLowerCase(),
      password,
      companyName: 'North Shore Guide',
      description: undefined,
      address: undefined,
      phone: undefined,
      website: undefined,
    },
    {
      role: 'admin',
      status: 'active',
      context: { actor: 'system:admin-cli', correlationId: crypto.randomUUID() },
      now: deps.clock.now(),
    },
  );
}

/** At first start: the admin from ADMIN_EMAIL/ADMIN_PASSWORD, unless an account with that email exists. */
export async function ensureAdminFromEnvironment(
  deps: AppDeps,
): Promise<'created' | 'exists' | 'not configured'> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = deps.config;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return (await countAdmins(deps.db)) > 0 ? 'exists' : 'not configured';
  const claim = await deps.store.readStream(
    `advertiser_email-${emailLookup(deps.secrets.emailLookup, ADMIN_EMAIL)}`,
  );
  if (claim.length > 0) return 'exists';
  try {
    await createAdmin(deps, ADMIN_EMAIL, ADMIN_PASSWORD);
  } catch (error) {
    // Another instance starting at the same moment claimed the email first.
    if (error instanceof DomainError && error.code === 'conflict') return 'exists';
    throw error;
  }
  return 'created';
}
