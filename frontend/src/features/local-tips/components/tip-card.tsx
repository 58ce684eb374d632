import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { MapPinIcon } from '../../../components/icons.tsx';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';
import { SampleBadge } from '../../../components/sample-badge.tsx';
import { useT } from '../../../i18n/use-t.ts';
import type { LocalTip } from '../api/local-tips.ts';
import { useTipText } from '../tip-text.ts';

/**
 * The tip's own words (title, place, text, note, tags) in Japanese on a Japanese page where the catalog
 * has them, else the local's English; the author's name as written.
 */
export function TipCard({ tip }: { tip: LocalTip }) {
  const t = useT();
  const intl = useIntl();
  const text = useTipText(tip);
  const rating = intl.formatNumber(tip.localRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Card padding="lg" data-testid="tip-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md" lang={text.title.lang}>
            <PhraseBreaks lang={text.title.lang}>{text.title.text}</PhraseBreaks>
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
          <Text fz="xs" lang={text.location.lang}>
            {text.location.text}
          </Text>
          <Text fz="xs">{t('localTips.rating', { rating })}</Text>
        </Group>
        <Text fz="sm" lang={text.description.lang}>
          {text.description.text}
        </Text>
        <Text fz="sm" fs="italic" bg="sand.0" c="dark.7" p="xs" style={{ borderRadius: 8 }}>
          <FormattedMessage
            id="localTips.insiderNote"
            values={{ note: <span lang={text.insiderNote.lang}>{text.insiderNote.text}</span> }}
          />
        </Text>
        <Group gap={6}>
          {text.tags.map((tag) => (
            <Badge key={tag.text} variant="outline" color="dark.5" size="sm" tt="none" lang={tag.lang}>
              {tag.text}
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
