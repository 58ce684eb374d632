import { Image, type ImageProps } from '@mantine/core';
import { BEACH_FALLBACK_IMAGE, beachImage } from '../api/beaches.ts';

/** A beach picture that falls back to the Pipeline image when it fails to load. */
export function BeachImage({ beach, ...props }: { beach: { name: string; image: string } } & ImageProps) {
  return (
    <Image
      src={beachImage(beach)}
      fallbackSrc={BEACH_FALLBACK_IMAGE}
      alt={beach.name}
      loading="lazy"
      {...props}
    />
  );
}
