import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';

/** Text cut at `limit` characters with a toggle (Read More / Show Less, or Read Less). */
export function TruncatedText({
  text,
  limit,
  lessLabel,
}: {
  text: string;
  limit: number;
  lessLabel: 'showLess' | 'readLess';
}) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  // The catalog's own words, in English until it has them in the visitor's language.
  if (text.length <= limit)
    return (
      <Text fz="sm" lang="en">
        {text}
      </Text>
    );
  return (
    <Text fz="sm">
      <span lang="en">{expanded ? text : `${text.slice(0, limit).trimEnd()}...`}</span>{' '}
      <Anchor
        component="button"
        type="button"
        fz="sm"
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setExpanded(!expanded);
        }}
      >
        {expanded ? t(`common.${lessLabel}`) : t('common.readMore')}
      </Anchor>
    </Text>
  );
}
