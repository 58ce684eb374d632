import { Alert, Badge, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { placementLabels, type AdPlacement } from '@nsg/domain/advertising/placement.ts';
import { HAWAII_TIME_ZONE } from '@nsg/domain/shared/locales.ts';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useRequireAccount } from '../../../lib/account.ts';
import { billingQueryOptions, type BillingDocument } from '../api/billing.ts';
import { formatDollars } from '../api/payments.ts';

/** Every invoice and credit note of the signed-in advertiser, each with its PDF. */
export function BillingPage() {
  const t = useT();
  const me = useRequireAccount();
  const billing = useQuery({ ...billingQueryOptions, enabled: Boolean(me) });
  return (
    <Container size="md" py="xl">
      <Group justify="space-between">
        <Title order={1}>{t('advertiser.billing.title')}</Title>
        <ButtonLink variant="subtle" to="/advertiser/dashboard">
          {t('advertiser.common.backToDashboard')}
        </ButtonLink>
      </Group>
      <Text c="dimmed" mt="xs">
        {t('advertiser.billing.intro')}
      </Text>
      {!me || billing.isPending ? (
        <Loader mt="md" />
      ) : billing.isError ? (
        <Alert mt="md" color="red" title={t('advertiser.common.error')}>
          {billing.error.message}
        </Alert>
      ) : billing.data.length === 0 ? (
        <Card withBorder ta="center" p="xl" mt="md">
          <Title order={2} size="h3">
            {t('advertiser.billing.emptyTitle')}
          </Title>
          <Text c="dimmed">{t('advertiser.billing.emptyText')}</Text>
        </Card>
      ) : (
        <Stack mt="md" gap="sm">
          {billing.data.map((document) => (
            <DocumentCard key={document.number} document={document} />
          ))}
        </Stack>
      )}
    </Container>
  );
}

const hawaiiDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: HAWAII_TIME_ZONE, dateStyle: 'medium' });

function DocumentCard({ document }: { document: BillingDocument }) {
  const t = useT();
  const credit = document.kind === 'credit_note';
  const placement = document.placement
    ? (placementLabels[document.placement as AdPlacement] ?? document.placement)
    : null;
  return (
    <Card withBorder radius="md" data-testid={`billing-${document.number}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Badge color={credit ? 'orange' : 'blue'}>
            {t('advertiser.billing.kind', { kind: document.kind })}
          </Badge>
          <Text fw={700}>{document.number}</Text>
        </Group>
        <Text fw={700}>
          {credit ? `−${formatDollars(document.amountCents)}` : formatDollars(document.amountCents)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('advertiser.billing.issued', { date: hawaiiDate(document.issuedAt) })}
      </Text>
      {document.campaignName && (
        <Text size="sm">{t('advertiser.billing.campaign', { name: document.campaignName })}</Text>
      )}
      {placement && <Text size="sm">{t('advertiser.billing.placement', { placement })}</Text>}
      {document.startDate && document.endDate && (
        <Text size="sm">
          {t('advertiser.billing.period', { start: document.startDate, end: document.endDate })}
        </Text>
      )}
      {credit && document.reason && (
        <Text size="sm">{t('advertiser.billing.reason', { reason: document.reason })}</Text>
      )}
      <Button
        component="a"
        href={document.pdfUrl}
        target="_blank"
        rel="noopener"
        variant="light"
        size="xs"
        mt="sm"
        w="fit-content"
      >
        {t('advertiser.billing.download', { number: document.number })}
      </Button>
    </Card>
  );
}
