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
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  localTipsQueryOptions,
  recommendLocalTips,
  searchLocalTips,
  TIP_CATEGORY_CHIPS,
  type LocalTip,
  type TipPreferences,
} from '../api/local-tips.ts';
import { TipCard } from './tip-card.tsx';

export function LocalTipsPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Local Tips</Title>
        <Text>Insider knowledge from people who live on the North Shore.</Text>
        <Tabs defaultValue="browse" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="browse">Browse All Tips</Tabs.Tab>
            <Tabs.Tab value="recommend">Get Recommendations</Tabs.Tab>
            <Tabs.Tab value="search">Search Tips</Tabs.Tab>
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

function BrowseTips() {
  const tips = useQuery(localTipsQueryOptions());
  const [category, setCategory] = useState('all');
  const shown = (tips.data ?? []).filter((tip) => category === 'all' || tip.category === category);
  return (
    <Stack gap="md">
      <Chip.Group value={category} onChange={(value) => setCategory(value as string)}>
        <Group gap="xs" role="group" aria-label="Tip categories">
          {TIP_CATEGORY_CHIPS.map((name) => (
            <Chip key={name} value={name}>
              {name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {tips.isPending ? (
        <Skeleton height={200} />
      ) : tips.isError ? (
        <Text c="red.9" role="alert">
          {tips.error.message}
        </Text>
      ) : (
        <TipGrid tips={shown} empty="No tips found for the selected category." />
      )}
    </Stack>
  );
}

const option = (values: string[]) => [
  { value: '', label: 'Any' },
  ...values.map((value) => ({ value, label: value })),
];

function Recommendations() {
  const [preferences, setPreferences] = useState<TipPreferences>({
    category: '',
    timeOfDay: '',
    cost: '',
    crowdLevel: '',
  });
  const recommend = useMutation({ mutationFn: recommendLocalTips });
  const field = (key: keyof TipPreferences, label: string, values: string[]) => (
    <Select
      label={label}
      data={option(values)}
      value={preferences[key]}
      onChange={(value) => setPreferences({ ...preferences, [key]: value ?? '' })}
      allowDeselect={false}
    />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {field('category', 'Category', TIP_CATEGORY_CHIPS.slice(1))}
        {field('timeOfDay', 'Time of day', ['morning', 'afternoon', 'evening', 'sunset', 'any'])}
        {field('cost', 'Cost', ['free', 'low', 'medium', 'high'])}
        {field('crowdLevel', 'Crowd level', ['low', 'medium', 'high'])}
      </SimpleGrid>
      <Group>
        <Button onClick={() => recommend.mutate(preferences)} loading={recommend.isPending}>
          Get Recommendations
        </Button>
      </Group>
      {recommend.isError && (
        <Text c="red.9" role="alert">
          {recommend.error.message}
        </Text>
      )}
      {recommend.data && <TipGrid tips={recommend.data} empty="No tips match these preferences yet." />}
    </Stack>
  );
}

function SearchTips() {
  const [query, setQuery] = useState('');
  const search = useMutation({ mutationFn: searchLocalTips });
  const run = () => {
    const trimmed = query.trim();
    if (!trimmed) return;
    search.mutate(trimmed);
  };
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <TextInput
          label="Search tips"
          placeholder="Search tips..."
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') run();
          }}
          flex={1}
        />
        <Button onClick={run} loading={search.isPending}>
          Search
        </Button>
      </Group>
      {search.isError && (
        <Text c="red.9" role="alert">
          {search.error.message}
        </Text>
      )}
      {search.data && <TipGrid tips={search.data} empty={`No tips found for "${search.variables}".`} />}
    </Stack>
  );
}
