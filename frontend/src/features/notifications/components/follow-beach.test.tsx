import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@nsg/domain/i18n/messages/en.ts';
import { defaultAlertSettings } from '@nsg/domain/notifications/alert-settings.ts';
import { MAX_FOLLOWED_BEACHES } from '@nsg/domain/notifications/follow-limit.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { loadAlertSettings, saveAlertSettings } from '../alert-settings-storage.ts';
import { FollowBeach } from './follow-beach.tsx';

afterEach(() => localStorage.clear());

describe('following a beach', () => {
  it('follows one more beach, keeping the beaches and settings already chosen', async () => {
    saveAlertSettings({ ...defaultAlertSettings, minSurfHeight: 5, followedBeachIds: [1] });
    renderWithProviders(<FollowBeach beachId={3} />);
    fireEvent.click(screen.getByRole('button', { name: en['beach.follow'] }));
    await waitFor(() =>
      expect(loadAlertSettings()).toEqual({
        ...defaultAlertSettings,
        minSurfHeight: 5,
        followedBeachIds: [1, 3],
      }),
    );
    expect(screen.getByRole('button', { name: en['beach.following'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says so when the visitor follows the most beaches there can be, and loses none of them', async () => {
    const followed = Array.from({ length: MAX_FOLLOWED_BEACHES }, (_, index) => 100 + index);
    const settings = { ...defaultAlertSettings, minSurfHeight: 5, followedBeachIds: followed };
    saveAlertSettings(settings);
    renderWithProviders(<FollowBeach beachId={3} />);
    fireEvent.click(screen.getByRole('button', { name: en['beach.follow'] }));
    await screen.findByText(en['beach.followLimit'].replace('{count}', String(MAX_FOLLOWED_BEACHES)));
    expect(screen.getByRole('button', { name: en['beach.follow'] })).toHaveAttribute('aria-pressed', 'false');
    expect(loadAlertSettings()).toEqual(settings);
  });
});
