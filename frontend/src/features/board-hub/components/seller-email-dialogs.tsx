import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useMarkSold, useRenewListing, type Listing } from '../api/listings.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useBoardHubToasts } from '../board-hub-toasts.ts';

type SellerEmailMutation<T> = UseMutationResult<T, Error, { id: string; sellerEmail: string }>;

/** The listing the seller acts on; from a reminder's link only its id is known. */
type ListingRef = Pick<Listing, 'id'> & { title?: string };

interface SellerEmailDialogProps<T> {
  listing: ListingRef | null;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  mutation: SellerEmailMutation<T>;
  onDone: (result: T) => void;
  onFailed: (error: unknown) => void;
}

/** The seller confirms with the listing's email; the server checks it (case-insensitive). */
function SellerEmailDialog<T>({
  listing,
  onClose,
  title,
  confirmLabel,
  mutation,
  onDone,
  onFailed,
}: SellerEmailDialogProps<T>) {
  const t = useT();
  const [email, setEmail] = useState('');
  useEffect(() => {
    setEmail('');
  }, [listing?.id]);

  const confirm = () => {
    if (!listing || !email.trim()) return;
    mutation.mutate(
      { id: listing.id, sellerEmail: email.trim() },
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
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {listing?.title
            ? t('boardHub.seller.introListing', { title: listing.title })
            : t('boardHub.seller.introBoard')}
        </Text>
        <TextInput
          label={t('boardHub.seller.email')}
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('boardHub.form.cancel')}
          </Button>
          <Button onClick={confirm} disabled={!email.trim()} loading={mutation.isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface ListingDialogProps {
  listing: ListingRef | null;
  onClose: () => void;
}

export function MarkSoldDialog(props: ListingDialogProps) {
  const t = useT();
  const boardHubToasts = useBoardHubToasts();
  return (
    <SellerEmailDialog
      {...props}
      title={t('boardHub.seller.markSoldTitle')}
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
  return (
    <SellerEmailDialog
      {...props}
      title={t('boardHub.seller.renewTitle')}
      confirmLabel={t('boardHub.seller.confirmRenewal')}
      mutation={useRenewListing()}
      onDone={({ expiresAt }) => boardHubToasts.renewed(expiresAt)}
      onFailed={boardHubToasts.renewFailed}
    />
  );
}
