import { notifications } from '@mantine/notifications';
import { serverMessageOf as serverMessage } from '../../lib/api-fetch.ts';
import { formatListingDate } from './api/listings.ts';

/** Section 8 of spec 001: Board Hub toasts. */
export const boardHubToasts = {
  listingCreated: () =>
    notifications.show({
      title: 'Success!',
      message: 'Your surfboard listing has been created successfully.',
      color: 'teal',
    }),
  listingFailed: (error: unknown) =>
    notifications.show({
      title: 'Error',
      message: serverMessage(error) ?? 'Failed to create listing',
      color: 'red',
    }),
  markedSold: () =>
    notifications.show({ title: 'Listing marked as sold successfully!', message: '', color: 'teal' }),
  markSoldFailed: (error: unknown) =>
    notifications.show({
      title: 'Failed to mark as sold',
      message: serverMessage(error) ?? 'Please verify your email address',
      color: 'red',
    }),
  renewed: (expiresAt: string) =>
    notifications.show({
      title: 'Listing renewed!',
      message: `Your listing now runs until ${formatListingDate(expiresAt)}.`,
      color: 'teal',
    }),
  renewFailed: (error: unknown) =>
    notifications.show({
      title: 'Failed to renew listing',
      message: serverMessage(error) ?? 'Please verify your email address',
      color: 'red',
    }),
  contactSent: () =>
    notifications.show({ title: 'Message sent to seller and admin!', message: '', color: 'teal' }),
  contactFailed: (error: unknown) =>
    notifications.show({
      title: 'Failed to send message',
      message: serverMessage(error) ?? '',
      color: 'red',
    }),
};
