import { Container, Group, Loader, NavLink, Stack, Title } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { useRequireAccount } from '../../advertiser/api/account.ts';
import { useLiveUpdates } from '../../live/use-live-updates.ts';

const NAV = [
  { to: '/admin/campaigns', label: 'Campaigns' },
  { to: '/admin/ads', label: 'Ads' },
  { to: '/admin/advertisers', label: 'Advertisers' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/audit', label: 'Audit' },
  { to: '/admin/mail', label: 'Mail' },
  { to: '/admin/rates', label: 'Rates' },
  { to: '/admin/eco', label: 'Eco' },
  { to: '/admin/traffic', label: 'Traffic' },
  { to: '/admin/beach-hazards', label: 'Beach hazards' },
  { to: '/admin/projections', label: 'Projections' },
] as const;

/** Every /admin page: the server decides who is an admin (GET /api/me), and checks each call again. */
export function AdminLayout() {
  const me = useRequireAccount('admin');
  useLiveUpdates({ enabled: Boolean(me) });
  if (!me) return <Loader m="xl" />;
  return (
    <Container size="xl" py="lg">
      <Group align="flex-start" wrap="nowrap">
        <Stack gap={2} w={180} component="nav" aria-label="Admin">
          <Title order={4} mb="xs">
            Admin
          </Title>
          {NAV.map((item) => (
            <NavLink key={item.to} component={Link} to={item.to} label={item.label} />
          ))}
          <NavLink component={Link} to="/advertiser/dashboard" label="Dashboard" />
        </Stack>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </div>
      </Group>
    </Container>
  );
}
