import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '../admin/admin-routes.ts';
import type { AppDeps } from '../deps.ts';
import { invoiceRoutes } from '../invoices/invoice-routes.ts';
import { paymentsRoutes } from '../payments/payments-routes.ts';
import { createPaymentGateway } from '../payments/payment-gateway.ts';
import { refundRoutes } from '../payments/refund-routes.ts';
import { adsRoutes } from './ads-routes.ts';
import { campaignsRoutes } from './campaigns-routes.ts';
import { statsRoutes } from './stats-routes.ts';
import { trafficRoutes } from './traffic-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

/** Every route of the advertising feature: campaigns, ads, traffic, statistics, payments, admin moderation. */
export function advertisingRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    await app.register(campaignsRoutes(deps));
    await app.register(adsRoutes(deps));
    await app.register(trafficRoutes(deps));
    await app.register(statsRoutes(deps));
    await app.register(uploadRoutes(deps));
    // One gateway for paying and refunding: it reads its webhook secret setting and builds the Stripe client.
    const gateway = await createPaymentGateway(deps);
    await app.register(paymentsRoutes(deps, gateway));
    await app.register(refundRoutes(deps, gateway));
    await app.register(adminRoutes(deps));
    await app.register(invoiceRoutes(deps));
  };
}
