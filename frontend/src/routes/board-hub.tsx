import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { RouteError } from '../components/route-error.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';
import { useT } from '../i18n/use-t.ts';
import { BoardHubPage } from '../features/board-hub/components/board-hub-page.tsx';
import { sellerTokens } from '../features/board-hub/seller-tokens.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BoardHubSearch {
  renew?: string;
  seller?: string;
  listing?: string;
  token?: string;
}

const uuidOf = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : undefined);
const tokenOf = (value: unknown) =>
  typeof value === 'string' && /^[\w-]{16,200}$/.test(value) ? value : undefined;

export const Route = createFileRoute('/board-hub')({
  // `?renew=<listing id>`: the link in a seller's reminder opens the renewal for that listing.
  // `?listing=<id>&token=<seller token>`: the seller link; the token is kept and leaves the address bar.
  validateSearch: (search: Record<string, unknown>): BoardHubSearch => {
    const found = {
      renew: uuidOf(search.renew),
      seller: uuidOf(search.seller),
      listing: uuidOf(search.listing),
      token: tokenOf(search.token),
    };
    return Object.fromEntries(Object.entries(found).filter(([, value]) => value)) as BoardHubSearch;
  },
  head: () => ({ meta: [{ title: pageTitle(translateNow('boardHub.title')) }] }),
  component: function BoardHubRoute() {
    const { renew, seller, listing, token } = Route.useSearch();
    const navigate = useNavigate();
    useEffect(() => {
      if (!listing || !token) return;
      sellerTokens.set(listing, token);
      void navigate({ to: '/board-hub', search: { seller: listing }, replace: true });
    }, [listing, token, navigate]);
    const clear = () => void navigate({ to: '/board-hub', search: {} });
    return (
      <BoardHubPage
        renewId={renew}
        onRenewClosed={clear}
        sellerListingId={token ? undefined : seller}
        onSellerClosed={clear}
      />
    );
  },
  errorComponent: function BoardHubError(props) {
    const t = useT();
    return <RouteError {...props} title={t('boardHub.loadFailed')} />;
  },
});
