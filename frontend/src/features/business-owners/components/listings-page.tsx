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
import {
  directoryQueryOptions,
  ownerListingsQueryOptions,
  useClaimBusiness,
  type OwnerClaim,
} from '../api/listings.ts';
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
          {mine.data.claims.length > 0 && <Claims claims={mine.data.claims} />}
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
          <Group justify="space-between">
            <Button type="submit" loading={claim.isPending} disabled={!businessId}>
              {t('advertiser.listings.claim')}
            </Button>
            <AnchorLink to="/contact" fz="sm">
              {t('advertiser.listings.missingBusiness')}
            </AnchorLink>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function Claims({ claims }: { claims: OwnerClaim[] }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Title order={2} fz="h3">
        {t('advertiser.listings.claimsTitle')}
      </Title>
      {claims.map((claim) => (
        <Card key={claim.id} withBorder padding="sm" data-testid={`claim-${claim.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{claim.businessName ?? `#${claim.businessId}`}</Text>
            <Badge color={STATUS_COLOR[claim.status] ?? 'gray'} autoContrast>
              {t('advertiser.listings.claimStatus', { status: claim.status })}
            </Badge>
          </Group>
          {claim.reason && (
            <Text fz="sm" c="dimmed">
              {t('advertiser.listings.reason', { reason: claim.reason })}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
