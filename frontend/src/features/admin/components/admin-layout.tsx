import { Container, Group, Loader, NavLink, Stack, Title } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { useT } from '../../../i18n/use-t.ts';
import { useRequireAccount } from '../../../lib/account.ts';

const NAV = [
  { to: '/admin/campaigns', label: 'admin.nav.campaigns' },
  { to: '/admin/ads', label: 'admin.nav.ads' },
  { to: '/admin/advertisers', label: 'admin.nav.advertisers' },
  { to: '/admin/reviews', label: 'admin.nav.reviews' },
  { to: '/admin/audit', label: 'admin.nav.audit' },
  { to: '/admin/mail', label: 'admin.nav.mail' },
  { to: '/admin/rates', label: 'admin.nav.rates' },
  { to: '/admin/eco', label: 'admin.nav.eco' },
  { to: '/admin/traffic', label: 'admin.nav.traffic' },
  { to: '/admin/beach-hazards', label: 'admin.nav.beachHazards' },
  { to: '/admin/projections', label: 'admin.nav.projections' },
] as const;

/** Every /admin page: the server decides who is an admin (GET /api/me), and checks each call again. */
export function AdminLayout() {
  const t = useT();
  const me = useRequireAccount('admin');
  if (!me) return <Loader m="xl" />;
  return (
    <Container size="xl" py="lg">
      <Group align="flex-start" wrap="nowrap">
        <Stack gap={2} w={180} component="nav" aria-label={t('admin.nav.label')}>
          <Title order={4} mb="xs">
            {t('admin.title')}
          </Title>
          {NAV.map((item) => (
            <NavLink key={item.to} component={Link} to={item.to} label={t(item.label)} />
          ))}
          <NavLink component={Link} to="/advertiser/dashboard" label={t('admin.nav.dashboard')} />
        </Stack>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </div>
      </Group>
    </Container>
  );
}
