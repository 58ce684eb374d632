import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';

/** Text cut at `limit` characters with a toggle (Read More / Show Less, or Read Less). */
export function TruncatedText({
  text,
  limit,
  lessLabel,
}: {
  text: string;
  limit: number;
  lessLabel: string;
}) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= limit) return <Text fz="sm">{text}</Text>;
  return (
    <Text fz="sm">
      {expanded ? text : `${text.slice(0, limit).trimEnd()}...`}{' '}
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
        {expanded ? lessLabel : 'Read More'}
      </Anchor>
    </Text>
  );
}
