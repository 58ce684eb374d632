import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../features/shop/components/shop-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/shop')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('shop.title')) }] }),
  component: ShopPage,
});
