import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';

// A catalogue whose texts differ from the English ones the pages used to carry.
vi.mock('@nsg/domain/i18n/messages/portal.en.ts', async (importOriginal) => {
  const { default: portalEn } =
    await importOriginal<typeof import('@nsg/domain/i18n/messages/portal.en.ts')>();
  return {
    default: {
      ...portalEn,
      'advertiser.login.title': 'Partner sign-in',
      'advertiser.login.noAccount': 'New here? <link>Open an account</link>',
      'advertiser.common.email': 'Work email',
      'advertiser.login.submit': 'Sign in',
      'advertiser.validation.email': 'That email does not look right',
    },
  };
});

describe('the advertiser login page', () => {
  it('shows the portal catalogue’s texts: heading, link, labels, button, validation and title', async () => {
    stubApi({ 'GET /api/me': () => json({ message: 'Authentication required.' }, 401) });
    renderApp('/advertiser/login');

    expect(await screen.findByRole('heading', { name: 'Partner sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open an account' })).toHaveAttribute(
      'href',
      '/advertiser/register',
    );
    expect(screen.getByText(/^New here\?/)).toBeInTheDocument();
    expect(screen.queryByText('Advertiser Login')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That email does not look right')).toBeInTheDocument();
    expect(screen.getByLabelText(/Work email/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Partner sign-in | North Shore Guide'));
  });
});
