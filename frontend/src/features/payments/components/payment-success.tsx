import { Card, Container, Group, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useRequireAccount } from '../../advertiser/api/account.ts';
import { useLiveUpdates } from '../../live/use-live-updates.ts';
import { formatDollars, paymentQueryOptions } from '../api/payments.ts';
import { ButtonLink } from '../../../components/router-links.tsx';

export function PaymentSuccess({ paymentIntentId }: { paymentIntentId: string | undefined }) {
  const me = useRequireAccount();
  useLiveUpdates({ enabled: Boolean(me) });
  const navigate = useNavigate();
  const payment = useQuery({
    ...paymentQueryOptions(paymentIntentId ?? ''),
    enabled: Boolean(me && paymentIntentId),
    // The webhook may land a moment after the redirect; live updates refresh sooner, this is the fallback.
    refetchInterval: (query) => (query.state.data?.status === 'succeeded' ? false : 2000),
  });
  const succeeded = payment.data?.status === 'succeeded';
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate({ to: '/advertiser/dashboard' }), 2000);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (!paymentIntentId) return <Text m="xl">Missing campaign information</Text>;
  if (!me || payment.isPending) return <Loader m="xl" />;
  if (payment.isError)
    return <Text m="xl">Payment Error: An unexpected error occurred. Please try again.</Text>;
  const p = payment.data;
  return (
    <Container size="sm" py="xl">
      <Card withBorder ta="center" p="xl">
        <Title order={1}>{succeeded ? 'Payment Successful' : 'Payment Processing'}</Title>
        <Text mt="sm">
          {succeeded
            ? 'Your campaign has been funded and is now active.'
            : `Your payment is being processed (status: ${p.status}).`}
        </Text>
        <Text mt="md">Amount: {formatDollars(p.amount)}</Text>
        <Text>Status: {p.status}</Text>
        <Text>
          {p.mode === 'test' ? 'Test reference (no real charge)' : 'Transaction reference'}:{' '}
          <Text span ff="monospace" data-testid="payment-reference">
            {p.paymentIntentId}
          </Text>
        </Text>
        <Text>
          {succeeded ? 'Paid' : 'Started'}:{' '}
          {new Date(succeeded ? p.updatedAt : p.created * 1000).toLocaleString('en-US', {
            timeZone: 'Pacific/Honolulu',
            dateStyle: 'medium',
            timeStyle: 'short',
          })}{' '}
          HST
        </Text>
        <Group justify="center" mt="lg">
          <ButtonLink to="/advertiser/dashboard">Go to Dashboard</ButtonLink>
          <ButtonLink variant="default" to="/">
            Return to Homepage
          </ButtonLink>
        </Group>
      </Card>
    </Container>
  );
}
