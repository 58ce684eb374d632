import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { MapPinIcon } from '../../../components/icons.tsx';
import { SampleBadge } from '../../../components/sample-badge.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { tagLabel, type LocalTip } from '../api/local-tips.ts';

/** The tip's own words (title, place, text, note, tags, author) are the local's, shown as written. */
export function TipCard({ tip }: { tip: LocalTip }) {
  const t = useT();
  const intl = useIntl();
  const rating = intl.formatNumber(tip.localRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Card padding="lg" data-testid="tip-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md">
            {tip.title}
          </Title>
          <Group gap={4} wrap="nowrap">
            {tip.sample && <SampleBadge />}
            {tip.isVerified && (
              <Badge color="#2f7a3a" size="sm">
                {t('localTips.verified')}
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap={4} c="dimmed">
          <MapPinIcon size={14} />
          <Text fz="xs">{tip.location}</Text>
          <Text fz="xs">{t('localTips.rating', { rating })}</Text>
        </Group>
        <Text fz="sm">{tip.description}</Text>
        <Text fz="sm" fs="italic" bg="sand.0" c="dark.7" p="xs" style={{ borderRadius: 8 }}>
          {t('localTips.insiderNote', { note: tip.insiderNote })}
        </Text>
        <Group gap={6}>
          {tip.tags.map((tag) => (
            <Badge key={tag} variant="outline" color="dark.5" size="sm" tt="none">
              {tagLabel(tag)}
            </Badge>
          ))}
        </Group>
        <Group gap="md" fz="xs">
          <Text fz="xs">
            {t('localTips.time', { value: t('localTips.timeOfDay', { value: tip.timeOfDay }) })}
          </Text>
          <Text fz="xs">{t('localTips.costLabel', { value: t('localTips.cost', { value: tip.cost }) })}</Text>
          <Text fz="xs">
            {t('localTips.crowds', { value: t('localTips.crowdLevel', { value: tip.crowdLevel }) })}
          </Text>
          <Text fz="xs">
            {t('localTips.difficultyLabel', { value: t('localTips.difficulty', { value: tip.difficulty }) })}
          </Text>
          {tip.season !== 'year_round' && (
            <Text fz="xs">
              {t('localTips.seasonLabel', { value: t('localTips.season', { value: tip.season }) })}
            </Text>
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          {t('localTips.sharedBy', { name: tip.authorName })}
        </Text>
      </Stack>
    </Card>
  );
}
