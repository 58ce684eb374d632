import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useMarkSold, type Listing } from '../api/listings.ts';
import { boardHubToasts } from '../board-hub-toasts.ts';

/** The seller confirms with the listing's email; the server checks it. */
export function MarkSoldDialog({ listing, onClose }: { listing: Listing | null; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const markSold = useMarkSold();
  useEffect(() => setEmail(''), [listing?.id]);

  const confirm = () => {
    if (!listing || !email.trim()) return;
    markSold.mutate(
      { id: listing.id, sellerEmail: email.trim() },
      {
        onSuccess: () => {
          boardHubToasts.markedSold();
          onClose();
        },
        onError: boardHubToasts.markSoldFailed,
      },
    );
  };

  return (
    <Modal opened={listing !== null} onClose={onClose} title="Mark as Sold" centered>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          Enter the email you listed “{listing?.title}” with.
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
          <Button onClick={confirm} disabled={!email.trim()} loading={markSold.isPending}>
            Confirm Sold
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
