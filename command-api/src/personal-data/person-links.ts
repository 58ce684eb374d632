import { emailLookup } from '../accounts/register-account.ts';
import type { AppDeps } from '../deps.ts';

/** The data subject an email address stands for: a keyed hash, so the index holds no address in clear. */
export const subjectOf = (deps: Pick<AppDeps, 'secrets'>, email: string) =>
  emailLookup(deps.secrets.emailLookup, email);

/**
 * Records that personal data stored under `personId` belongs to whoever owns `email`, so that erasing
 * that person finds it. Call it wherever an email address is encrypted.
 */
export function linkEmail(deps: Pick<AppDeps, 'vault' | 'secrets'>, email: string, personId: string) {
  return deps.vault.linkSubject(subjectOf(deps, email), personId);
}
