import { MapLibreOverlay } from '@deck.gl/maplibre';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { NORTH_SHORE_PLACES, type Place } from './data/north-shore-places.ts';
import { labelsWithoutOverlap, type PlacedLabel } from './label-declutter.ts';
import { MAP_STYLE_URL, truncateLabel } from './map-config.ts';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../../i18n/use-t.ts';
import { boundsOf, chooseInitialStyle, offlineStyleAttributed } from './offline-style.ts';

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
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const overlay = useRef<MapLibreOverlay | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [tilesUnavailable, setTilesUnavailable] = useState(false);
  // The offline style has no names of its own: town names are drawn over it as labels.
  const [offlineBase, setOfflineBase] = useState(false);
  const offlineBaseRef = useRef(offlineBase);
  offlineBaseRef.current = offlineBase;
  // Labels that fit without overlapping at the current view: worked out again whenever the view settles.
  const [labelled, setLabelled] = useState<ReadonlySet<string>>(new Set());
  const pointsRef = useRef(points);
  pointsRef.current = points;
  const declutter = () => {
    const map = mapRef.current;
    if (!map) return;
    const markers = pointsRef.current.map((point): PlacedLabel => {
      const { x, y } = map.project([point.longitude, point.latitude]);
      return { id: point.id, x, y, text: truncateLabel(point.name) };
    });
    const places = offlineBaseRef.current ? NORTH_SHORE_PLACES.map((place) => placeLabel(map, place)) : [];
    setLabelled(labelsWithoutOverlap([...markers, ...places]));
  };
  const declutterRef = useRef(declutter);
  declutterRef.current = declutter;
  // The map is made again only for a new view: its texts are read when it is made, in the current language.
  const translate = useEffectEvent((id: MessageId) => t(id));

  useEffect(() => {
    if (!container.current) return;
    const offline = offlineStyleAttributed(translate('map.offlineAttribution'));
    const style = chooseInitialStyle(MAP_STYLE_URL, navigator.onLine, offline);
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style,
        center: [center.longitude, center.latitude],
        zoom,
        attributionControl: { compact: true },
        // maplibre's own control labels, in the visitor's language.
        locale: {
          'AttributionControl.ToggleAttribution': translate('map.toggleAttribution'),
          'AttributionControl.MapFeedback': translate('map.feedback'),
          'Map.Title': translate('map.title'),
        },
      });
    } catch (error) {
      // No WebGL (old device, locked-down browser): say so instead of breaking the page.
      console.warn('Map could not start', error);
      setFailed(true);
      return;
    }
    let fellBack = style === offline;
    setOfflineBase(fellBack);
    map.on('error', () => {
      if (fellBack) return;
      fellBack = true;
      map.setStyle(offline);
      setTilesUnavailable(true);
      setOfflineBase(true);
    });
    mapRef.current = map;
    container.current.dataset.mapReady = 'true';
    Object.assign(container.current, { maplibreMap: map });
    map.on('moveend', () => declutterRef.current());
    map.on('load', () => declutterRef.current());
    const deck = new MapLibreOverlay({ interleaved: false, layers: [] });
    map.addControl(deck);
    overlay.current = deck;
    Object.assign(container.current, { deckOverlay: deck });
    return () => {
      overlay.current = null;
      mapRef.current = null;
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
        ...(offlineBase ? [placeNamesLayer(labelled)] : []),
        new TextLayer<MapPoint>({
          id: 'labels',
          data: points.filter((point) => labelled.has(point.id)),
          getPosition: (point) => [point.longitude, point.latitude],
          getText: (point) => truncateLabel(point.name),
          getSize: 12,
          getPixelOffset: [0, -16],
          getColor: [20, 30, 45],
          background: true,
          getBackgroundColor: [255, 255, 255, 220],
          characterSet: 'auto',
        }),
      ],
    });
  }, [points, labelled, offlineBase]);

  useEffect(() => {
    declutterRef.current();
  }, [offlineBase]);

  useEffect(() => {
    const bounds = boundsOf(points);
    if (bounds) mapRef.current?.fitBounds(bounds, { padding: 48, maxZoom: 14, duration: 0 });
    declutterRef.current();
  }, [points]);

  if (failed) {
    return (
      <div
        role="note"
        style={{ height, display: 'grid', placeItems: 'center', background: '#cfe8f3', borderRadius: 12 }}
      >
        {t('map.noWebgl')}
      </div>
    );
  }
  return (
    <div style={{ position: 'relative', height }}>
      <div
        ref={container}
        role="region"
        aria-label={label}
        style={{ height, width: '100%', borderRadius: 12 }}
      />
      {tilesUnavailable && (
        <div
          role="status"
          style={{
            position: 'absolute',
            top: 8,
            left: 8,
            padding: '4px 8px',
            background: 'rgba(255,255,255,0.92)',
            borderRadius: 6,
            fontSize: 13,
          }}
        >
          {t('map.offline')}
        </div>
      )}
    </div>
  );
}

/** Town names sit just below the town's point, where its businesses' markers cluster. */
const PLACE_LABEL_OFFSET_Y_PX = 14;

const placeId = (place: Place) => `place:${place.geonameId}`;

function placeLabel(map: MapLibreMap, place: Place): PlacedLabel {
  const { x, y } = map.project([place.longitude, place.latitude]);
  return { id: placeId(place), x, y, text: place.name, offsetY: PLACE_LABEL_OFFSET_Y_PX };
}

/** Town names on the offline map, with a halo, never over a business label. */
function placeNamesLayer(labelled: ReadonlySet<string>) {
  return new TextLayer<Place>({
    id: 'places',
    data: NORTH_SHORE_PLACES.filter((place) => labelled.has(placeId(place))),
    getPosition: (place) => [place.longitude, place.latitude],
    getText: (place) => place.name,
    getSize: 13,
    getPixelOffset: [0, PLACE_LABEL_OFFSET_Y_PX],
    getColor: [62, 74, 86],
    fontWeight: 600,
    characterSet: 'auto',
    fontSettings: { sdf: true },
    outlineWidth: 3,
    outlineColor: [242, 239, 228, 235],
    pickable: true,
  });
}
