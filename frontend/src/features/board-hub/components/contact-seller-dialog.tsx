import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useContactSeller, type Listing } from '../api/listings.ts';
import { boardHubToasts } from '../board-hub-toasts.ts';

/** Sends a message to the seller (and the site admin) without showing the seller's address. */
export function ContactSellerDialog({ listing, onClose }: { listing: Listing | null; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [replyEmail, setReplyEmail] = useState('');
  const contact = useContactSeller();
  useEffect(() => {
    setMessage('');
    setReplyEmail('');
  }, [listing?.id]);

  const send = () => {
    if (!listing || !message.trim()) return;
    contact.mutate(
      { id: listing.id, message: message.trim(), replyEmail },
      {
        onSuccess: () => {
          boardHubToasts.contactSent();
          onClose();
        },
        onError: boardHubToasts.contactFailed,
      },
    );
  };

  return (
    <Modal opened={listing !== null} onClose={onClose} title="Contact Seller" centered>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          Your message about “{listing?.title}” goes to {listing?.sellerName} and the site admin by email.
        </Text>
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label="Your email"
          type="email"
          description="Optional, so the seller can reply to you"
          value={replyEmail}
          onChange={(e) => setReplyEmail(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={send} disabled={!message.trim()} loading={contact.isPending}>
            Send Message
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
