import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createElement, useMemo } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { serverMessageOf as serverMessage } from '../../lib/api-fetch.ts';
import { useListingFormat } from './api/listings.ts';

/** Section 8 of spec 001: Board Hub toasts, in the visitor's language. */
export function useBoardHubToasts() {
  const t = useT();
  const { date } = useListingFormat();
  return useMemo(() => {
    return {
      listingCreated: () =>
        notifications.show({
          title: t('boardHub.toast.created'),
          message: createElement(
            Stack,
            { gap: 4 },
            createElement('div', null, t('boardHub.toast.createdText')),
            createElement('div', null, t('boardHub.toast.createdSellerLink')),
          ),
          color: 'teal',
        }),
      listingFailed: (error: unknown) =>
        notifications.show({
          title: t('boardHub.toast.error'),
          message: serverMessage(error) ?? t('boardHub.toast.createFailed'),
          color: 'red',
        }),
      markedSold: () =>
        notifications.show({ title: t('boardHub.toast.markedSold'), message: '', color: 'teal' }),
      markSoldFailed: (error: unknown) =>
        notifications.show({
          title: t('boardHub.toast.markSoldFailed'),
          message: serverMessage(error) ?? t('boardHub.seller.actionFailed'),
          color: 'red',
        }),
      renewed: (expiresAt: string) =>
        notifications.show({
          title: t('boardHub.toast.renewed'),
          message: t('boardHub.toast.renewedText', { date: date(expiresAt) }),
          color: 'teal',
        }),
      renewFailed: (error: unknown) =>
        notifications.show({
          title: t('boardHub.toast.renewFailed'),
          message: serverMessage(error) ?? t('boardHub.seller.actionFailed'),
          color: 'red',
        }),
      sellerLinkFailed: (error: unknown) =>
        notifications.show({
          title: t('boardHub.toast.sellerLinkFailed'),
          message: serverMessage(error) ?? t('boardHub.seller.actionFailed'),
          color: 'red',
        }),
      contactSent: () =>
        notifications.show({ title: t('boardHub.toast.contactSent'), message: '', color: 'teal' }),
      contactFailed: (error: unknown) =>
        notifications.show({
          title: t('boardHub.toast.contactFailed'),
          message: serverMessage(error) ?? '',
          color: 'red',
        }),
    };
  }, [t, date]);
}
