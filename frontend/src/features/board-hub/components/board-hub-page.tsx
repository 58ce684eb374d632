import {
  Button,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lengthBuckets } from '@nsg/domain/marketplace/listing.ts';
import { useT } from '../../../i18n/use-t.ts';
import { listingsQueryOptions, type Listing } from '../api/listings.ts';
import { ContactSellerDialog } from './contact-seller-dialog.tsx';
import { useConditionOptions } from '../condition-labels.ts';
import { useLengthBucketLabel } from '../length-text.ts';
import { ListBoardDialog } from './list-board-dialog.tsx';
import { ListingCard, ListingCardSkeleton } from './listing-card.tsx';
import { MarkSoldDialog, RenewListingDialog, YourListingDialog, type ListingRef } from './seller-dialogs.tsx';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';
import { refiningProps } from '../../../lib/refining-props.ts';

interface BoardHubPageProps {
  /** From a reminder's link: opens the renewal of that listing, which may have ended already. */
  renewId?: string;
  onRenewClosed?: () => void;
  /** From the seller link: the listing whose seller token this browser has just been given. */
  sellerListingId?: string;
  onSellerClosed?: () => void;
}

/** Board Hub: search, filters, the listing grid, and the list / contact / mark-sold / renew dialogs. */
export function BoardHubPage({
  renewId,
  onRenewClosed,
  sellerListingId,
  onSellerClosed,
}: BoardHubPageProps = {}) {
  const [search, setSearch] = useState('');
  const [condition, setCondition] = useState('');
  const [length, setLength] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const filters = { search: debouncedSearch, condition, length };
  // A new search or filter keeps the boards shown, marked busy, until its own answer comes.
  const listings = useQuery({ ...listingsQueryOptions(filters), placeholderData: keepPreviousData });
  const [listOpened, listDialog] = useDisclosure(false);
  const [contacting, setContacting] = useState<Listing | null>(null);
  const [selling, setSelling] = useState<ListingRef | null>(null);
  const [renewing, setRenewing] = useState<ListingRef | null>(null);
  const [sellerLinkClosed, setSellerLinkClosed] = useState(false);
  // Once the list has loaded, so the dialog can name the board when it is on it.
  const sellerListing =
    sellerListingId && !sellerLinkClosed && !listings.isPending
      ? findListing(listings.data, sellerListingId)
      : null;
  const leaveSellerLink = (next: (listing: ListingRef) => void) => {
    if (sellerListing) next(sellerListing);
    setSellerLinkClosed(true);
    onSellerClosed?.();
  };
  const filtered = Boolean(filters.search.trim() || condition || length);
  const t = useT();
  const conditionOptions = [{ value: '', label: t('boardHub.allConditions') }, ...useConditionOptions()];
  const lengthBucketLabel = useLengthBucketLabel();
  const lengthOptions = [
    { value: '', label: t('boardHub.allLengths') },
    ...lengthBuckets.map((feet) => ({ value: String(feet), label: lengthBucketLabel(feet) })),
  ];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>
              <PhraseBreaks>{t('boardHub.title')}</PhraseBreaks>
            </Title>
            <Text c="dimmed">{t('boardHub.tagline')}</Text>
          </div>
          <Button onClick={listDialog.open}>{t('boardHub.listYourBoard')}</Button>
        </Group>
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t('boardHub.search')}
            placeholder={t('boardHub.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <NativeSelect
            label={t('boardHub.condition')}
            data={conditionOptions}
            value={condition}
            onChange={(event) => setCondition(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('boardHub.length')}
            data={lengthOptions}
            value={length}
            onChange={(event) => setLength(event.currentTarget.value)}
          />
        </Group>
        {listings.isPending ? (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            aria-busy="true"
            aria-label={t('boardHub.loading')}
          >
            {Array.from({ length: 6 }, (_, index) => (
              <ListingCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : listings.isError ? (
          <Text c="red">{t('boardHub.listingsFailed', { reason: listings.error.message })}</Text>
        ) : listings.data.length === 0 ? (
          <Stack align="center" gap="xs" py="xl">
            <Title order={2} fz="h3">
              {t('boardHub.noBoards')}
            </Title>
            <Text c="dimmed">{filtered ? t('boardHub.tryOtherFilters') : t('boardHub.beFirst')}</Text>
          </Stack>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            data-testid="listings"
            {...refiningProps(listings.isPlaceholderData)}
          >
            {listings.data.map((listing) => (
              <ListingCard
                key={listing.id}
                listing={listing}
                onContact={() => setContacting(listing)}
                onMarkSold={() => setSelling(listing)}
                onRenew={() => setRenewing(listing)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <ListBoardDialog opened={listOpened} onClose={listDialog.close} />
      <ContactSellerDialog listing={contacting} onClose={() => setContacting(null)} />
      <YourListingDialog
        listing={sellerListing}
        onClose={() => leaveSellerLink(() => {})}
        onMarkSold={() => leaveSellerLink(setSelling)}
        onRenew={() => leaveSellerLink(setRenewing)}
      />
      <MarkSoldDialog listing={selling} onClose={() => setSelling(null)} />
      <RenewListingDialog
        listing={renewing ?? (renewId ? { id: renewId } : null)}
        onClose={() => {
          setRenewing(null);
          if (renewId) onRenewClosed?.();
        }}
      />
    </Container>
  );
}

/** The listing as the list shows it, or only its id when it is not on the board (ended, or filtered out). */
function findListing(listings: Listing[] | undefined, id: string): ListingRef {
  return listings?.find((listing) => listing.id === id) ?? { id };
}
