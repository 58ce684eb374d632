import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';

const description = `${'Shave ice with local fruit syrups, '.repeat(4)}and a line around the block every afternoon.`;
const business = {
  id: 7,
  name: "Aoki's Shave Ice",
  category: 'Food & Drink',
  location: 'Haleiwa',
  description,
  image: '/images/businesses/food.jpg',
  rating: 4.5,
  reviewCount: 12,
  latitude: '21.5928',
  longitude: '-158.1034',
};

describe('business cards', () => {
  it('stay on screen while a narrower search is answered, marked busy, then give way to its answer', async () => {
    const bowls = { ...business, id: 8, name: 'Haleiwa Bowls' };
    let answerSearch = () => {};
    const requests = stubApi({
      'GET /api/businesses': ({ url }) =>
        url.includes('search=')
          ? new Promise((resolve) => (answerSearch = () => resolve(json([bowls]))))
          : json([business, bowls]),
    });
    const user = userEvent.setup();
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Local Businesses' });
    await within(section).findByRole('link', { name: 'Haleiwa Bowls' });

    await user.type(within(section).getByRole('searchbox', { name: 'Search businesses' }), 'bowls');
    await waitFor(() => expect(requests.some(({ url }) => url.includes('search=bowls'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(section).getAllByTestId('business-card')).toHaveLength(2);
    expect(within(section).getByTestId('business-list')).toHaveAttribute('aria-busy', 'true');

    answerSearch();
    await waitFor(() => expect(within(section).getAllByTestId('business-card')).toHaveLength(1));
    expect(within(section).getByTestId('business-list')).not.toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('link', { name: 'Haleiwa Bowls' })).toBeInTheDocument();
  });

  it('cut the description at 100 characters with Read More / Read Less, and link the name to the detail page', async () => {
    stubApi({ 'GET /api/businesses': () => json([business]) });
    const user = userEvent.setup();
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Local Businesses' });
    const link = await within(section).findByRole('link', { name: business.name });
    expect(link).toHaveAttribute('href', '/business/7');

    const card = within(section).getByTestId('business-card');
    expect(
      within(card).getByText(`${description.slice(0, 100).trimEnd()}...`, { exact: false }),
    ).toBeInTheDocument();
    expect(within(card).queryByText(description, { exact: false })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Read More' }));
    expect(within(card).getByText(description, { exact: false })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Read Less' }));
    expect(within(card).getByRole('button', { name: 'Read More' })).toBeInTheDocument();
    expect(screen.queryByText(description, { exact: false })).toBeNull();
  });
});
