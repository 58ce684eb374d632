import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translator } from '@nsg/domain/i18n/translate.ts';
import { defaultAlertSettings } from '@nsg/domain/notifications/alert-settings.ts';
import { MAX_FOLLOWED_BEACHES } from '@nsg/domain/notifications/follow-limit.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { NotificationSettingsPanel } from './components/notification-settings-panel.tsx';
import { loadAlertSettings, saveAlertSettings } from './alert-settings-storage.ts';
import { beachesFollowedAsStored, diagnosePushSupport, urlBase64ToUint8Array } from './push-support.ts';

const english = translator('en');
const diagnosis = (env: Parameters<typeof diagnosePushSupport>[0]) =>
  diagnosePushSupport(env).map((issue) => english(issue));

const capable = {
  isSecureContext: true,
  hasNotification: true,
  hasServiceWorker: true,
  hasPushManager: true,
  permission: 'granted' as const,
};

describe('push support diagnosis (spec 000 §8)', () => {
  it('finds nothing wrong in a capable browser', () => {
    expect(diagnosis(capable)).toEqual([]);
  });

  it('names each missing capability, the permission and a non-secure context', () => {
    const issues = diagnosis({
      isSecureContext: false,
      hasNotification: false,
      hasServiceWorker: false,
      hasPushManager: false,
      permission: 'denied',
      workerActive: false,
    });
    expect(issues).toHaveLength(6);
    expect(issues.join(' ')).toMatch(/notification capability/);
    expect(issues.join(' ')).toMatch(/secure context/);
    expect(diagnosis({ ...capable, permission: 'default' })).toEqual([
      'Notification permission has not been granted yet.',
    ]);
  });

  it('a browser without push gets the Not Supported card with its diagnosis', () => {
    // The test DOM has no service workers or PushManager.
    renderWithProviders(<NotificationSettingsPanel />);
    expect(screen.getByText('Push Notifications Not Supported')).toBeTruthy();
    // Said in words a visitor understands, not the name of a browser API.
    expect(screen.getByText('This browser cannot receive push messages from websites.')).toBeTruthy();
    expect(screen.queryByText(/PushManager/)).toBeNull();
  });

  it('alert settings live in local storage under alertSettings, defaults when missing or invalid', () => {
    localStorage.removeItem('alertSettings');
    expect(loadAlertSettings()).toEqual(defaultAlertSettings);
    saveAlertSettings({ ...defaultAlertSettings, trafficAlerts: true });
    expect(JSON.parse(localStorage.getItem('alertSettings')!)).toMatchObject({ trafficAlerts: true });
    expect(loadAlertSettings().trafficAlerts).toBe(true);
    localStorage.setItem('alertSettings', '{"minSurfHeight": 99}');
    expect(loadAlertSettings()).toEqual(defaultAlertSettings);
  });

  it('reads settings kept with more beaches followed than there can be: the first ones, and every other choice', () => {
    const followed = Array.from({ length: MAX_FOLLOWED_BEACHES + 1 }, (_, index) => index + 1);
    localStorage.setItem('alertSettings', JSON.stringify({ minSurfHeight: 5, followedBeachIds: followed }));
    expect(loadAlertSettings()).toEqual({
      ...defaultAlertSettings,
      minSurfHeight: 5,
      followedBeachIds: followed.slice(0, MAX_FOLLOWED_BEACHES),
    });
    localStorage.removeItem('alertSettings');
  });

  it('reads the followed beaches at a glance, none when the stored settings are not an object or not JSON', () => {
    localStorage.setItem('alertSettings', '{"followedBeachIds": [3, 7]}');
    expect(beachesFollowedAsStored()).toEqual([3, 7]);
    localStorage.setItem('alertSettings', '{"followedBeachIds": [3, "7", 1.5, null]}');
    expect(beachesFollowedAsStored()).toEqual([3]);
    for (const stored of ['null', '[1]', '{"followedBeachIds": 3}', 'not json'])
      expect(beachesFollowedAsStored({ getItem: () => stored }), stored).toEqual([]);
    localStorage.removeItem('alertSettings');
    expect(beachesFollowedAsStored()).toEqual([]);
  });

  it('glances at the same first beaches the settings keep when more were stored than there can be', () => {
    const followed = Array.from({ length: MAX_FOLLOWED_BEACHES + 1 }, (_, index) => index + 1);
    const stored = JSON.stringify({ followedBeachIds: followed });
    expect(beachesFollowedAsStored({ getItem: () => stored })).toEqual(
      followed.slice(0, MAX_FOLLOWED_BEACHES),
    );
  });

  it('decodes the VAPID key', () => {
    expect([...urlBase64ToUint8Array('AQID_w')]).toEqual([1, 2, 3, 255]);
  });
});
