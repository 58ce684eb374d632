import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useContactSeller, type Listing } from '../api/listings.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useBoardHubToasts } from '../board-hub-toasts.ts';

/** Sends a message to the seller (and the site admin) without showing the seller's address. */
export function ContactSellerDialog({ listing, onClose }: { listing: Listing | null; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [replyEmail, setReplyEmail] = useState('');
  const contact = useContactSeller();
  const t = useT();
  const boardHubToasts = useBoardHubToasts();
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
    <Modal opened={listing !== null} onClose={onClose} title={t('boardHub.contact.title')} centered>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('boardHub.contact.intro', { title: listing?.title ?? '', seller: listing?.sellerName ?? '' })}
        </Text>
        <Textarea
          label={t('boardHub.contact.message')}
          required
          autosize
          minRows={4}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label={t('boardHub.contact.replyEmail')}
          type="email"
          description={t('boardHub.contact.replyEmailHint')}
          value={replyEmail}
          onChange={(e) => setReplyEmail(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('boardHub.form.cancel')}
          </Button>
          <Button onClick={send} disabled={!message.trim()} loading={contact.isPending}>
            {t('boardHub.contact.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
