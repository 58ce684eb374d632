import { Card, Container, Group, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useRequireAccount } from '../../../lib/account.ts';
import { formatDollars, paymentQueryOptions } from '../api/payments.ts';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useT } from '../../../i18n/use-t.ts';

export function PaymentSuccess({ paymentIntentId }: { paymentIntentId: string | undefined }) {
  const t = useT();
  const me = useRequireAccount();
  const navigate = useNavigate();
  const payment = useQuery({
    ...paymentQueryOptions(paymentIntentId ?? ''),
    enabled: Boolean(me && paymentIntentId),
    // The webhook may land a moment after the redirect; live updates refresh sooner, this is the fallback.
    refetchInterval: (query) =>
      query.state.data?.status === 'succeeded' || query.state.data?.status === 'failed' ? false : 2000,
  });
  const succeeded = payment.data?.status === 'succeeded';
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate({ to: '/advertiser/dashboard' }), 2000);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (!paymentIntentId) return <Text m="xl">{t('advertiser.checkout.missingCampaign')}</Text>;
  if (!me || payment.isPending) return <Loader m="xl" />;
  if (payment.isError) return <Text m="xl">{t('advertiser.payment.errorText')}</Text>;
  const p = payment.data;
  if (p.status === 'failed') return <PaymentFailed campaignId={p.campaignId} message={p.lastError} />;
  return (
    <Container size="sm" py="xl">
      <Card withBorder ta="center" p="xl">
        <Title order={1}>
          {succeeded ? t('advertiser.payment.successTitle') : t('advertiser.payment.processingTitle')}
        </Title>
        <Text mt="sm">
          {succeeded
            ? t('advertiser.payment.funded')
            : t('advertiser.payment.processing', { status: p.status })}
        </Text>
        <Text mt="md">{t('advertiser.payment.amount', { amount: formatDollars(p.amount) })}</Text>
        <Text>{t('advertiser.payment.status', { status: p.status })}</Text>
        <Text>
          {t('advertiser.payment.reference', { mode: p.mode })}{' '}
          <Text span ff="monospace" data-testid="payment-reference">
            {p.paymentIntentId}
          </Text>
        </Text>
        <Text>
          {t('advertiser.payment.time', {
            succeeded: succeeded ? 'yes' : 'no',
            time: new Date(succeeded ? p.updatedAt : p.created * 1000).toLocaleString('en-US', {
              timeZone: 'Pacific/Honolulu',
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </Text>
        <Group justify="center" mt="lg">
          <ButtonLink to="/advertiser/dashboard">{t('advertiser.payment.goToDashboard')}</ButtonLink>
          <ButtonLink variant="default" to="/">
            {t('advertiser.payment.returnHome')}
          </ButtonLink>
        </Group>
      </Card>
    </Container>
  );
}

/** A declined payment, in the card issuer's words as the payment provider gave them, and the way back to pay. */
function PaymentFailed({ campaignId, message }: { campaignId: string; message: string | null }) {
  const t = useT();
  return (
    <Container size="sm" py="xl">
      <Card withBorder ta="center" p="xl" data-testid="payment-failed">
        <Title order={1}>{t('advertiser.checkout.failedTitle')}</Title>
        <Text mt="sm">{message ?? t('advertiser.checkout.checkDetails')}</Text>
        <Group justify="center" mt="lg">
          <ButtonLink to="/advertiser/payment-checkout/$campaignId" params={{ campaignId }}>
            {t('advertiser.payment.tryAgain')}
          </ButtonLink>
          <ButtonLink variant="default" to="/advertiser/dashboard">
            {t('advertiser.payment.goToDashboard')}
          </ButtonLink>
        </Group>
      </Card>
    </Container>
  );
}
