import { Group, useMantineTheme } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../i18n/use-t.ts';

export type StarFill = 'full' | 'half' | 'empty';

/** Stars for a rating out of `max`, with half-star support: 3.5 gives three full, one half, one empty. */
export function starFills(rating: number, max = 5): StarFill[] {
  const value = Math.max(0, Math.min(max, rating));
  return Array.from({ length: max }, (_, index) => {
    if (value >= index + 1) return 'full';
    if (value >= index + 0.5) return 'half';
    return 'empty';
  });
}

interface StarRatingProps {
  rating: number;
  max?: number;
  size?: number;
}

/** A read-only star display, announced as "Rated N out of 5". */
export function StarRating({ rating, max = 5, size = 18 }: StarRatingProps) {
  const t = useT();
  const fills = starFills(rating, max);
  const label = t('rating.label', {
    rating: Number.isInteger(rating) ? rating : rating.toFixed(1),
    max,
  });
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={label} display="inline-flex">
      {fills.map((fill, index) => (
        <Star key={index} fill={fill} size={size} />
      ))}
    </Group>
  );
}

const STAR_PATH = 'm12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

function Star({ fill, size }: { fill: StarFill; size: number }) {
  const theme = useMantineTheme();
  const gradientId = useId();
  const gold = theme.colors.yellow[6];
  const empty = theme.colors.gray[4];
  const paint = fill === 'full' ? gold : fill === 'half' ? `url(#${gradientId})` : 'none';
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" data-star={fill} aria-hidden="true" focusable="false">
      {fill === 'half' && (
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor={gold} />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d={STAR_PATH}
        fill={paint}
        stroke={fill === 'empty' ? empty : gold}
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
    </svg>
  );
}
