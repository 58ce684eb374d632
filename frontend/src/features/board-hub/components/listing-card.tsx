import { Badge, Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { useListingFormat, type Listing } from '../api/listings.ts';
import { useConditionLabel } from '../condition-labels.ts';
import { useLengthText } from '../length-text.ts';

interface ListingCardProps {
  listing: Listing;
  onContact: () => void;
  onMarkSold: () => void;
  onRenew: () => void;
}

export function ListingCard({ listing, onContact, onMarkSold, onRenew }: ListingCardProps) {
  const t = useT();
  const format = useListingFormat();
  const conditionLabel = useConditionLabel();
  const lengthText = useLengthText();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={listing.title}
      data-testid="listing-card"
    >
      {listing.photoUrl && (
        <Card.Section>
          <Image
            src={listing.photoUrl}
            alt={t('boardHub.card.photo', { title: listing.title })}
            h={200}
            fit="cover"
          />
        </Card.Section>
      )}
      <Stack gap="xs" mt={listing.photoUrl ? 'md' : 0}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg">
            {listing.title}
          </Title>
          <Text fw={700} fz="lg" c="teal.9">
            {format.price(listing.price)}
          </Text>
        </Group>
        <Group gap="xs">
          <Badge variant="light">{lengthText(listing.length)}</Badge>
          <Badge variant="outline">{conditionLabel(listing.condition)}</Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('boardHub.card.soldBy', { location: listing.location, seller: listing.sellerName })}
        </Text>
        {listing.description && (
          <Text fz="sm" lineClamp={3}>
            {listing.description}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          {t('boardHub.card.dates', {
            listed: format.date(listing.createdAt),
            expires: format.date(listing.expiresAt),
          })}
        </Text>
        <Group gap="sm" mt="xs">
          <Button size="sm" onClick={onContact}>
            {t('boardHub.card.contact')}
          </Button>
          <Button size="sm" variant="default" onClick={onMarkSold}>
            {t('boardHub.card.markSold')}
          </Button>
          <Button size="sm" variant="subtle" onClick={onRenew}>
            {t('boardHub.card.renew')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function ListingCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" data-testid="listing-skeleton">
      <Card.Section>
        <Skeleton h={200} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Skeleton h={20} w="70%" />
        <Skeleton h={14} w="40%" />
        <Skeleton h={14} />
        <Skeleton h={14} w="90%" />
      </Stack>
    </Card>
  );
}
