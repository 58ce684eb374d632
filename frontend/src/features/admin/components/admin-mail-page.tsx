import { Alert, Code, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
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
  type Translate,
} from './moderation-table.tsx';
import { formatHawaiiTime } from '../../../lib/hawaii-time.ts';

const mailStatusColor = { queued: 'yellow', sent: 'green', failed: 'red' };
const when = formatHawaiiTime;

const columns = (t: Translate): ModerationColumn<OutboxMessage>[] => [
  {
    header: t('admin.mail.column.time'),
    cell: (m) => (
      <>
        <Text size="sm">{when(m.createdAt)}</Text>
        {m.sentAt && (
          <Text size="xs" c="dimmed">
            {t('admin.mail.sentAt', { time: when(m.sentAt) })}
          </Text>
        )}
      </>
    ),
  },
  { header: t('admin.mail.column.to'), cell: (m) => <Text size="sm">{m.to ?? '—'}</Text> },
  { header: t('admin.mail.column.subject'), cell: (m) => <Text size="sm">{m.subject}</Text> },
  {
    header: t('admin.mail.column.attempts'),
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
  const t = useT();
  const [status, setStatus] = useState(ALL_STATUSES);
  const [viewing, setViewing] = useState<string | null>(null);
  const outbox = useQuery(adminMailQueryOptions(statusParam(status)));
  const retry = useModerationAction(useRetryMail(), {
    success: t('admin.mail.requeued'),
    successMessage: () => t('admin.mail.requeuedMessage'),
    failure: t('admin.mail.retryFailed'),
    refresh: ['admin', 'mail'],
    readPath: '/api/admin/mail',
  });
  return (
    <>
      <ModerationTable
        title={t('admin.mail.title')}
        header={
          outbox.data?.smtpConfigured === false && (
            <Alert color="yellow" title={t('admin.mail.smtpMissing')}>
              {t('admin.mail.smtpMissingText')}
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
        emptyText={t('admin.mail.empty')}
        columns={columns(t)}
        actions={(m) => [
          { label: t('admin.mail.view'), run: () => setViewing(m.id) },
          ...(m.status === 'failed'
            ? [{ label: t('admin.mail.retry'), run: () => retry({ id: m.id }) }]
            : []),
        ]}
        testIdPrefix="admin-mail"
        statusColor={mailStatusColor}
      />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={t('admin.mail.message')}
        size="lg"
      >
        {viewing && <MailMessageView id={viewing} />}
      </Modal>
    </>
  );
}

function MailMessageView({ id }: { id: string }) {
  const t = useT();
  const message = useQuery(adminMailMessageQueryOptions(id));
  if (message.isPending) return <Loader />;
  if (message.isError) return <Text c="red">{message.error.message}</Text>;
  const { to, replyTo, subject, text } = message.data;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('admin.mail.to', { to })}</Text>
      {replyTo && <Text size="sm">{t('admin.mail.replyTo', { replyTo })}</Text>}
      <Text size="sm" fw={700}>
        {subject}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Code>
    </Stack>
  );
}
