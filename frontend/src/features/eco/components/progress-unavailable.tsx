import { Alert } from '@mantine/core';

/** This visitor's points and challenges live on the server: said plainly when they cannot be loaded. */
export function ProgressUnavailable() {
  return (
    <Alert
      color="orange"
      variant="light"
      title="Your progress is not available"
      data-testid="progress-unavailable"
    >
      Your points, challenges and rewards need a connection. The challenges and rewards below are the last
      ones loaded.
    </Alert>
  );
}
