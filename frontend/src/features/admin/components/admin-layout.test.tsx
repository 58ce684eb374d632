import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render.tsx';

const admin = {
  id: 'admin-1',
  name: 'Ana',
  email: 'a@nsg.test',
  companyName: '',
  status: 'approved',
  role: 'admin',
};

describe('the admin menu', () => {
  it('marks the page in view, and only that page', async () => {
    stubApi({
      'GET /api/me': () => json(admin),
      'GET /api/admin/mail': () => json({ smtpConfigured: true, messages: [] }),
    });
    renderApp('/admin/mail');
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    const current = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page' || link.hasAttribute('data-active'));
    expect(current.map((link) => link.textContent)).toEqual(['Mail']);
  });
});
