import {
  Button,
  Chip,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import {
  localTipsQueryOptions,
  recommendLocalTips,
  searchLocalTips,
  TIP_CATEGORY_CHIPS,
  type LocalTip,
  type TipPreferences,
} from '../api/local-tips.ts';
import { TipCard } from './tip-card.tsx';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';
import { DialogOnItsWay } from '../../../components/dialog-on-its-way.tsx';

// The tip form and its validation load when a visitor first opens it, not with the tips.
const SuggestTipDialog = lazy(() =>
  import('./suggest-tip-dialog.tsx').then((module) => ({ default: module.SuggestTipDialog })),
);

export function LocalTipsPage() {
  const t = useT();
  const [dialogOpened, dialog] = useDisclosure(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <PhraseBreaks>{t('localTips.title')}</PhraseBreaks>
        </Title>
        <Group justify="space-between" align="center">
          <Text>{t('localTips.intro')}</Text>
          <Button
            variant="light"
            onClick={() => {
              setDialogWanted(true);
              dialog.open();
            }}
          >
            {t('localTips.suggest.open')}
          </Button>
        </Group>
        {dialogWanted && (
          <Suspense fallback={<DialogOnItsWay onCancel={dialog.close} />}>
            <SuggestTipDialog opened={dialogOpened} onClose={dialog.close} />
          </Suspense>
        )}
        <Tabs defaultValue="browse" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="browse">{t('localTips.tab.browse')}</Tabs.Tab>
            <Tabs.Tab value="recommend">{t('localTips.tab.recommend')}</Tabs.Tab>
            <Tabs.Tab value="search">{t('localTips.tab.search')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="browse" pt="lg">
            <BrowseTips />
          </Tabs.Panel>
          <Tabs.Panel value="recommend" pt="lg">
            <Recommendations />
          </Tabs.Panel>
          <Tabs.Panel value="search" pt="lg">
            <SearchTips />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function TipGrid({ tips, empty }: { tips: LocalTip[]; empty: string }) {
  if (tips.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {tips.map((tip) => (
        <TipCard key={tip.id} tip={tip} />
      ))}
    </SimpleGrid>
  );
}

/** English shows the server's own words; other languages say that the call failed. */
function FailureText({ error, fallback }: { error: Error; fallback: string }) {
  const locale = useLocale();
  return (
    <Text c="red.9" role="alert">
      {locale === 'en' ? error.message : fallback}
    </Text>
  );
}

function BrowseTips() {
  const t = useT();
  const tips = useQuery(localTipsQueryOptions());
  const [category, setCategory] = useState('all');
  const shown = (tips.data ?? []).filter((tip) => category === 'all' || tip.category === category);
  return (
    <Stack gap="md">
      <Chip.Group value={category} onChange={(value) => setCategory(value as string)}>
        <Group gap="xs" role="group" aria-label={t('localTips.categories')}>
          {TIP_CATEGORY_CHIPS.map((name) => (
            <Chip key={name} value={name}>
              {t('localTips.category', { category: name })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {tips.isPending ? (
        <Skeleton height={200} />
      ) : tips.isError ? (
        <FailureText error={tips.error} fallback={t('localTips.loadError')} />
      ) : (
        <TipGrid tips={shown} empty={t('localTips.emptyCategory')} />
      )}
    </Stack>
  );
}

type T = ReturnType<typeof useT>;
type ValueMessage = 'localTips.category' | 'localTips.timeOfDay' | 'localTips.cost' | 'localTips.crowdLevel';

const options = (t: T, values: string[], message: ValueMessage) => [
  { value: '', label: t('localTips.any') },
  ...values.map((value) => ({ value, label: t(message, { value, category: value }) })),
];

function Recommendations() {
  const t = useT();
  const [preferences, setPreferences] = useState<TipPreferences>({
    category: '',
    timeOfDay: '',
    cost: '',
    crowdLevel: '',
  });
  const recommend = useMutation({ mutationFn: recommendLocalTips });
  const field = (key: keyof TipPreferences, label: string, values: string[], message: ValueMessage) => (
    <Select
      label={label}
      data={options(t, values, message)}
      value={preferences[key]}
      onChange={(value) => setPreferences({ ...preferences, [key]: value ?? '' })}
      allowDeselect={false}
    />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {field('category', t('localTips.field.category'), TIP_CATEGORY_CHIPS.slice(1), 'localTips.category')}
        {field(
          'timeOfDay',
          t('localTips.field.timeOfDay'),
          ['morning', 'afternoon', 'evening', 'sunset', 'any'],
          'localTips.timeOfDay',
        )}
        {field('cost', t('localTips.field.cost'), ['free', 'low', 'medium', 'high'], 'localTips.cost')}
        {field(
          'crowdLevel',
          t('localTips.field.crowdLevel'),
          ['low', 'medium', 'high'],
          'localTips.crowdLevel',
        )}
      </SimpleGrid>
      <Group>
        <Button onClick={() => recommend.mutate(preferences)} loading={recommend.isPending}>
          {t('localTips.recommend')}
        </Button>
      </Group>
      {recommend.isError && <FailureText error={recommend.error} fallback={t('localTips.loadError')} />}
      {recommend.data && <TipGrid tips={recommend.data} empty={t('localTips.emptyRecommendations')} />}
    </Stack>
  );
}

function SearchTips() {
  const t = useT();
  const [query, setQuery] = useState('');
  // Searching for nothing says what to do, instead of doing nothing.
  const [asksForWords, setAsksForWords] = useState(false);
  const search = useMutation({ mutationFn: searchLocalTips });
  const run = () => {
    const trimmed = query.trim();
    setAsksForWords(!trimmed);
    if (trimmed) search.mutate(trimmed);
  };
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <TextInput
          label={t('localTips.search.label')}
          placeholder={t('localTips.search.placeholder')}
          value={query}
          error={asksForWords ? t('localTips.search.emptyQuery') : undefined}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') run();
          }}
          flex={1}
        />
        <Button onClick={run} loading={search.isPending}>
          {t('localTips.search.button')}
        </Button>
      </Group>
      {search.isError && <FailureText error={search.error} fallback={t('localTips.loadError')} />}
      {search.data && (
        <TipGrid tips={search.data} empty={t('localTips.search.empty', { query: search.variables })} />
      )}
    </Stack>
  );
}
