import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';

export interface PaymentConfig {
  testMode: boolean;
  publishableKey: string | null;
}
export interface PaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  testMode: boolean;
}
export interface PaymentDetails {
  paymentIntentId: string;
  campaignId: string;
  amount: number;
  status: string;
  created: number;
  /** When its outcome arrived: the payment time once it succeeded. */
  updatedAt: string;
  mode: string;
  lastError: string | null;
}

export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: () => apiFetch<PaymentConfig>('/api/payments/config'),
  staleTime: Infinity,
});

/** The amount is computed by the server from the campaign; only the campaign id is sent. */
export const paymentIntentQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: ['payments', 'intent', campaignId],
    queryFn: () =>
      apiFetch<PaymentIntent>('/api/create-payment-intent', { method: 'POST', json: { campaignId } }),
    staleTime: Infinity,
    retry: false,
  });

export const paymentQueryOptions = (paymentIntentId: string) =>
  queryOptions({
    queryKey: ['payments', 'one', paymentIntentId],
    queryFn: () => apiFetch<PaymentDetails>(`/api/payment/${encodeURIComponent(paymentIntentId)}`),
  });

export const useTestModePayment = () =>
  useMutation({
    mutationFn: (values: { paymentIntentId: string; cardNumber: string }) =>
      apiFetch<{ status: 'succeeded' | 'failed'; message?: string }>('/api/payments/test-mode/confirm', {
        method: 'POST',
        json: values,
      }),
  });

export const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
