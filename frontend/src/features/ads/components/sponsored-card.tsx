import { Anchor, Badge, Card, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { adAsBusiness, adImages, type Ad } from '../ad-mapping.ts';
import { reportAdTraffic } from '../api/public-ads.ts';
import { useViewableImpression } from '../use-viewable-impression.ts';
import { useT } from '../../../i18n/use-t.ts';
import classes from './sponsored-card.module.css';

/**
 * An approved ad shown as a sponsored business card ("ad-{id}"). A rotating ad changes image at its saved
 * interval, pausing while pointed at or focused, and not at all for visitors who ask for reduced motion.
 * The ad counts one impression once viewable (half in view for a second), however many images rotate;
 * following the link (click, middle-click, Enter) records a click on the image on screen.
 */
export function SponsoredCard({ ad, maw, banner = false }: { ad: Ad; maw?: number; banner?: boolean }) {
  const card = adAsBusiness(ad);
  const images = adImages(ad);
  const [paused, setPaused] = useState(false);
  const image = useRotatingImage(ad, images, paused);
  const viewed = useViewableImpression<HTMLDivElement>(ad, image);
  const click = () => reportAdTraffic(ad, 'click', image || undefined);
  const t = useT();
  const link = card.linkUrl && (
    <Anchor
      href={card.linkUrl}
      target="_blank"
      rel="noopener noreferrer sponsored"
      fz="sm"
      onClick={click}
      onAuxClick={(event) => event.button === 1 && click()}
    >
      {t('ads.learnMore')}
      <VisuallyHidden> {t('ads.about', { name: card.name })}</VisuallyHidden>
    </Anchor>
  );
  return (
    <Card
      ref={viewed}
      padding="md"
      data-testid={card.id}
      maw={maw}
      className={banner ? classes.banner : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Card.Section className={banner ? classes.bannerImage : undefined}>
        <Image
          src={image || '/images/stock-ad.svg'}
          fallbackSrc="/images/food.svg"
          h={banner ? '100%' : 140}
          alt={card.name}
          data-testid={`${card.id}-image`}
        />
      </Card.Section>
      <Stack gap={4} mt={banner ? 0 : 'sm'} className={banner ? classes.bannerText : undefined}>
        <Badge size="xs" color="dark.6">
          {t('ads.sponsored')}
        </Badge>
        <Text fw={700} lineClamp={banner ? 1 : undefined}>
          {card.name}
        </Text>
        <Text
          fz="xs"
          c="dimmed"
          lineClamp={banner ? 1 : undefined}
          className={banner ? classes.bannerDetail : undefined}
        >
          {card.category} · {card.location}
        </Text>
        <Text fz="sm" lineClamp={2} className={banner ? classes.bannerDetail : undefined}>
          {card.description}
        </Text>
        {link}
      </Stack>
    </Card>
  );
}

/** The image on screen: the first, then the next one every interval while rotation is on. */
function useRotatingImage(ad: Ad, images: readonly string[], paused: boolean): string {
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  const rotates = ad.imageRotationEnabled && images.length > 1 && !reducedMotion && !paused;
  useEffect(() => {
    if (!rotates) return;
    const timer = setInterval(() => {
      if (document.hidden) return;
      setIndex((i) => (i + 1) % images.length);
    }, ad.imageRotationInterval);
    return () => clearInterval(timer);
  }, [rotates, images.length, ad.imageRotationInterval]);
  return images[index % Math.max(images.length, 1)] ?? '';
}
