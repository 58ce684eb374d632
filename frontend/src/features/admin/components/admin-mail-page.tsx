import { Alert, Code, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminMailMessageQueryOptions,
  adminMailQueryOptions,
  useRetryMail,
  type OutboxMessage,
} from '../api/admin.ts';
import {
  ALL_STATUSES,
  ModerationTable,
  statusParam,
  useModerationAction,
  type ModerationColumn,
} from './moderation-table.tsx';

const mailStatusColor = { queued: 'yellow', sent: 'green', failed: 'red' };
const when = (iso: string) => new Date(iso).toLocaleString();

const columns: ModerationColumn<OutboxMessage>[] = [
  {
    header: 'Time',
    cell: (m) => (
      <>
        <Text size="sm">{when(m.createdAt)}</Text>
        {m.sentAt && (
          <Text size="xs" c="dimmed">
            sent {when(m.sentAt)}
          </Text>
        )}
      </>
    ),
  },
  { header: 'To', cell: (m) => <Text size="sm">{m.to ?? '—'}</Text> },
  { header: 'Subject', cell: (m) => <Text size="sm">{m.subject}</Text> },
  {
    header: 'Attempts',
    cell: (m) => (
      <>
        <Text size="sm">{m.attempts}</Text>
        {m.lastError && (
          <Text size="xs" c="red">
            {m.lastError}
          </Text>
        )}
      </>
    ),
  },
];

/** The mail outbox: what the site queued, sent or gave up on; a failed message can be retried. */
export function AdminMailPage() {
  const [status, setStatus] = useState(ALL_STATUSES);
  const [viewing, setViewing] = useState<string | null>(null);
  const outbox = useQuery(adminMailQueryOptions(statusParam(status)));
  const retry = useModerationAction(useRetryMail(), {
    success: 'Message Requeued',
    successMessage: () => 'It will be sent again on the next run.',
    failure: 'Failed to retry the message',
    refresh: ['admin', 'mail'],
  });
  return (
    <>
      <ModerationTable
        title="Mail outbox"
        header={
          outbox.data?.smtpConfigured === false && (
            <Alert color="yellow" title="SMTP is not configured">
              Messages stay queued here until the server has an SMTP server configured.
            </Alert>
          )
        }
        statuses={['queued', 'sent', 'failed']}
        withAll
        status={status}
        onStatusChange={setStatus}
        rows={outbox.data?.messages}
        loading={outbox.isPending}
        error={outbox.error}
        emptyText="No messages."
        columns={columns}
        actions={(m) => [
          { label: 'View', run: () => setViewing(m.id) },
          ...(m.status === 'failed' ? [{ label: 'Retry', run: () => retry({ id: m.id }) }] : []),
        ]}
        testIdPrefix="admin-mail"
        statusColor={mailStatusColor}
      />
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title="Message" size="lg">
        {viewing && <MailMessageView id={viewing} />}
      </Modal>
    </>
  );
}

function MailMessageView({ id }: { id: string }) {
  const message = useQuery(adminMailMessageQueryOptions(id));
  if (message.isPending) return <Loader />;
  if (message.isError) return <Text c="red">{message.error.message}</Text>;
  const { to, replyTo, subject, text } = message.data;
  return (
    <Stack gap="xs">
      <Text size="sm">To: {to}</Text>
      {replyTo && <Text size="sm">Reply-To: {replyTo}</Text>}
      <Text size="sm" fw={700}>
        {subject}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Code>
    </Stack>
  );
}
