import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

/** Owner or admin may see it; anybody else is told it does not exist. */
export function assertOwnerOrAdmin(request: FastifyRequest, ownerId: string | undefined, what: string): void {
  const account = request.account;
  if (!account) throw new HttpError(401, 'Authentication required. Please log in.');
  if (ownerId === undefined || (account.role !== 'admin' && account.id !== ownerId)) {
    throw new HttpError(404, `${what} not found`);
  }
}

/** An advertiser's own lists: the advertiser themself or an admin. */
export function assertSelfOrAdmin(request: FastifyRequest, advertiserId: string): void {
  const account = request.account;
  if (!account) throw new HttpError(401, 'Authentication required. Please log in.');
  if (account.role !== 'admin' && account.id !== advertiserId) {
    throw new HttpError(403, "You don't have permission to access this page.");
  }
}
