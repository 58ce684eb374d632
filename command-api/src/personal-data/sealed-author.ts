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
