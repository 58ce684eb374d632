import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Business } from '../features/businesses/api/business.ts';
import { json, stubApi } from '../test/fake-api.ts';
import { renderApp } from '../test/render.tsx';

const business = (id: number, overrides: Partial<Business> = {}): Business => ({
  id,
  name: `Business ${id}`,
  nameJa: null,
  category: 'Food & Drink',
  location: 'Haleiwa',
  description: 'Plate lunches by the harbor.',
  descriptionJa: null,
  image: '/images/businesses/food-and-drink.svg',
  rating: 4.5,
  reviewCount: 12,
  latitude: '21.5928',
  longitude: '-158.1034',
  phone: null,
  website: null,
  sample: false,
  hours: null,
  openNow: null,
  photos: [],
  claimed: false,
  ...overrides,
});

describe('/business/$id', () => {
  it('shows the business, its rating, sidebar, reviews and up to 3 related businesses of its category', async () => {
    const shrimp = business(1, {
      name: "Giovanni's Shrimp Truck",
      location: 'Kahuku',
      rating: 3.5,
      reviewCount: 8,
      phone: '(808) 555-0101',
      website: 'https://shrimp.example/menu',
      sample: true,
    });
    const requests = stubApi({
      'GET /api/businesses/1': () => json(shrimp),
      'GET /api/businesses': () => json([business(2), shrimp, business(3), business(4), business(5)]),
      'GET /api/reviews': () => json([]),
    });

    renderApp('/business/1');

    expect(
      await screen.findByRole('heading', { level: 1, name: "Giovanni's Shrimp Truck" }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('img', { name: 'Rated 3.5 out of 5' }).length).toBeGreaterThan(0);
    expect(within(main).getAllByText('(8 reviews)').length).toBeGreaterThan(0);
    expect(within(main).getByRole('heading', { name: 'About' })).toBeInTheDocument();

    const sidebar = screen.getByRole('complementary', { name: 'Business information' });
    expect(within(sidebar).getByText('Location')).toBeInTheDocument();
    expect(within(sidebar).getByText('Kahuku')).toBeInTheDocument();
    expect(within(sidebar).getByText('Category')).toBeInTheDocument();
    expect(within(sidebar).getByText('Rating')).toBeInTheDocument();
    // Invented businesses of a fresh install say so.
    expect(within(main).getByTestId('sample-badge')).toHaveTextContent('Sample');
    expect(within(sidebar).getByRole('link', { name: '(808) 555-0101' })).toHaveAttribute(
      'href',
      'tel:8085550101',
    );
    expect(within(sidebar).getByRole('link', { name: 'shrimp.example' })).toHaveAttribute(
      'href',
      'https://shrimp.example/menu',
    );
    expect(within(sidebar).getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=21.5928,-158.1034',
    );
    expect(within(sidebar).getByRole('link', { name: 'View All Businesses' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to Businesses' })).toHaveAttribute('href', '/#businesses');

    const related = (await screen.findByRole('heading', { name: 'Related Businesses' })).closest('section')!;
    await waitFor(() => expect(within(related).getAllByRole('link')).toHaveLength(3));
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/business/2', '/business/3', '/business/4']);
    expect(requests.map((request) => request.url)).toContain('/api/businesses?category=Food+%26+Drink');

    expect(await screen.findByText("No reviews yet for Giovanni's Shrimp Truck")).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain('/api/reviews?type=business&targetId=1');
  });

  it('says "Failed to fetch related businesses" when that list fails', async () => {
    stubApi({
      'GET /api/businesses/1': () => json(business(1)),
      'GET /api/businesses': () => json({ error: 'Service Unavailable', message: 'Database down' }, 503),
      'GET /api/reviews': () => json([]),
    });

    renderApp('/business/1');

    expect(await screen.findByText('Failed to fetch related businesses')).toBeInTheDocument();
  });

  it('shows "Business Not Found" with a way home when the business does not exist', async () => {
    stubApi({ 'GET /api/reviews': () => json([]) });

    renderApp('/business/999');

    expect(await screen.findByRole('heading', { name: 'Business Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The business you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('does not query anything for an id that cannot name a business', async () => {
    const requests = stubApi({});

    renderApp('/business/abc');

    expect(await screen.findByRole('heading', { name: 'Business Not Found' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.startsWith('/api/businesses'))).toEqual([]);
  });
});

describe('unknown paths', () => {
  it('show "404 Page Not Found" with the header and footer', async () => {
    stubApi({});

    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
