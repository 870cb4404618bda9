import type { FeatureCollection, Point } from 'geojson';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Marker, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { Button, formatCad } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { CANADA_VIEW, type BoundingBox, type MapListing } from './map.model';
import { mapFrame } from './map-frame';
import { useMapLibre } from './useMapLibre';
import * as styles from './Map.css';

export interface ListingsMapProps {
  listings: readonly MapListing[];
  /** The map's accessible name. */
  label: string;
  /** The box in the URL: the first frame shows it; without one, the listings. */
  box: BoundingBox | null;
  /** The listing whose card the pointer is over in the list: its pin stands out. */
  highlightedId: number | null;
  onSearchArea: (box: BoundingBox) => void;
  /** The card shown when a pin is chosen. */
  renderCard: (id: number) => ReactNode;
}

const SOURCE = 'listings';

/**
 * Each cluster carries the ids of its listings (',12,47,'), gathered by the clustering itself, so the hovered card's
 * cluster is known at once without asking the source for its leaves.
 */
const CLUSTER_MEMBERS: Record<string, [unknown, unknown]> = {
  members: [['concat', ['accumulated'], ['slice', ['get', 'members'], 1]], ['concat', ',', ['to-string', ['get', 'id']], ',']],
};

/** Whether a marker stands for the highlighted listing: its own price, or the cluster that holds it. */
function holds(element: HTMLElement, id: number | null): boolean {
  if (id === null) return false;
  return element.dataset.listingId === String(id) || !!element.dataset.members?.includes(`,${id},`);
}

function toGeoJson(listings: readonly MapListing[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: listings.map(({ id, title, monthlyRent, latitude, longitude }) => ({
      type: 'Feature',
      id,
      properties: { id, title, monthlyRent },
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
    })),
  };
}

function fitListings(map: MapLibreMap, listings: readonly MapListing[], box: BoundingBox | null) {
  const frame = mapFrame(listings, box);
  if (frame.kind === 'keep') return;
  const { west, south, east, north } = frame.box;
  if (frame.kind === 'box') return map.fitBounds([west, south, east, north], { animate: false });
  map.fitBounds([west, south, east, north], { padding: 48, maxZoom: 12, animate: false });
}

/**
 * Listings on a map (MapLibre): clustered by the GeoJSON source, drawn as buttons (a price, or a count that
 * zooms in) so keyboards and screen readers reach them, a card for the chosen one, and 'Search this area' once
 * the visitor has moved the map. The list beside it holds everything the map shows.
 */
export default function ListingsMap({ listings, label, box, highlightedId, onSearchArea, renderCard }: ListingsMapProps) {
  const { t, i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const map = useMapLibre(container, label, { center: CANADA_VIEW.center, zoom: CANADA_VIEW.zoom });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [moved, setMoved] = useState(false);
  const markers = useRef(new Map<string, { marker: Marker; element: HTMLButtonElement }>());
  const clusterLabel = (count: number) => t`${count} listings here: zoom in`;
  const latest = useRef({ highlightedId, clusterLabel, locale: i18n.locale });
  latest.current = { highlightedId, clusterLabel, locale: i18n.locale };

  // The source and its clusters, once; then every visible feature becomes (or stays) a button marker.
  useEffect(() => {
    if (!map) return;
    map.addSource(SOURCE, {
      type: 'geojson',
      data: toGeoJson([]),
      cluster: true,
      clusterRadius: 48,
      clusterMaxZoom: 13,
      clusterProperties: CLUSTER_MEMBERS,
    });
    // Invisible: it makes the source's features queryable; the buttons draw them.
    map.addLayer({ id: `${SOURCE}-hit`, type: 'circle', source: SOURCE, paint: { 'circle-opacity': 0, 'circle-radius': 1 } });
    const shown = markers.current;
    const drawMarkers = () => {
      const { clusterLabel: countLabel, locale } = latest.current;
      const seen = new Set<string>();
      for (const feature of map.querySourceFeatures(SOURCE)) {
        const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; members?: string; id?: number; title?: string; monthlyRent?: number };
        const key = properties.cluster ? `c${properties.cluster_id}` : `p${properties.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (shown.has(key)) continue;
        const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
        const element = document.createElement('button');
        element.type = 'button';
        if (properties.cluster) {
          const count = properties.point_count ?? 0;
          element.className = styles.clusterMarker;
          element.textContent = String(count);
          element.setAttribute('aria-label', countLabel(count));
          element.dataset.clusterId = String(properties.cluster_id);
          element.dataset.members = properties.members ?? '';
          element.addEventListener('click', async () => {
            const zoom = await map.getSource<GeoJSONSource>(SOURCE)!.getClusterExpansionZoom(properties.cluster_id!);
            map.easeTo({ center: [lng, lat], zoom });
          });
        } else {
          const rent = formatCad(properties.monthlyRent ?? 0, locale);
          element.className = styles.priceMarker;
          element.textContent = rent;
          element.setAttribute('aria-label', `${properties.title}, ${rent}`);
          element.dataset.listingId = String(properties.id);
          element.addEventListener('click', () => setSelectedId(properties.id ?? null));
        }
        element.dataset.highlighted = String(holds(element, latest.current.highlightedId));
        shown.set(key, { element, marker: new Marker({ element }).setLngLat([lng, lat]).addTo(map) });
      }
      for (const [key, { marker }] of shown) {
        if (!seen.has(key)) {
          marker.remove();
          shown.delete(key);
        }
      }
    };
    const onMoveEnd = (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) setMoved(true);
      drawMarkers();
    };
    map.on('sourcedata', drawMarkers);
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('sourcedata', drawMarkers);
      map.off('moveend', onMoveEnd);
      for (const { marker } of shown.values()) marker.remove();
      shown.clear();
    };
  }, [map]);

  // New results: new pins, framed (the URL's box, else the listings), and any open card closes.
  useEffect(() => {
    if (!map) return;
    map.getSource<GeoJSONSource>(SOURCE)?.setData(toGeoJson(listings));
    fitListings(map, listings, box);
    setSelectedId(null);
    setMoved(false);
  }, [map, listings, box]);

  useEffect(() => {
    for (const { element } of markers.current.values()) element.dataset.highlighted = String(holds(element, highlightedId));
  }, [highlightedId]);

  const searchArea = () => {
    if (!map) return;
    const bounds = map.getBounds();
    setMoved(false);
    onSearchArea({ west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() });
  };

  return (
    <div className={styles.frame} onKeyDown={(event) => event.key === 'Escape' && setSelectedId(null)}>
      {/* MapLibre names its canvas (a region) with `label`. */}
      <div ref={container} className={styles.canvas} />
      {moved ? (
        <div className={styles.searchArea}>
          <Button size="sm" onPress={searchArea}>
            {t`Search this area`}
          </Button>
        </div>
      ) : null}
      {selectedId !== null ? (
        <div className={styles.card} role="dialog" aria-label={t`Chosen listing`}>
          <div className={styles.cardClose}>
            {/* Focus moves into the card, so Escape and Tab start from it. */}
            <Button size="sm" variant="ghost" autoFocus onPress={() => setSelectedId(null)}>
              {t`Close`}
            </Button>
          </div>
          {renderCard(selectedId)}
        </div>
      ) : null}
    </div>
  );
}
