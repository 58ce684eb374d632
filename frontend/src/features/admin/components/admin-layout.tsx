import { Box, Burger, Container, Drawer, Group, Loader, NavLink, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from '@tanstack/react-router';
import { useT } from '../../../i18n/use-t.ts';
import { useRequireAccount } from '../../../lib/account.ts';

const NAV = [
  { to: '/admin', label: 'admin.nav.overview' },
  { to: '/admin/campaigns', label: 'admin.nav.campaigns' },
  { to: '/admin/ads', label: 'admin.nav.ads' },
  { to: '/admin/advertisers', label: 'admin.nav.advertisers' },
  { to: '/admin/analysts', label: 'admin.nav.analysts' },
  { to: '/admin/reviews', label: 'admin.nav.reviews' },
  { to: '/admin/business-claims', label: 'admin.nav.businessClaims' },
  { to: '/admin/events', label: 'admin.nav.events' },
  { to: '/admin/local-tips', label: 'admin.nav.localTips' },
  { to: '/admin/catalog/local-tips', label: 'admin.nav.catalogTips' },
  { to: '/admin/audit', label: 'admin.nav.audit' },
  { to: '/admin/mail', label: 'admin.nav.mail' },
  { to: '/admin/rates', label: 'admin.nav.rates' },
  { to: '/admin/eco', label: 'admin.nav.eco' },
  { to: '/admin/catalog/rewards', label: 'admin.nav.rewards' },
  { to: '/admin/catalog/eco-challenges', label: 'admin.nav.ecoChallenges' },
  { to: '/admin/catalog/eco-categories', label: 'admin.nav.ecoCategories' },
  { to: '/admin/catalog/header-images', label: 'admin.nav.headerImages' },
  { to: '/admin/traffic', label: 'admin.nav.traffic' },
  { to: '/admin/beach-hazards', label: 'admin.nav.beachHazards' },
  { to: '/admin/board-hub', label: 'admin.nav.boardHub' },
  { to: '/admin/catalog/businesses', label: 'admin.nav.businesses' },
  { to: '/admin/catalog/beaches', label: 'admin.nav.beaches' },
  { to: '/admin/catalog/products', label: 'admin.nav.products' },
  { to: '/admin/operations', label: 'admin.nav.operations' },
] as const;

/** Every /admin page: the server decides who is an admin (GET /api/me), and checks each call again. */
export function AdminLayout() {
  const t = useT();
  const me = useRequireAccount('admin');
  const [menuOpen, menu] = useDisclosure(false);
  if (!me) return <Loader m="xl" />;
  return (
    <Container size="xl" py="lg">
      {/* On a phone the menu waits behind a burger, leaving the page its whole width. */}
      <Group hiddenFrom="sm" mb="sm">
        <Burger opened={menuOpen} onClick={menu.toggle} aria-label={t('admin.nav.open')} size="sm" />
        <Title order={4}>{t('admin.title')}</Title>
      </Group>
      <Drawer opened={menuOpen} onClose={menu.close} title={t('admin.title')} size="xs" hiddenFrom="sm">
        <AdminNav onNavigate={menu.close} />
      </Drawer>
      <Group align="flex-start" wrap="nowrap">
        <Box visibleFrom="sm" w={180} style={{ flexShrink: 0 }}>
          <Title order={4} mb="xs">
            {t('admin.title')}
          </Title>
          <AdminNav />
        </Box>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </div>
      </Group>
    </Container>
  );
}

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <Stack gap={2} component="nav" aria-label={t('admin.nav.label')}>
      {NAV.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          // The overview is the menu's root: it is the page in view only at /admin itself.
          activeOptions={{ exact: item.to === '/admin' }}
          activeProps={{ 'data-active': true }}
          label={t(item.label)}
          onClick={onNavigate}
        />
      ))}
      <NavLink
        component={Link}
        to="/advertiser/dashboard"
        label={t('admin.nav.dashboard')}
        onClick={onNavigate}
      />
    </Stack>
  );
}
