import { Anchor, Badge, Card, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { adAsBusiness, type Ad } from '../ad-mapping.ts';
import { reportAdTraffic } from '../api/public-ads.ts';

/** An approved ad shown as a sponsored business card ("ad-{id}"); following its link records a click. */
export function SponsoredCard({ ad, maw }: { ad: Ad; maw?: number }) {
  const card = adAsBusiness(ad);
  return (
    <Card padding="md" data-testid={card.id} maw={maw}>
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
            onClick={() => reportAdTraffic(ad, 'click')}
          >
            Learn more<VisuallyHidden> about {card.name}</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
