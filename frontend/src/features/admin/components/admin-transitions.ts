import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import type { ModerationAction, Translate } from './moderation-table.tsx';

/** The moves open to an admin from each status: a button label and the status it sets. */
export type Transitions = Record<string, { label: MessageId; status: string; color?: string }[]>;

export function transitionsOf(
  t: Translate,
  transitions: Transitions,
  row: { id: string; status: string },
  act: (change: { id: string; status: string }) => void,
): ModerationAction[] {
  return (transitions[row.status] ?? []).map(({ label, status, color }) => ({
    label: t(label),
    color,
    run: () => act({ id: row.id, status }),
  }));
}

export const reject = { label: 'admin.action.reject', status: 'rejected', color: 'red' } as const;

/** Ads and reviews: approve or reject, and change one's mind later. */
export const APPROVAL_TRANSITIONS: Transitions = {
  pending: [{ label: 'admin.action.approve', status: 'approved' }, reject],
  approved: [reject],
  rejected: [{ label: 'admin.action.approve', status: 'approved' }],
};
