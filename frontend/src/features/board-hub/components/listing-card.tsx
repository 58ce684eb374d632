import { Badge, Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatListingDate, type Listing } from '../api/listings.ts';

interface ListingCardProps {
  listing: Listing;
  onContact: () => void;
  onMarkSold: () => void;
  onRenew: () => void;
}

export function ListingCard({ listing, onContact, onMarkSold, onRenew }: ListingCardProps) {
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
          <Image src={listing.photoUrl} alt={`Photo of ${listing.title}`} h={200} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={listing.photoUrl ? 'md' : 0}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg">
            {listing.title}
          </Title>
          <Text fw={700} fz="lg" c="teal">
            {listing.price}
          </Text>
        </Group>
        <Group gap="xs">
          <Badge variant="light">{listing.length}</Badge>
          <Badge variant="outline">{listing.condition}</Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {listing.location} · Sold by {listing.sellerName}
        </Text>
        {listing.description && (
          <Text fz="sm" lineClamp={3}>
            {listing.description}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          Listed {formatListingDate(listing.createdAt)} · Expires {formatListingDate(listing.expiresAt)}
        </Text>
        <Group gap="sm" mt="xs">
          <Button size="sm" onClick={onContact}>
            Contact
          </Button>
          <Button size="sm" variant="default" onClick={onMarkSold}>
            Mark as Sold
          </Button>
          <Button size="sm" variant="subtle" onClick={onRenew}>
            Renew
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
