import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOW_OFFLINE_GUIDE_EVENT } from '../../lib/navigation/home-sections.ts';
import { json, stubApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { setViewport } from '../../test/viewport.ts';

const scrolledTo: string[] = [];
const originalScrollIntoView = Element.prototype.scrollIntoView;

function recordScrolls() {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
}

afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
  scrolledTo.length = 0;
});

describe('header section links', () => {
  beforeEach(() => setViewport(1440));
  afterEach(() => setViewport(1024));

  it('off the home page, go home through the scrollToSection flag and scroll there once home loads', async () => {
    stubApi({ 'GET /api/businesses': () => json([]) });
    recordScrolls();
    const user = userEvent.setup();
    const { router } = renderApp('/somewhere-else');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await user.click(within(nav).getByRole('link', { name: 'Board Hub' }));

    expect(setItem).toHaveBeenCalledWith('scrollToSection', 'board-hub');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(scrolledTo).toEqual(['board-hub']));
    expect(sessionStorage.getItem('scrollToSection')).toBeNull();
  });

  it('on the home page, scroll straight to the section', async () => {
    stubApi({ 'GET /api/businesses': () => json([]) });
    recordScrolls();
    const user = userEvent.setup();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('link', { name: 'Weather' }));

    expect(scrolledTo).toEqual(['weather']);
    expect(sessionStorage.getItem('scrollToSection')).toBeNull();
  });

  it('have real hrefs and route links to the other pages', async () => {
    stubApi({ 'GET /api/businesses': () => json([]) });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/#beaches',
      '/#businesses',
      '/#safety',
      '/#weather',
      '/#board-hub',
      '/#safety-info',
      '/surveys',
      '/eco-challenges',
      '/notifications',
    ]);
    const advertise = screen.getAllByRole('link', { name: /Advertise Here/ })[0]!;
    expect(advertise).toHaveAttribute('href', '/ads.html');
    expect(advertise).toHaveAttribute('target', '_blank');
  });
});

describe('mobile menu', () => {
  beforeEach(() => setViewport(375, 740));
  afterEach(() => setViewport(1024));

  it('has settings and an Offline Guide that, off home, sets both session flags', async () => {
    stubApi({ 'GET /api/businesses': () => json([]) });
    recordScrolls();
    const user = userEvent.setup();
    const { router } = renderApp('/elsewhere');

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/mobile/settings');

    await user.click(within(menu).getByRole('button', { name: 'Offline Guide' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(scrolledTo).toEqual(['safety-info']));
    // The home page's safety section took the showOfflineGuide flag and opened its offline guide.
    expect(await screen.findByRole('heading', { name: 'Using the App Offline' })).toBeInTheDocument();
    expect(sessionStorage.getItem('showOfflineGuide')).toBeNull();
  });

  it('on home, scrolls to safety info and fires the show-offline-guide event after 1 second', async () => {
    stubApi({ 'GET /api/businesses': () => json([]) });
    recordScrolls();
    const user = userEvent.setup();
    const fired = vi.fn();
    window.addEventListener(SHOW_OFFLINE_GUIDE_EVENT, fired);
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Mobile' })).getByRole('button', {
        name: 'Offline Guide',
      }),
    );

    expect(scrolledTo).toEqual(['safety-info']);
    expect(fired).not.toHaveBeenCalled();
    await waitFor(() => expect(fired).toHaveBeenCalledTimes(1), { timeout: 2000 });
    window.removeEventListener(SHOW_OFFLINE_GUIDE_EVENT, fired);
  });
});

describe('footer', () => {
  it('links to the static pages and its newsletter form signs the visitor up', async () => {
    const requests = stubApi({
      'GET /api/businesses': () => json([]),
      'POST /api/newsletter/subscriptions': () => json({ status: 'confirmation_sent' }, 202),
    });
    const user = userEvent.setup();
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');

    expect(
      within(within(footer).getByRole('navigation', { name: 'Footer' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms-of-use',
      '/business-partnership',
      '/eco-challenges',
    ]);

    const email = within(footer).getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'kai@example.com');
    const before = requests.length;
    await user.click(within(footer).getByRole('button', { name: 'Subscribe' }));

    await within(footer).findByText(
      'Almost done: we sent a link to kai@example.com. Open it to confirm your subscription.',
    );
    expect(requests.slice(before)).toEqual([
      {
        method: 'POST',
        url: '/api/newsletter/subscriptions',
        body: { email: 'kai@example.com', locale: 'en' },
      },
    ]);
    expect(email).toHaveValue('');
  });
});
