import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';

/** Text cut at `limit` characters with a toggle (Read More / Show Less, or Read Less). */
export function TruncatedText({
  text,
  limit,
  lessLabel,
  lang = 'en',
}: {
  text: string;
  limit: number;
  lessLabel: 'showLess' | 'readLess';
  /** The text's language: the catalog's own words are English until it has them in the visitor's. */
  lang?: string;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  if (text.length <= limit)
    return (
      <Text fz="sm" lang={lang}>
        {text}
      </Text>
    );
  return (
    <Text fz="sm">
      <span lang={lang}>{expanded ? text : `${text.slice(0, limit).trimEnd()}...`}</span>{' '}
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
