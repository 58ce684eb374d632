import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdPlacement } from '@nsg/domain/advertising/placement.ts';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../../../i18n/use-t.ts';

const AD = '#e8590c';
const HERO = '#1c7ed6';
const BLOCK = '#ced4da';
const IMAGE = '#a5d8ff';
const HAZARD = '#ffd43b';

/** A computer screen (left) and a phone (right), each drawing its page in a 100-unit-wide frame. */
function Screens({ desktop, phone }: { desktop: ReactNode; phone: ReactNode }) {
  return (
    <>
      <rect x="4" y="8" width="168" height="112" rx="6" fill="#fff" stroke="#495057" strokeWidth="2" />
      <rect x="5" y="9" width="166" height="10" rx="5" fill="#343a40" />
      <g transform="translate(10 24)">{desktop}</g>
      <rect x="186" y="4" width="54" height="120" rx="8" fill="#fff" stroke="#495057" strokeWidth="2" />
      <rect x="187" y="5" width="52" height="9" rx="4" fill="#343a40" />
      <g transform="translate(190 18)">{phone}</g>
    </>
  );
}

const lines = (x: number, y: number, widths: number[], fill = BLOCK) =>
  widths.map((width, i) => (
    <rect key={i} x={x} y={y + i * 6} width={width} height="3" rx="1.5" fill={fill} />
  ));

const pictures: Record<AdPlacement, ReactNode> = {
  header: (
    <Screens
      desktop={
        <>
          <rect x="-5" y="-5" width="166" height="50" fill={HERO} />
          {lines(2, 6, [60, 48, 30], '#fff')}
          <rect x="100" y="2" width="52" height="34" rx="3" fill={AD} />
          <rect x="2" y="52" width="34" height="36" rx="2" fill={BLOCK} />
          <rect x="41" y="52" width="34" height="36" rx="2" fill={BLOCK} />
          <rect x="80" y="52" width="34" height="36" rx="2" fill={BLOCK} />
          <rect x="119" y="52" width="34" height="36" rx="2" fill={BLOCK} />
        </>
      }
      phone={
        <>
          <rect x="-3" y="-4" width="52" height="62" fill={HERO} />
          {lines(2, 2, [36, 28, 20, 24], '#fff')}
          <rect x="2" y="34" width="42" height="18" rx="2" fill={AD} />
          <rect x="2" y="64" width="42" height="16" rx="2" fill={BLOCK} />
          <rect x="2" y="84" width="42" height="16" rx="2" fill={BLOCK} />
        </>
      }
    />
  ),
  sidebar: (
    <Screens
      desktop={
        <>
          <rect x="0" y="0" width="100" height="36" rx="2" fill={IMAGE} />
          {lines(0, 42, [70, 40])}
          <rect x="0" y="56" width="100" height="16" rx="2" fill={HAZARD} />
          {lines(0, 78, [100, 90])}
          <rect x="108" y="0" width="46" height="30" rx="2" fill={BLOCK} />
          <rect x="108" y="34" width="46" height="30" rx="2" fill={AD} />
        </>
      }
      phone={
        <>
          <rect x="0" y="0" width="46" height="18" rx="2" fill={IMAGE} />
          {lines(0, 22, [40, 26])}
          <rect x="0" y="34" width="46" height="14" rx="2" fill={HAZARD} />
          {lines(0, 52, [46, 46])}
          <rect x="0" y="64" width="46" height="20" rx="2" fill={AD} />
          {lines(0, 90, [46, 40])}
        </>
      }
    />
  ),
  content: (
    <Screens
      desktop={
        <>
          {lines(0, 0, [50])}
          <rect x="0" y="8" width="70" height="6" rx="2" fill="none" stroke={BLOCK} />
          <rect x="0" y="20" width="48" height="32" rx="2" fill={AD} />
          <rect x="53" y="20" width="48" height="32" rx="2" fill={BLOCK} />
          <rect x="106" y="20" width="48" height="32" rx="2" fill={BLOCK} />
          <rect x="0" y="57" width="48" height="32" rx="2" fill={BLOCK} />
          <rect x="53" y="57" width="48" height="32" rx="2" fill={BLOCK} />
          <rect x="106" y="57" width="48" height="32" rx="2" fill={BLOCK} />
        </>
      }
      phone={
        <>
          {lines(0, 0, [30])}
          <rect x="0" y="8" width="46" height="6" rx="2" fill="none" stroke={BLOCK} />
          <rect x="0" y="20" width="46" height="28" rx="2" fill={AD} />
          <rect x="0" y="53" width="46" height="28" rx="2" fill={BLOCK} />
          <rect x="0" y="86" width="46" height="14" rx="2" fill={BLOCK} />
        </>
      }
    />
  ),
};

const texts: Record<AdPlacement, { name: MessageId; where: MessageId; picture: MessageId }> = {
  header: {
    name: 'partnership.header.name',
    where: 'partnership.header.where',
    picture: 'partnership.header.picture',
  },
  sidebar: {
    name: 'partnership.sidebar.name',
    where: 'partnership.sidebar.where',
    picture: 'partnership.sidebar.picture',
  },
  content: {
    name: 'partnership.content.name',
    where: 'partnership.content.where',
    picture: 'partnership.content.picture',
  },
};

/** Each placement on sale, with a drawing of where its ad appears on a computer and on a phone. */
export function PlacementPictures() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {(['header', 'sidebar', 'content'] as const).map((placement) => (
        <Card key={placement} padding="md" data-testid={`placement-${placement}`}>
          <Stack gap="xs">
            <svg viewBox="0 0 244 128" role="img" aria-label={t(texts[placement].picture)} width="100%">
              {pictures[placement]}
            </svg>
            <Title order={2} fz="h4">
              {t(texts[placement].name)}
            </Title>
            <Text fz="sm">{t(texts[placement].where)}</Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
