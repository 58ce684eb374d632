import { Badge, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReviewedAdField } from '@nsg/domain/advertising/ad.ts';
import { placementLabels, type AdPlacement } from '@nsg/domain/advertising/placement.ts';
import { HAWAII_TIME_ZONE } from '@nsg/domain/shared/locales.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { AdContent, AdminAd } from '../api/admin.ts';

// Field by field: dateStyle cannot be combined with timeZoneName, which labels the time as Hawaii's.
const hawaiiMoment = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: HAWAII_TIME_ZONE,
  timeZoneName: 'short',
});

/** Every image of the ad, primary first, as the rotation shows them. */
export function AdImages({ ad, size = 'md' }: { ad: AdContent; size?: 'sm' | 'md' }) {
  const t = useT();
  const [w, h] = size === 'md' ? [96, 60] : [64, 40];
  if (!ad.images.length) return <Text size="xs">{t('admin.ads.noImages')}</Text>;
  return (
    <Group gap={4} wrap="wrap">
      {ad.images.map((url, index) => (
        <Image
          key={url}
          src={url}
          h={h}
          w={w}
          fit="cover"
          alt={t('admin.ads.imageAlt', { title: ad.title, number: index + 1, count: ad.images.length })}
        />
      ))}
    </Group>
  );
}

/** The ad under review: marked when it is an edit of a live ad, with what the edit changes. */
export function AdUnderReview({ ad }: { ad: AdminAd }) {
  const t = useT();
  return (
    <Stack gap={4}>
      {ad.live && (
        <Badge color="blue.9" variant="outline" w="fit-content">
          {t('admin.ads.editOfLive')}
        </Badge>
      )}
      <Text fw={700}>{ad.title}</Text>
      <Text size="sm">{ad.description}</Text>
      {ad.live && <ChangesFromLive live={ad.live} edit={ad} changes={ad.changes} />}
    </Stack>
  );
}

function ChangesFromLive({
  live,
  edit,
  changes,
}: {
  live: AdContent;
  edit: AdContent;
  changes: ReviewedAdField[];
}) {
  const t = useT();
  if (!changes.length) return <Text size="xs">{t('admin.ads.noChanges')}</Text>;
  return (
    <Stack gap={4} mt={4} data-testid="ad-changes">
      <Text size="xs" fw={700}>
        {t('admin.ads.changesTitle')}
      </Text>
      {changes.map((field) => (
        <div key={field} data-testid={`ad-change-${field}`}>
          <Text size="xs" fw={500}>
            {t('admin.ads.field', { field })}
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <FieldValue field={field} ad={live} />
            <Text size="xs" aria-hidden>
              →
            </Text>
            <VisuallyHidden>{t('admin.ads.becomes')}</VisuallyHidden>
            <FieldValue field={field} ad={edit} />
          </Group>
        </div>
      ))}
    </Stack>
  );
}

function FieldValue({ field, ad }: { field: ReviewedAdField; ad: AdContent }) {
  const t = useT();
  if (field === 'images') return <AdImages ad={ad} size="sm" />;
  const value = {
    title: ad.title,
    description: ad.description,
    linkUrl: ad.linkUrl ?? t('admin.ads.noLink'),
    businessType: ad.businessType ?? t('admin.ads.noBusinessType'),
    rotation: rotationText(ad, t),
  }[field];
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

const rotationText = (ad: AdContent, t: ReturnType<typeof useT>) =>
  ad.imageRotationEnabled
    ? t('admin.ads.rotationEvery', { seconds: ad.imageRotationInterval / 1000 })
    : t('admin.ads.rotationOff');

/** Business type, link, placement, rotation and when the content under review was sent (Hawaii time). */
export function AdReviewDetails({ ad }: { ad: AdminAd }) {
  const t = useT();
  return (
    <Stack gap={2}>
      <Text size="xs">
        {t('admin.ads.placement', {
          placement: placementLabels[ad.position as AdPlacement] ?? ad.position,
        })}
      </Text>
      <Text size="xs">{ad.businessType ?? t('admin.ads.noBusinessType')}</Text>
      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
        {ad.linkUrl ?? t('admin.ads.noLink')}
      </Text>
      {ad.images.length > 1 && <Text size="xs">{rotationText(ad, t)}</Text>}
      <Text size="xs">
        {t(ad.live ? 'admin.ads.editSubmitted' : 'admin.ads.submitted', {
          date: hawaiiMoment.format(new Date(ad.submittedAt)),
        })}
      </Text>
    </Stack>
  );
}
