import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactPage } from './contact-page.tsx';

/** The page inside a router of its own: its quick links need one. */
function renderContactPage(locale: 'en' | 'ja') {
  const router = createRouter({
    routeTree: createRootRoute({ component: ContactPage }),
    history: createMemoryHistory({ initialEntries: ['/contact'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />, locale);
}

/** The team's address, which the page shows as it is. */
const CONTACT_EMAIL = 'aloha@northshoreguide.example';

/**
 * English words left in the page's shown texts and in the labels, alt texts and hints read out or shown
 * (as the browser tests scan whole pages), once the team's address is taken out.
 */
function englishLeftOnPage(): string[] {
  const shown = (element: Element) =>
    !element.closest('script, style, noscript, template, [hidden], [lang="en"]');
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && shown(node.parentElement)) texts.push(node.textContent ?? '');
  }
  const attributes = ['aria-label', 'alt', 'placeholder', 'title'];
  for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))) {
    if (!shown(element) || element.closest('[aria-hidden="true"]')) continue;
    texts.push(...attributes.map((name) => element.getAttribute(name) ?? ''));
  }
  return texts.flatMap((text) => text.replaceAll(CONTACT_EMAIL, '').match(/[A-Za-z]{2,}/g) ?? []);
}

describe('the contact page', () => {
  it('keeps its English texts', async () => {
    renderContactPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Weekdays: within 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Location: North Shore, Oahu, Hawaii')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('is in Japanese, validation messages and the thank-you included', async () => {
    const requests = stubApi({ 'POST /api/contact': () => json({ id: 'm1' }, 201) });
    const user = userEvent.setup();
    renderContactPage('ja');

    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeInTheDocument();
    expect(screen.getByText('平日：24時間以内')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findAllByText('入力してください')).toHaveLength(4);
    expect(englishLeftOnPage()).toEqual([]);
    expect(requests).toEqual([]);

    await user.type(screen.getByLabelText(/^お名前/), '山田 花子');
    await user.type(screen.getByLabelText(/^メールアドレス/), 'hanako');
    await user.type(screen.getByLabelText(/^件名/), 'ビーチについて');
    await user.type(screen.getByLabelText(/^メッセージ/), 'こんにちは');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('有効なメールアドレスを入力してください')).toBeInTheDocument();
    expect(englishLeftOnPage()).toEqual([]);

    await user.clear(screen.getByLabelText(/^メールアドレス/));
    await user.type(screen.getByLabelText(/^メールアドレス/), 'hanako@example.com');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    const toast = await screen.findByText('送信しました！');
    expect(
      within(toast.closest('[role=alert]') ?? document.body).getByText(/24時間以内にご返信します/),
    ).toBeInTheDocument();
  });
});
