import { Anchor, Badge, Card, Image, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { adAsBusiness, matchingAds, type Ad } from '../ad-mapping.ts';

const adsQueryOptions = (filter: { position?: string; businessType?: string }) => ({
  queryKey: ['ads', filter] as const,
  queryFn: async () => {
    const params = new URLSearchParams(
      Object.entries(filter).filter(([, value]) => value) as [string, string][],
    );
    try {
      return await apiFetch<Ad[]>(`/api/ads${params.size ? `?${params}` : ''}`);
    } catch (cause) {
      throw new Error('Failed to fetch ads', { cause });
    }
  },
  refetchInterval: 5 * 60_000,
  retry: false,
});

/** Recorded by the server as events; a failure (e.g. before ads exist) is ignored. */
function report(ad: Ad, kind: 'impression' | 'click') {
  void fetch(`/api/ads/${encodeURIComponent(String(ad.id))}/${kind}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pageUrl: window.location.pathname }),
    keepalive: true,
  }).catch(() => undefined);
}

/** One random approved ad for the slot, shown as a sponsored business card; nothing when there is none. */
export function AdSlot({ position, businessType }: { position?: string; businessType?: string }) {
  const ads = useQuery(adsQueryOptions({ position, businessType }));
  const candidates = useMemo(
    () => (ads.data ? matchingAds(ads.data, { position, businessType }) : []),
    [ads.data, position, businessType],
  );
  const ad = useMemo(
    () => (candidates.length ? candidates[Math.floor(Math.random() * candidates.length)] : undefined),
    [candidates],
  );
  const reported = useRef(new Set<string>());

  useEffect(() => {
    if (!ad || reported.current.has(String(ad.id))) return;
    reported.current.add(String(ad.id));
    report(ad, 'impression');
  }, [ad]);

  if (!ad) return null;
  const card = adAsBusiness(ad);
  return (
    <Card padding="md" data-testid={card.id} maw={420}>
      <Card.Section>
        <Image
          src={card.image || '/images/stock-ad.svg'}
          fallbackSrc="/images/food.svg"
          h={140}
          alt={card.name}
        />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Badge size="xs" color="dark.6">
          Sponsored
        </Badge>
        <Text fw={700}>{card.name}</Text>
        <Text fz="xs" c="dimmed">
          {card.category} · {card.location}
        </Text>
        <Text fz="sm" lineClamp={2}>
          {card.description}
        </Text>
        {card.linkUrl && (
          <Anchor
            href={card.linkUrl}
            target="_blank"
            rel="noopener noreferrer sponsored"
            fz="sm"
            onClick={() => report(ad, 'click')}
          >
            Learn more
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
