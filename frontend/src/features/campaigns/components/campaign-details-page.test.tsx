import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMonths, hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';

const me = {
  id: 'adv-1',
  name: 'Leilani',
  email: 'l@leis.test',
  companyName: 'Leis',
  status: 'active',
  role: 'advertiser',
};
const yesterday = hawaiiDay(new Date(Date.now() - 86_400_000));
const today = hawaiiDay(new Date());
const campaign = {
  id: 'c1',
  advertiserId: me.id,
  name: 'Lei day',
  description: 'Fresh lei at the harbor.',
  budget: '30.00',
  durationMonths: 1,
  startDate: yesterday,
  endDate: addMonths(yesterday, 1),
  expiresAt: new Date().toISOString(),
  targetAudience: { ages: [18, 65], interests: ['Shopping'] },
  status: 'pending',
  paid: false,
  createdAt: new Date().toISOString(),
};

describe('a pending campaign whose start has passed', () => {
  it('says so and moves to a new start date, today by default', async () => {
    const requests = stubApi({
      'GET /api/me': () => json(me),
      'GET /api/campaigns/c1': () => json(campaign),
      'GET /api/campaigns/c1/history': () => json([]),
      'PUT /api/campaigns/c1/schedule': () => json({ id: 'c1', status: 'pending', position: '42' }),
    });
    renderApp('/advertiser/campaign/c1');

    const card = await screen.findByTestId('change-dates');
    expect(
      within(card).getByText('Its start date has passed: choose a new one to pay for it.'),
    ).toBeInTheDocument();
    expect(within(card).getByLabelText('Start date (Hawaii time)')).toHaveValue(today);
    fireEvent.click(within(card).getByRole('button', { name: 'Change Dates' }));

    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
        url: '/api/campaigns/c1/schedule',
        body: { startDate: today },
      }),
    );
    expect(await screen.findByText(`Starts ${today}.`)).toBeInTheDocument();
  });
});
