import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';

const me = {
  id: 'adv-1',
  name: 'Leilani',
  email: 'l@leis.test',
  companyName: 'Leis',
  status: 'approved',
  role: 'advertiser',
};
const inDays = (days: number) => hawaiiDay(new Date(Date.now() + days * 86_400_000));
const campaign = (id: string, startDate: string) => ({
  id,
  advertiserId: me.id,
  name: `Campaign ${id}`,
  description: 'Lei making at the harbor.',
  budget: '30.00',
  durationMonths: 1,
  startDate,
  endDate: inDays(40),
  expiresAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
  targetAudience: { ages: [18, 65], interests: ['Shopping'] },
  status: 'active',
  paid: true,
  createdAt: new Date().toISOString(),
});
const ad = (id: string, campaignId: string) => ({
  id,
  campaignId,
  title: `Ad ${id}`,
  description: 'Fresh lei daily.',
  imageUrl: null,
  images: [],
  linkUrl: null,
  businessType: 'shop',
  imageRotationEnabled: false,
  imageRotationInterval: 5000,
  status: 'approved',
  size: 'medium',
  position: 'content',
  createdAt: new Date().toISOString(),
});
const noStats = {
  from: inDays(-30),
  to: inDays(0),
  totals: { impressions: 0, clicks: 0 },
  byDay: [],
  byAd: [],
  byImage: [],
  byCampaign: [],
};

describe('the advertiser dashboard', () => {
  it('calls a paid campaign that starts later "Scheduled", its approved ad too, and counts neither as active', async () => {
    const later = inDays(5);
    stubApi({
      'GET /api/me': () => json(me),
      'GET /api/advertisers/adv-1/campaigns': () =>
        json([campaign('running', inDays(-1)), campaign('later', later)]),
      'GET /api/advertisers/adv-1/ads': () => json([ad('a1', 'running'), ad('a2', 'later')]),
      'GET /api/advertisers/adv-1/stats': () => json(noStats),
    });
    renderApp('/advertiser/dashboard');

    const starts = `Scheduled — starts ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${later}T00:00:00Z`))}`;
    const laterCard = await screen.findByTestId('campaign-later');
    expect(within(laterCard).getByTestId('campaign-status')).toHaveTextContent(starts);
    expect(within(screen.getByTestId('campaign-running')).getByTestId('campaign-status')).toHaveTextContent(
      'active',
    );
    expect(within(await screen.findByTestId('ad-a2')).getByTestId('ad-status')).toHaveTextContent(starts);
    expect(within(screen.getByTestId('ad-a1')).getByTestId('ad-status')).toHaveTextContent('approved');
    const activeAds = screen.getByText('Active Ads').parentElement!;
    expect(activeAds).toHaveTextContent('1');
  });

  it('logs out to the login page with "Logged out", and no "Authentication required"', async () => {
    let signedIn = true;
    stubApi({
      'GET /api/me': () =>
        signedIn ? json(me) : json({ message: 'Authentication required. Please log in.' }, 401),
      'POST /api/advertisers/logout': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
      'GET /api/advertisers/adv-1/campaigns': () => json([]),
      'GET /api/advertisers/adv-1/ads': () => json([]),
      'GET /api/advertisers/adv-1/stats': () => json(noStats),
    });
    const { router } = renderApp('/advertiser/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/advertiser/login'));
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(screen.queryByText('Authentication required')).toBeNull();
  });

  it('reports the chosen range beside the period before it, with spend, CPM and CPC', async () => {
    const report = (from: string, to: string, impressions: number) => ({
      ...noStats,
      from,
      to,
      totals: { impressions, clicks: 10, ctr: 1, spend: 12.5, cpm: 12.5, cpc: 1.25 },
    });
    const requests = stubApi({
      'GET /api/me': () => json(me),
      'GET /api/advertisers/adv-1/campaigns': () => json([]),
      'GET /api/advertisers/adv-1/ads': () => json([]),
      'GET /api/advertisers/adv-1/stats': ({ url }) => {
        const query = new URLSearchParams(url.split('?')[1]);
        const from = query.get('from') ?? '2026-10-27';
        const to = query.get('to') ?? '2026-11-25';
        return json(report(from, to, from === '2026-11-01' ? 1000 : 800));
      },
    });
    renderApp('/advertiser/dashboard');
    const range = await screen.findByTestId('stats-range');
    fireEvent.change(within(range).getByLabelText('From (HST)'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(range).getByLabelText('To (HST)'), { target: { value: '2026-11-10' } });

    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        '/api/advertisers/adv-1/stats?from=2026-11-01&to=2026-11-10',
      ),
    );
    // The ten days before: 22 to 31 October.
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        '/api/advertisers/adv-1/stats?from=2026-10-22&to=2026-10-31',
      ),
    );
    expect(await screen.findByTestId('change-Total Impressions')).toHaveTextContent(
      '+25% vs previous period',
    );
    expect(screen.getByTestId('stat-Spend')).toHaveTextContent('$12.50');
    expect(screen.getByTestId('stat-CPM')).toHaveTextContent('$12.50');
    expect(screen.getByTestId('stat-CPC')).toHaveTextContent('$1.25');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/advertisers/adv-1/stats?from=2026-11-01&to=2026-11-10&format=csv',
    );
  });
});
