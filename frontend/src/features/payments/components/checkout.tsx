import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useRequireAccount } from '../../../lib/account.ts';
import { campaignQueryOptions } from '../../../lib/advertising/campaigns-api.ts';
import {
  formatDollars,
  paymentConfigQueryOptions,
  paymentIntentQueryOptions,
  useTestModePayment,
  type PaymentIntent,
} from '../api/payments.ts';
import { ButtonLink } from '../../../components/router-links.tsx';
import { ApiError, serverMessageOf } from '../../../lib/api-fetch.ts';
import { useT } from '../../../i18n/use-t.ts';

let stripePromise: Promise<Stripe | null> | null = null;
const stripeFor = (publishableKey: string) => (stripePromise ??= loadStripe(publishableKey));

/** The payment form for one campaign: Stripe Elements, or the labelled test-mode gateway without Stripe keys. */
export function CampaignCheckout({ campaignId }: { campaignId: string }) {
  const t = useT();
  const me = useRequireAccount();
  const campaign = useQuery({ ...campaignQueryOptions(campaignId), enabled: Boolean(me) });
  const config = useQuery({ ...paymentConfigQueryOptions, enabled: Boolean(me) });
  const intent = useQuery({
    ...paymentIntentQueryOptions(campaignId),
    enabled: Boolean(me) && campaign.data?.status === 'pending',
  });
  if (!me || campaign.isPending || config.isPending) return <Loader m="xl" />;
  if (campaign.isError) return <SetupFailed error={campaign.error} campaignId={campaignId} />;
  const c = campaign.data;

  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('advertiser.campaign.fund')}</Title>
      <Card withBorder mt="md" data-testid="campaign-summary">
        <Text fw={700}>{c.name}</Text>
        <Text size="sm" c="dimmed">
          {c.startDate} – {c.endDate}
        </Text>
        <Text size="sm">
          {t('advertiser.common.budgetAmount', { amount: `$${Number(c.budget).toFixed(2)}` })}
        </Text>
        <Text size="sm" mt="xs">
          {c.description}
        </Text>
      </Card>
      {c.status !== 'pending' ? (
        <Alert mt="md" color="green" title={t('advertiser.checkout.fundedTitle')}>
          {t('advertiser.checkout.fundedMessage', {
            status: t('advertiser.status', { status: c.status }),
          })}
        </Alert>
      ) : intent.isError ? (
        <SetupFailed error={intent.error} campaignId={campaignId} />
      ) : !intent.data ? (
        <Loader mt="md" />
      ) : config.data?.testMode || !config.data?.publishableKey ? (
        <TestModeForm intent={intent.data} />
      ) : (
        <Elements
          stripe={stripeFor(config.data.publishableKey)}
          options={{ clientSecret: intent.data.clientSecret }}
        >
          <StripeForm intent={intent.data} />
        </Elements>
      )}
      <Group mt="md">
        <ButtonLink variant="default" to="/advertiser/dashboard">
          {t('advertiser.common.cancel')}
        </ButtonLink>
        <ButtonLink variant="subtle" to="/advertiser/dashboard">
          {t('advertiser.common.backToDashboard')}
        </ButtonLink>
      </Group>
      <Text size="xs" c="dimmed" mt="md">
        {t('advertiser.checkout.securedByStripe')}
      </Text>
    </Container>
  );
}

/** Why the payment could not be set up, in the server's words when it gave them; a past start date links to its fix. */
function SetupFailed({ error, campaignId }: { error: Error; campaignId: string }) {
  const t = useT();
  const startPassed = error instanceof ApiError && error.code === 'campaign_start_passed';
  return (
    <Alert mt="md" color="red" title={t('advertiser.checkout.setupFailedTitle')} data-testid="setup-failed">
      {serverMessageOf(error) ?? t('advertiser.checkout.setupFailedMessage')}
      {startPassed && (
        <ButtonLink
          mt="sm"
          size="xs"
          display="flex"
          w="fit-content"
          to="/advertiser/campaign/$id/edit"
          params={{ id: campaignId }}
        >
          {t('advertiser.campaign.changeDates')}
        </ButtonLink>
      )}
    </Alert>
  );
}

function usePaid() {
  const t = useT();
  const navigate = useNavigate();
  return (paymentIntentId: string) => {
    notifications.show({
      color: 'green',
      title: t('advertiser.payment.successTitle'),
      message: t('advertiser.checkout.activating'),
    });
    void navigate({ to: '/advertiser/payment-success', search: { payment_intent: paymentIntentId } });
  };
}

function TestModeForm({ intent }: { intent: PaymentIntent }) {
  const t = useT();
  const [card, setCard] = useState('4242 4242 4242 4242');
  const pay = useTestModePayment();
  const paid = usePaid();
  const submit = (cardNumber: string) =>
    pay.mutate(
      { paymentIntentId: intent.paymentIntentId, cardNumber },
      {
        onSuccess: (answer) =>
          answer.status === 'succeeded'
            ? paid(intent.paymentIntentId)
            : notifications.show({
                color: 'red',
                title: t('advertiser.checkout.failedTitle'),
                // The card issuer's own reason, as Stripe gives it.
                message: answer.message ?? t('advertiser.checkout.checkDetails'),
              }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('advertiser.checkout.errorTitle'),
            message: serverMessageOf(error) ?? t('advertiser.common.unexpectedError'),
          }),
      },
    );
  return (
    <Card withBorder mt="md">
      <Group justify="space-between">
        <Text fw={700}>{t('advertiser.checkout.pay', { amount: formatDollars(intent.amount) })}</Text>
        <Badge color="orange" size="lg">
          {t('advertiser.checkout.testMode')}
        </Badge>
      </Group>
      <Stack mt="sm">
        <TextInput
          label={t('advertiser.checkout.cardNumberLabel')}
          value={card}
          onChange={(e) => setCard(e.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          {t('advertiser.checkout.testModeHint')}
        </Text>
        <Group>
          <Button onClick={() => submit(card)} loading={pay.isPending}>
            {t('advertiser.checkout.pay', { amount: formatDollars(intent.amount) })}
          </Button>
          <Button
            variant="light"
            color="orange"
            onClick={() => submit('4242424242424242')}
            loading={pay.isPending}
          >
            {t('advertiser.checkout.simulate')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function StripeForm({ intent }: { intent: PaymentIntent }) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const paid = usePaid();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) {
      notifications.show({
        color: 'red',
        title: t('advertiser.checkout.notReadyTitle'),
        message: t('advertiser.checkout.notReadyMessage'),
      });
      return;
    }
    setBusy(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/advertiser/payment-success` },
        redirect: 'if_required',
      });
      if (result.error) {
        notifications.show({
          color: 'red',
          title: t('advertiser.checkout.failedTitle'),
          message: result.error.message ?? t('advertiser.checkout.checkDetails'),
        });
      } else {
        paid(result.paymentIntent.id);
      }
    } catch {
      notifications.show({
        color: 'red',
        title: t('advertiser.checkout.errorTitle'),
        message: t('advertiser.common.unexpectedError'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder mt="md" component="form" onSubmit={(e: FormEvent) => void submit(e)}>
      <PaymentElement />
      <Button type="submit" mt="md" loading={busy} disabled={!stripe}>
        {t('advertiser.checkout.pay', { amount: formatDollars(intent.amount) })}
      </Button>
    </Card>
  );
}
