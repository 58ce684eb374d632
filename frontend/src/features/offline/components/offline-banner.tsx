import { Alert } from '@mantine/core';
import { useOnlineStatus } from '../use-online-status.ts';

export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert color="orange" radius={0} role="status" data-testid="offline-banner" title="You are offline">
      Safety information, the quiz, emergency numbers and the last businesses, beaches, local tips and
      eco-challenges you loaded still work. Live weather, surf, traffic, maps and the shop need a connection.
    </Alert>
  );
}
