import { Image, type ImageProps } from '@mantine/core';
import { BEACH_FALLBACK_IMAGE, beachImage } from '@nsg/domain/catalog/beach-image.ts';

/**
 * A beach picture that falls back to the Pipeline image when it fails to load. `priority` marks the page's
 * main picture (its largest paint): fetched at once and first, where list pictures wait until scrolled to.
 */
export function BeachImage({
  beach,
  priority = false,
  ...props
}: { beach: { name: string; image: string }; priority?: boolean } & ImageProps) {
  return (
    <Image
      src={beachImage(beach)}
      fallbackSrc={BEACH_FALLBACK_IMAGE}
      alt={beach.name}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...props}
    />
  );
}
