import { Badge } from '@mantine/core';
import type { UserChallengeStatus } from '../api/eco.ts';
import { useT } from '../../../i18n/use-t.ts';

/** Spec 000 section 4: started blue, completed purple, verified green (shades dark enough for white text). */
export const statusColor: Record<UserChallengeStatus, string> = {
  started: 'blue.8',
  completed: 'grape.8',
  verified: '#15803d',
  rejected: 'red.9',
};

export function StatusBadge({ status }: { status: UserChallengeStatus }) {
  const t = useT();
  return (
    <Badge color={statusColor[status]} variant="filled">
      {t('ecoChallenges.status', { status })}
    </Badge>
  );
}
