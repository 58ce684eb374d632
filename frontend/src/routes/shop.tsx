import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../features/shop/components/shop-page.tsx';

export const Route = createFileRoute('/shop')({
  head: () => ({ meta: [{ title: 'Shop | North Shore Guide' }] }),
  component: ShopPage,
});
