import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../features/shop/components/shop-page.tsx';
import { productsQueryOptions } from '../features/shop/api/get-products.ts';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/shop')({
  // The products are asked for while the page's code loads, not once it has rendered.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(productsQueryOptions());
  },
  head: () => ({ meta: [{ title: pageTitle(translateNow('shop.title')) }] }),
  component: ShopPage,
});
