import type { PageMessageId } from '@nsg/domain/i18n/messages/pages.en.ts';
import type { PushIssue } from './push-support.ts';

/** What the test button managed to do. */
export interface PushTestResult {
  /** This browser showed a notification from the page (not tried when subscribed). */
  shownHere: boolean | null;
  /** Our server's test push: null when the visitor is not subscribed. */
  pushSent: boolean | null;
  issues: PushIssue[];
}

export interface PushTestToast {
  title: PageMessageId;
  message: PageMessageId | PushIssue;
  color: 'green' | 'red';
}

/** Issues a visitor can act on; the others only say the test failed. */
const VISITOR_ISSUES: PushIssue[] = [
  'pushSettings.issue.denied',
  'pushSettings.issue.notGranted',
  'pushSettings.issue.noNotification',
  'pushSettings.issue.insecure',
];

/** The one toast the test button shows: whether it worked, and if not, what the visitor can do. */
export function pushTestToast({ shownHere, pushSent, issues }: PushTestResult): PushTestToast {
  if (pushSent === true)
    return { title: 'pushSettings.test.sent', message: 'pushSettings.test.sentText', color: 'green' };
  if (pushSent === null && shownHere)
    return { title: 'pushSettings.test.shown', message: 'pushSettings.test.shownText', color: 'green' };
  const issue = issues.find((found) => VISITOR_ISSUES.includes(found));
  const message =
    issue ?? (pushSent === false ? 'pushSettings.test.pushFailedText' : 'pushSettings.test.notShownText');
  return { title: 'pushSettings.test.issues', message, color: 'red' };
}
