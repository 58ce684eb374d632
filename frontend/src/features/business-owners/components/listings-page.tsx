import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useRequireAccount } from '../../../lib/account.ts';
import { firstFieldErrors, serverMessageOf } from '../../../lib/api-fetch.ts';
import { directoryQueryOptions, ownerListingsQueryOptions, useClaimBusiness } from '../api/listings.ts';
import { BusinessRequestForm } from './business-request-form.tsx';
import { ListingEditor } from './listing-editor.tsx';
import { OwnerReviews } from './owner-reviews.tsx';

const STATUS_COLOR: Record<string, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** An advertiser's claims of businesses and the listings they keep. */
export function ListingsPage() {
  const t = useT();
  const me = useRequireAccount();
  const mine = useQuery({ ...ownerListingsQueryOptions, enabled: Boolean(me) });
  return (
    <Container size="md" py="xl">
      <Group justify="space-between">
        <Title order={1}>{t('advertiser.listings.title')}</Title>
        <ButtonLink variant="subtle" to="/advertiser/dashboard">
          {t('advertiser.common.backToDashboard')}
        </ButtonLink>
      </Group>
      <Text c="dimmed" mt="xs">
        {t('advertiser.listings.intro')}
      </Text>
      {!me || mine.isPending ? (
        <Loader mt="md" />
      ) : mine.isError ? (
        <Alert mt="md" color="red" title={t('advertiser.common.error')}>
          {mine.error.message}
        </Alert>
      ) : (
        <Stack mt="lg" gap="xl">
          {mine.data.listings.map((listing) => (
            <Card
              key={listing.businessId}
              withBorder
              padding="lg"
              data-testid={`listing-${listing.businessId}`}
            >
              <Stack>
                <Group justify="space-between">
                  <Title order={2} fz="h3">
                    {listing.name}
                  </Title>
                  <AnchorLink to="/business/$id" params={{ id: String(listing.businessId) }}>
                    {t('advertiser.listings.viewPage')}
                  </AnchorLink>
                </Group>
                {listing.latestEdit && (
                  <Alert color={STATUS_COLOR[listing.latestEdit.status] ?? 'gray'} data-testid="latest-edit">
                    {t('advertiser.listings.latestEdit', { status: listing.latestEdit.status })}
                    {listing.latestEdit.reason &&
                      ` — ${t('advertiser.listings.reason', { reason: listing.latestEdit.reason })}`}
                  </Alert>
                )}
                <ListingEditor listing={listing} />
                <Divider />
                <Title order={3} fz="h4">
                  {t('advertiser.listings.reviewsTitle')}
                </Title>
                <OwnerReviews businessId={listing.businessId} />
              </Stack>
            </Card>
          ))}
          <ClaimForm />
          <BusinessRequestForm />
          <Decisions
            title={t('advertiser.listings.claimsTitle')}
            testIdPrefix="claim"
            items={mine.data.claims.map((claim) => ({
              ...claim,
              name: claim.businessName ?? `#${claim.businessId}`,
            }))}
          />
          <Decisions
            title={t('advertiser.listings.requestsTitle')}
            testIdPrefix="business-request"
            items={mine.data.requests}
          />
        </Stack>
      )}
    </Container>
  );
}

function ClaimForm() {
  const t = useT();
  const directory = useQuery(directoryQueryOptions);
  const [businessId, setBusinessId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const claim = useClaimBusiness();
  return (
    <Card withBorder padding="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          claim.mutate(
            { businessId: Number(businessId), message },
            {
              onSuccess: () => {
                setBusinessId(null);
                setMessage('');
                setErrors({});
                notifications.show({
                  color: 'green',
                  title: t('advertiser.listings.claimSent'),
                  message: t('advertiser.listings.claimSentMessage'),
                });
              },
              onError: (error) =>
                setErrors({ businessId: serverMessageOf(error) ?? '', ...firstFieldErrors(error) }),
            },
          );
        }}
      >
        <Stack>
          <Title order={2} fz="h3">
            {t('advertiser.listings.claimTitle')}
          </Title>
          <Select
            label={t('advertiser.listings.business')}
            placeholder={t('advertiser.listings.businessPlaceholder')}
            searchable
            data={(directory.data ?? []).map((b) => ({
              value: String(b.id),
              label: `${b.name} (${b.location})`,
            }))}
            value={businessId}
            onChange={setBusinessId}
            error={errors.businessId}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('advertiser.listings.message')}
            value={message}
            error={errors.message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <Button type="submit" loading={claim.isPending} disabled={!businessId} w="fit-content">
            {t('advertiser.listings.claim')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

interface Decided {
  id: string;
  name: string;
  status: string;
  reason: string | null;
}

/** The advertiser's claims or requests, each with our team's decision and its reason. */
function Decisions({
  title,
  items,
  testIdPrefix,
}: {
  title: string;
  items: Decided[];
  testIdPrefix: string;
}) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="h3">
        {title}
      </Title>
      {items.map((item) => (
        <Card key={item.id} withBorder padding="sm" data-testid={`${testIdPrefix}-${item.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{item.name}</Text>
            <Badge color={STATUS_COLOR[item.status] ?? 'gray'} autoContrast>
              {t('advertiser.listings.claimStatus', { status: item.status })}
            </Badge>
          </Group>
          {item.reason && (
            <Text fz="sm" c="dimmed">
              {t('advertiser.listings.reason', { reason: item.reason })}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
