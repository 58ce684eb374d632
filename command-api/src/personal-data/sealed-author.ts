import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import type { AppDeps } from '../deps.ts';

/** An author's name and email (if given) sealed under their person id, for an event to carry. */
export async function sealedAuthor(
  deps: Pick<AppDeps, 'vault'>,
  personId: string,
  name: string,
  email: string | null,
) {
  const [encryptedName, encryptedEmail] = await deps.vault.encryptAll(personId, [name, email] as const);
  return { encryptedName, encryptedEmail };
}

/** Rows as moderators see them: each author's sealed email opened ("[erased]" once erased), or null if none. */
export function withAuthorEmails<
  Row extends { authorPersonId: string; authorEmailCiphertext: string | null },
>(deps: Pick<AppDeps, 'vault'>, rows: Row[]) {
  return Promise.all(
    rows.map(async ({ authorEmailCiphertext, authorPersonId, ...row }) => ({
      ...row,
      authorEmail: authorEmailCiphertext
        ? ((await deps.vault.decrypt(authorPersonId, authorEmailCiphertext)) ?? ERASED)
        : null,
    })),
  );
}
