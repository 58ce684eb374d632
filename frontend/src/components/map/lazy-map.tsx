import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { useOnlineStatus } from '../../lib/use-online-status.ts';
import { mapHeight } from './map-config.ts';
import type { MapPoint } from './deck-map.tsx';
import { useT } from '../../i18n/use-t.ts';

const DeckMap = lazy(() => import('./deck-map.tsx'));

interface LazyMapProps {
  center: { latitude: number; longitude: number };
  zoom: number;
  points: MapPoint[];
  label: string;
  loadingText: string;
}

/** Loads maplibre and deck.gl only once the map's place scrolls into view. */
export function LazyMap({ loadingText, ...props }: LazyMapProps) {
  const { width } = useViewportSize();
  // 0 until the viewport is measured after the first render, on the server and in the browser alike.
  const height = mapHeight(width);
  const { ref: placeholder, near: visible } = useNearViewport<HTMLDivElement>();
  const online = useOnlineStatus();
  const t = useT();

  const loading = (
    <Center h={height} bg="ocean.0" style={{ borderRadius: 12 }}>
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text fz="sm" c="dark.6">
          {loadingText}
        </Text>
      </Stack>
    </Center>
  );

  return (
    <Box ref={placeholder} mih={height}>
      {!online && (
        <Text fz="sm" c="orange.9" mb="xs">
          {t('map.offlineDevice')}
        </Text>
      )}
      {visible ? (
        <MapCodeBoundary unavailable={<Center h={height}>{t('map.needsConnection')}</Center>}>
          <Suspense fallback={loading}>
            <DeckMap {...props} height={height} />
          </Suspense>
        </MapCodeBoundary>
      ) : (
        loading
      )}
    </Box>
  );
}

/**
 * The map's code comes on demand, not with the offline guide: offline, before it ever loaded, its import
 * fails. The map's place then says so, and the rest of the page goes on.
 */
class MapCodeBoundary extends Component<
  { unavailable: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.unavailable : this.props.children;
  }
}
