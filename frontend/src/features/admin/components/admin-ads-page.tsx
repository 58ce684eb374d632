import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '../../../components/router-links.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { adminAdsQueryOptions, useSetAdStatus, type AdminAd } from '../api/admin.ts';
import {
  ALL_STATUSES,
  ModerationTable,
  statusParam,
  useModerationAction,
  type ModerationColumn,
  type Translate,
} from './moderation-table.tsx';
import { APPROVAL_TRANSITIONS, transitionsOf } from './admin-transitions.ts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { AdImages, AdReviewDetails, AdUnderReview } from './ad-review.tsx';

const adColumns = (t: Translate): ModerationColumn<AdminAd>[] => [
  { header: t('admin.ads.column.image'), cell: (ad) => <AdImages ad={ad} /> },
  { header: t('admin.ads.column.ad'), cell: (ad) => <AdUnderReview ad={ad} /> },
  {
    header: t('admin.ads.column.advertiser'),
    cell: (ad) => (
      <Text size="sm" c="dimmed">
        {ad.advertiser.companyName} ·{' '}
        {t('admin.ads.campaign', { campaign: ad.campaign.name, status: ad.campaign.status })}
      </Text>
    ),
  },
  { header: t('admin.ads.column.details'), cell: (ad) => <AdReviewDetails ad={ad} /> },
];

export function AdminAdsPage() {
  const t = useT();
  const [status, setStatus] = useState(ALL_STATUSES);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const ads = useQuery(adminAdsQueryOptions(statusParam(status)));
  const act = useModerationAction(useSetAdStatus(), {
    success: t('admin.ads.updated'),
    successMessage: ({ status }) => t('admin.moderation.statusSet', { status }),
    failure: t('admin.ads.updateFailed'),
    refresh: ['admin', 'ads'],
    readPath: '/api/admin/ads',
  });
  return (
    <>
      <ModerationTable
        title={t('admin.ads.title')}
        header={
          <Group>
            <AnchorLink to="/advertiser/dashboard">{t('admin.nav.dashboard')}</AnchorLink>
            <AnchorLink to="/admin/campaigns">{t('admin.nav.campaigns')}</AnchorLink>
            <AnchorLink to="/admin/rates">{t('admin.nav.rates')}</AnchorLink>
          </Group>
        }
        statuses={['pending', 'approved', 'rejected']}
        withAll
        status={status}
        onStatusChange={setStatus}
        rows={ads.data}
        loading={ads.isPending}
        error={ads.error}
        emptyText={t('admin.ads.empty')}
        columns={adColumns(t)}
        actions={(ad) =>
          transitionsOf(t, APPROVAL_TRANSITIONS, ad, (change) =>
            change.status === 'rejected' ? setRejecting(change.id) : act(change),
          )
        }
        testIdPrefix="admin-ad"
      />
      <ReasonDialog
        opened={rejecting !== null}
        title={t('admin.ads.rejectTitle')}
        description={t('admin.ads.rejectDescription')}
        confirmLabel={t('admin.ads.rejectConfirm')}
        required
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => {
          act({ id: rejecting!, status: 'rejected', reason });
          setRejecting(null);
        }}
      />
    </>
  );
}
