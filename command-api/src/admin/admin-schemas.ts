import { z } from 'zod';
import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import type { PersonalDataVault } from '../deps.ts';

/** A list's `?status=` filter, one of `values`. */
export const statusFilter = (values: readonly [string, ...string[]]) =>
  z.object({ status: z.enum(values, `Status must be one of ${values.join(', ')}`).optional() });

/** What a status change answers. */
export const changed = z.object({ id: z.string(), status: z.string() });

/** A sealed value as an admin reads it: opened, or "[erased]" once its person is erased. */
export const openForAdmin = (vault: PersonalDataVault) => async (personId: string, ciphertext: string) =>
  (await vault.decrypt(personId, ciphertext)) ?? ERASED;
