import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '@nsg/domain/i18n/messages/en.ts';
import { catalogues } from '@nsg/domain/i18n/translate.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminMailPage } from './admin-mail-page.tsx';

const failed = {
  id: 'mail-1',
  status: 'failed',
  subject: 'Your campaign is live',
  to: 'l@leis.test',
  createdAt: '2025-06-01T20:00:00.000Z',
  sentAt: null,
  attempts: 3,
  lastError: 'Connection refused',
};

function renderMailPage(catalogue: Catalogue) {
  stubApi({ 'GET /api/admin/mail': () => json({ smtpConfigured: false, messages: [failed] }) });
  return renderWithProviders(<AdminMailPage />, { locale: 'en', catalogue });
}

describe('the admin mail outbox', () => {
  it('says what it said before its texts moved to the catalogue', async () => {
    renderMailPage(catalogues.en);
    expect(screen.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeInTheDocument();
    const row = await screen.findByTestId('admin-mail-mail-1');
    expect(within(row).getByText('failed')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('SMTP is not configured')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    // Actions first: on a phone they are on screen before the table scrolls.
    expect(headers).toEqual(['Actions', 'Time', 'To', 'Subject', 'Attempts', 'Status']);
    const filter = screen.getByRole('radiogroup', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['all', 'queued', 'sent', 'failed']);
    expect(within(filter).getByText('Queued')).toBeInTheDocument();
  });

  it("shows the catalogue's texts: headings, headers, filter, badges and buttons", async () => {
    renderMailPage({
      ...catalogues.en,
      'admin.mail.title': 'Outgoing mail',
      'admin.mail.column.subject': 'Topic',
      'admin.moderation.statusFilter': '{status, select, queued {Waiting} other {{status}}}',
      'admin.moderation.statusBadge': '{status, select, failed {gave up} other {{status}}}',
      'admin.mail.retry': 'Send again',
      'admin.mail.smtpMissing': 'No mail server',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Outgoing mail' })).toBeInTheDocument();
    const row = await screen.findByTestId('admin-mail-mail-1');
    expect(within(row).getByText('gave up')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Topic' })).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByText('No mail server')).toBeInTheDocument();
    expect(screen.queryByText('Mail outbox')).toBeNull();
  });

  it('reads the outbox again once it shows the retry, with the position the retry answered', async () => {
    const requests = stubApi({
      'GET /api/admin/mail': () => json({ smtpConfigured: false, messages: [failed] }),
      'POST /api/admin/mail/mail-1/retry': () =>
        new Response(JSON.stringify({ id: 'mail-1', status: 'queued' }), {
          headers: { 'Content-Type': 'application/json', 'X-Log-Position': '41-7' },
        }),
    });
    renderWithProviders(<AdminMailPage />, 'en');
    const row = await screen.findByTestId('admin-mail-mail-1');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain('/api/admin/mail?minPosition=41-7'),
    );
  });
});
