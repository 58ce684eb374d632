import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useMarkSold, useRenewListing, type Listing } from '../api/listings.ts';
import { boardHubToasts } from '../board-hub-toasts.ts';

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
  const [email, setEmail] = useState('');
  useEffect(() => setEmail(''), [listing?.id]);

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
          Enter the email you listed {listing?.title ? `“${listing.title}”` : 'your board'} with.
        </Text>
        <TextInput
          label="Seller email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
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
  return (
    <SellerEmailDialog
      {...props}
      title="Mark as Sold"
      confirmLabel="Confirm Sold"
      mutation={useMarkSold()}
      onDone={boardHubToasts.markedSold}
      onFailed={boardHubToasts.markSoldFailed}
    />
  );
}

/** Another 60 days from today, for a listing still up or ended less than 14 days ago. */
export function RenewListingDialog(props: ListingDialogProps) {
  return (
    <SellerEmailDialog
      {...props}
      title="Renew Listing"
      confirmLabel="Confirm Renewal"
      mutation={useRenewListing()}
      onDone={({ expiresAt }) => boardHubToasts.renewed(expiresAt)}
      onFailed={boardHubToasts.renewFailed}
    />
  );
}
