import { MapLibreOverlay } from '@deck.gl/maplibre';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { MAP_STYLE_URL, OFFLINE_STYLE, truncateLabel } from '../map-config.ts';

setWorkerUrl(workerUrl);

export interface MapPoint {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  color: [number, number, number];
}

interface DeckMapProps {
  center: { latitude: number; longitude: number };
  zoom: number;
  points: MapPoint[];
  height: number;
  label: string;
}

/** A maplibre map with deck.gl markers and labels; falls back to a plain background when the style fails. */
export default function DeckMap({ center, zoom, points, height, label }: DeckMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const overlay = useRef<MapLibreOverlay | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const style = navigator.onLine ? MAP_STYLE_URL : OFFLINE_STYLE;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style,
        center: [center.longitude, center.latitude],
        zoom,
        attributionControl: { compact: true },
      });
    } catch (error) {
      // No WebGL (old device, locked-down browser): say so instead of breaking the page.
      console.warn('Map could not start', error);
      setFailed(true);
      return;
    }
    let fellBack = style === OFFLINE_STYLE;
    map.on('error', () => {
      if (fellBack) return;
      fellBack = true;
      map.setStyle(OFFLINE_STYLE);
    });
    const deck = new MapLibreOverlay({ interleaved: false, layers: [] });
    map.addControl(deck);
    overlay.current = deck;
    return () => {
      overlay.current = null;
      map.remove();
    };
  }, [center.latitude, center.longitude, zoom]);

  useEffect(() => {
    overlay.current?.setProps({
      layers: [
        new ScatterplotLayer<MapPoint>({
          id: 'markers',
          data: points,
          getPosition: (point) => [point.longitude, point.latitude],
          getFillColor: (point) => point.color,
          getRadius: 90,
          radiusMinPixels: 6,
          stroked: true,
          getLineColor: [255, 255, 255],
          lineWidthMinPixels: 2,
        }),
        new TextLayer<MapPoint>({
          id: 'labels',
          data: points,
          getPosition: (point) => [point.longitude, point.latitude],
          getText: (point) => truncateLabel(point.name),
          getSize: 12,
          getPixelOffset: [0, -16],
          getColor: [20, 30, 45],
          background: true,
          getBackgroundColor: [255, 255, 255, 220],
        }),
      ],
    });
  }, [points]);

  if (failed) {
    return (
      <div
        role="note"
        style={{ height, display: 'grid', placeItems: 'center', background: '#cfe8f3', borderRadius: 12 }}
      >
        The map cannot be shown in this browser.
      </div>
    );
  }
  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      style={{ height, width: '100%', borderRadius: 12 }}
    />
  );
}
