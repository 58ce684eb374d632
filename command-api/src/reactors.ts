import { EVENTS_CHANNEL } from '@nsg/platform/event-store/postgres-event-store.ts';
import { startProjectionRunner, type ProjectionRunner } from '@nsg/projections/runner/projection-runner.ts';
import { reactorProjection, startReactorsAtHead, type Reactor } from '@nsg/projections/runner/reactor.ts';
import { accountMailReactor } from './accounts/account-mail-reactor.ts';
import { catalogSampleReactor } from './catalog/catalog-sample-reactor.ts';
import { adModerationMailReactor } from './advertising/ad-moderation-mail-reactor.ts';
import type { AppDeps } from './deps.ts';
import { businessRequestReactor } from './business-owners/business-request-reactor.ts';
import { listingMailReactor } from './business-owners/listing-mail-reactor.ts';
import { invoiceReactor } from './invoices/invoice-reactor.ts';
import { campaignPaymentReactor } from './payments/campaign-payment-reactor.ts';
import { refundMailReactor } from './payments/refund-mail-reactor.ts';
import { campaignRefundReactor } from './payments/campaign-refund-reactor.ts';
import { createPaymentGateway, type PaymentGateway } from './payments/payment-gateway.ts';

/** Every reactor: what follows an event is appended by these, each from its own checkpoint. */
export const allReactors = (deps: AppDeps): Reactor[] => [
  campaignPaymentReactor(deps),
  accountMailReactor(deps),
  adModerationMailReactor(deps),
  listingMailReactor(deps),
  businessRequestReactor(deps),
  refundMailReactor(deps),
  invoiceReactor(deps),
  campaignRefundReactor(deps, lazyGateway(deps)),
  catalogSampleReactor(deps),
];

/** The payment provider, made when a reactor first needs it. */
function lazyGateway(deps: AppDeps): () => Promise<PaymentGateway> {
  let gateway: Promise<PaymentGateway> | undefined;
  return () => (gateway ??= createPaymentGateway(deps));
}

/**
 * Runs the reactors with the projection runner, in every API instance: one instance holds each
 * reactor's lock, the others stand by. A reactor new to this database starts at the head of the log.
 */
export async function startReactors(
  deps: AppDeps,
  options: { pollIntervalMs?: number } = {},
): Promise<ProjectionRunner> {
  const reactors = allReactors(deps);
  await startReactorsAtHead(deps.db, deps.store, reactors);
  return startProjectionRunner({
    db: deps.db,
    pool: deps.pool,
    store: deps.store,
    projections: reactors.map((reactor) => reactorProjection(reactor, deps.logger)),
    logger: deps.logger,
    leaseMs: deps.config.PROJECTION_LEASE_MS,
    ...(deps.config.EVENT_STORE === 'postgres'
      ? { wakeChannel: EVENTS_CHANNEL, pollIntervalMs: options.pollIntervalMs ?? 1000 }
      : { pollIntervalMs: options.pollIntervalMs ?? 250 }),
  });
}
