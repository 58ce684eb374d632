import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '../../../components/router-links.tsx';
import { useT } from '../../../i18n/use-t.ts';
import {
  adminCampaignsQueryOptions,
  useAdminRefund,
  useSetCampaignStatus,
  type AdminCampaign,
} from '../api/admin.ts';
import {
  ALL_STATUSES,
  ModerationTable,
  statusParam,
  useModerationAction,
  type ModerationColumn,
  type Translate,
} from './moderation-table.tsx';
import { reject, transitionsOf, type Transitions } from './admin-transitions.ts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';

/** A pending campaign becomes active by its payment, never by an admin's approval (it would serve free). */
const CAMPAIGN_TRANSITIONS: Transitions = {
  pending: [reject],
  active: [{ label: 'admin.action.pause', status: 'paused', color: 'gray' }, reject],
  paused: [{ label: 'admin.action.resume', status: 'active' }, reject],
};

const campaignColumns = (t: Translate): ModerationColumn<AdminCampaign>[] => [
  {
    header: t('admin.campaigns.column.campaign'),
    cell: (c) => (
      <>
        <Text fw={700}>{c.name}</Text>
        <Text size="sm">{c.description}</Text>
      </>
    ),
  },
  {
    header: t('admin.campaigns.column.budget'),
    cell: (c) => (
      <Text size="sm">
        {t('admin.campaigns.budget', { budget: Number(c.budget).toFixed(2) })} ·{' '}
        <Text span fw={700} c={c.paid ? 'green.9' : 'red.9'} data-testid="campaign-paid">
          {t(c.paid ? 'admin.campaigns.paid' : 'admin.campaigns.unpaid')}
        </Text>{' '}
        · {c.startDate} – {c.endDate}
      </Text>
    ),
  },
  {
    header: t('admin.campaigns.column.advertiser'),
    cell: (c) => (
      <Text size="sm" c="dimmed">
        {c.advertiser.companyName} · {c.advertiser.name} · {c.advertiser.email} ·{' '}
        {t('admin.campaigns.advertiserStatus', { status: c.advertiser.status })}
      </Text>
    ),
  },
];

export function AdminCampaignsPage() {
  const t = useT();
  const [status, setStatus] = useState(ALL_STATUSES);
  const campaigns = useQuery(adminCampaignsQueryOptions(statusParam(status)));
  const act = useModerationAction(useSetCampaignStatus(), {
    success: t('admin.campaigns.updated'),
    successMessage: ({ status }) => t('admin.moderation.statusSet', { status }),
    failure: t('admin.campaigns.updateFailed'),
    refresh: ['admin', 'campaigns'],
    readPath: '/api/admin/campaigns',
  });
  const [stopping, setStopping] = useState<{
    id: string;
    status: 'paused' | 'rejected';
    paid: boolean;
  } | null>(null);
  const [refunding, setRefunding] = useState<{ id: string; paidDollars: number } | null>(null);
  const refund = useModerationAction(useAdminRefund(), {
    success: t('admin.refund.done'),
    successMessage: () => t('admin.refund.doneMessage'),
    failure: t('admin.refund.failed'),
    refresh: ['admin', 'campaigns'],
    readPath: '/api/admin/campaigns',
  });
  return (
    <>
      <ModerationTable
        title={t('admin.campaigns.title')}
        header={
          <Group>
            <AnchorLink to="/advertiser/dashboard">{t('admin.nav.dashboard')}</AnchorLink>
            <AnchorLink to="/advertiser/create-ad">{t('admin.campaigns.createAd')}</AnchorLink>
            <AnchorLink to="/admin/rates">{t('admin.nav.rates')}</AnchorLink>
          </Group>
        }
        statuses={['pending', 'active', 'paused', 'rejected', 'expired', 'refunded']}
        withAll
        status={status}
        onStatusChange={setStatus}
        rows={campaigns.data}
        loading={campaigns.isPending}
        error={campaigns.error}
        emptyText={t('admin.campaigns.empty')}
        columns={campaignColumns(t)}
        actions={(c) => [
          // Pausing or rejecting asks why first: the advertiser is told, and a paid one is refunded.
          ...transitionsOf(t, CAMPAIGN_TRANSITIONS, c, (change) =>
            change.status === 'active'
              ? act(change)
              : setStopping({ id: change.id, status: change.status as 'paused' | 'rejected', paid: c.paid }),
          ),
          ...(c.paid && c.status !== 'refunded'
            ? [
                {
                  label: t('admin.action.refund'),
                  color: 'grape',
                  run: () => setRefunding({ id: c.id, paidDollars: Number(c.budget) }),
                },
              ]
            : []),
        ]}
        testIdPrefix="admin-campaign"
      />
      <ReasonDialog
        key={stopping ? `${stopping.id}-${stopping.status}` : 'none'}
        opened={stopping !== null}
        title={t(
          stopping?.status === 'paused'
            ? 'admin.campaigns.stop.paused.title'
            : 'admin.campaigns.stop.rejected.title',
        )}
        description={t(
          !stopping?.paid
            ? 'admin.campaigns.stop.unpaid'
            : stopping.status === 'paused'
              ? 'admin.campaigns.stop.paused.paid'
              : 'admin.campaigns.stop.rejected.paid',
        )}
        confirmLabel={t(
          stopping?.status === 'paused'
            ? 'admin.campaigns.stop.paused.confirm'
            : 'admin.campaigns.stop.rejected.confirm',
        )}
        required={stopping?.paid ?? false}
        onClose={() => setStopping(null)}
        onConfirm={(reason) => {
          act({ id: stopping!.id, status: stopping!.status, ...(reason ? { reason } : {}) });
          setStopping(null);
        }}
      />
      <RefundDialog
        key={refunding?.id ?? 'none'}
        opened={refunding !== null}
        paidDollars={refunding?.paidDollars ?? 0}
        onClose={() => setRefunding(null)}
        onConfirm={(refundInput) => {
          refund({ id: refunding!.id, ...refundInput });
          setRefunding(null);
        }}
      />
    </>
  );
}
