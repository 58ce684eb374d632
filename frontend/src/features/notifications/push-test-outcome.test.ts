import { describe, expect, it } from 'vitest';
import { translator } from '@nsg/domain/i18n/translate.ts';
import { pushTestToast, type PushTestResult } from './push-test-outcome.ts';

const say = (result: PushTestResult, locale: 'en' | 'ja' = 'en') => {
  const t = translator(locale);
  const toast = pushTestToast(result);
  return { title: t(toast.title), message: t(toast.message), color: toast.color };
};

describe('the push test toast', () => {
  it('says the test push is on its way when the server sent it', () => {
    expect(say({ shownHere: null, pushSent: true, issues: [] })).toEqual({
      title: 'Test notification sent',
      message: 'It should appear on this device in a moment. Your alerts will arrive the same way.',
      color: 'green',
    });
  });

  it('says notifications work, and how to get alerts, before the visitor subscribes', () => {
    // A worker that is not active yet is no fault of the visitor's: the test worked.
    const result = {
      shownHere: true,
      pushSent: null,
      issues: ['pushSettings.issue.workerInactive' as const],
    };
    expect(say(result)).toMatchObject({ title: 'Test notification shown', color: 'green' });
    expect(say(result, 'ja').title).toBe('テスト通知を表示しました');
  });

  it('names what the visitor can change when nothing was shown', () => {
    expect(say({ shownHere: false, pushSent: null, issues: ['pushSettings.issue.denied'] })).toMatchObject({
      title: 'Notification Issues Detected',
      message: translator('en')('pushSettings.issue.denied'),
      color: 'red',
    });
    expect(say({ shownHere: false, pushSent: null, issues: [] }).message).toMatch(/did not show the test/);
    expect(say({ shownHere: null, pushSent: false, issues: [] }).message).toMatch(
      /could not reach this browser/,
    );
  });

  it('never speaks of ticks, crosses or service workers', () => {
    const results: PushTestResult[] = [
      { shownHere: null, pushSent: true, issues: [] },
      { shownHere: true, pushSent: null, issues: ['pushSettings.issue.workerInactive'] },
      { shownHere: false, pushSent: null, issues: ['pushSettings.issue.workerInactive'] },
      { shownHere: null, pushSent: false, issues: [] },
    ];
    for (const result of results) {
      const { title, message } = say(result);
      expect(`${title} ${message}`).not.toMatch(/✓|✗|service worker|Multi-Test/i);
    }
  });
});
