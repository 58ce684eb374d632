import { createFileRoute } from '@tanstack/react-router';
import { PaymentSuccess } from '../features/payments/components/payment-success.tsx';

export const Route = createFileRoute('/advertiser/payment-success')({
  validateSearch: (search: Record<string, unknown>): { payment_intent?: string } =>
    typeof search.payment_intent === 'string' ? { payment_intent: search.payment_intent } : {},
  head: () => ({ meta: [{ title: 'Payment | North Shore Guide' }] }),
  component: function PaymentSuccessRoute() {
    return <PaymentSuccess paymentIntentId={Route.useSearch().payment_intent} />;
  },
});
