import { createFileRoute } from '@tanstack/react-router';
import { PaymentSuccess } from '../features/payments/components/payment-success.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/payment-success')({
  validateSearch: (search: Record<string, unknown>): { payment_intent?: string } =>
    typeof search.payment_intent === 'string' ? { payment_intent: search.payment_intent } : {},
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.payment.pageTitle')) }] }),
  component: function PaymentSuccessRoute() {
    return <PaymentSuccess paymentIntentId={Route.useSearch().payment_intent} />;
  },
});
