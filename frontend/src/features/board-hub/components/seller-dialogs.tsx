import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { LISTING_LIFETIME_DAYS } from '@nsg/domain/marketplace/listing.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useMarkSold, useRenewListing, useRequestSellerLink, type Listing } from '../api/listings.ts';
import { useBoardHubToasts } from '../board-hub-toasts.ts';
import { sellerTokens } from '../seller-tokens.ts';

type SellerMutation<T> = UseMutationResult<T, Error, { id: string }>;

/** The listing the seller acts on; from a mailed link only its id may be known. */
export type ListingRef = Pick<Listing, 'id'> & { title?: string };

interface SellerActionDialogProps<T> {
  listing: ListingRef | null;
  onClose: () => void;
  title: string;
  question: string;
  confirmLabel: string;
  mutation: SellerMutation<T>;
  onDone: (result: T) => void;
  onFailed: (error: unknown) => void;
}

/** Only the browser holding the listing's seller token may act; anyone else is told how the seller can. */
function SellerActionDialog<T>(props: SellerActionDialogProps<T>) {
  const { listing, onClose, title, question, confirmLabel, mutation, onDone, onFailed } = props;
  const t = useT();
  const isSeller = listing !== null && sellerTokens.get(listing.id) !== undefined;
  const confirm = () => {
    if (!listing) return;
    mutation.mutate(
      { id: listing.id },
      {
        onSuccess: (result) => {
          onDone(result);
          onClose();
        },
        onError: onFailed,
      },
    );
  };
  return (
    <Modal opened={listing !== null} onClose={onClose} title={title} centered>
      {listing && !isSeller ? (
        <NotTheSeller listing={listing} onClose={onClose} />
      ) : (
        <Stack gap="sm">
          <Text fz="sm">{question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('boardHub.form.cancel')}
            </Button>
            <Button onClick={confirm} loading={mutation.isPending} data-autofocus>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Says who may act, and mails the seller a link on request (to the listing's own address only). */
function NotTheSeller({ listing, onClose }: { listing: ListingRef; onClose: () => void }) {
  const t = useT();
  const requestLink = useRequestSellerLink();
  const boardHubToasts = useBoardHubToasts();
  return (
    <Stack gap="sm">
      <Text fz="sm">{t('boardHub.seller.onlySeller')}</Text>
      {requestLink.isSuccess && (
        <Alert color="teal" role="status">
          {t('boardHub.seller.linkSent')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('boardHub.form.cancel')}
        </Button>
        <Button
          onClick={() => requestLink.mutate({ id: listing.id }, { onError: boardHubToasts.sellerLinkFailed })}
          loading={requestLink.isPending}
          disabled={requestLink.isSuccess}
        >
          {t('boardHub.seller.emailMeTheLink')}
        </Button>
      </Group>
    </Stack>
  );
}

interface ListingDialogProps {
  listing: ListingRef | null;
  onClose: () => void;
}

export function MarkSoldDialog(props: ListingDialogProps) {
  const t = useT();
  const boardHubToasts = useBoardHubToasts();
  const title = props.listing?.title;
  return (
    <SellerActionDialog
      {...props}
      title={t('boardHub.seller.markSoldTitle')}
      question={
        title ? t('boardHub.seller.markSoldQuestion', { title }) : t('boardHub.seller.markSoldQuestionBoard')
      }
      confirmLabel={t('boardHub.seller.confirmSold')}
      mutation={useMarkSold()}
      onDone={boardHubToasts.markedSold}
      onFailed={boardHubToasts.markSoldFailed}
    />
  );
}

/** Another 60 days from today, for a listing still up or ended less than 14 days ago. */
export function RenewListingDialog(props: ListingDialogProps) {
  const t = useT();
  const boardHubToasts = useBoardHubToasts();
  const title = props.listing?.title;
  return (
    <SellerActionDialog
      {...props}
      title={t('boardHub.seller.renewTitle')}
      question={
        title
          ? t('boardHub.seller.renewQuestion', { title, days: LISTING_LIFETIME_DAYS })
          : t('boardHub.seller.renewQuestionBoard', { days: LISTING_LIFETIME_DAYS })
      }
      confirmLabel={t('boardHub.seller.confirmRenewal')}
      mutation={useRenewListing()}
      onDone={({ expiresAt }) => boardHubToasts.renewed(expiresAt)}
      onFailed={boardHubToasts.renewFailed}
    />
  );
}

/** Opened by the seller link: what the seller can do with this listing, from any browser. */
export function YourListingDialog({
  listing,
  onClose,
  onMarkSold,
  onRenew,
}: ListingDialogProps & { onMarkSold: () => void; onRenew: () => void }) {
  const t = useT();
  return (
    <Modal opened={listing !== null} onClose={onClose} title={t('boardHub.seller.yourListing')} centered>
      <Stack gap="sm">
        <Text fz="sm">
          {listing?.title
            ? t('boardHub.seller.linkSaved', { title: listing.title })
            : t('boardHub.seller.linkSavedBoard')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onRenew}>
            {t('boardHub.card.renew')}
          </Button>
          <Button onClick={onMarkSold}>{t('boardHub.card.markSold')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
