import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { Button } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { CANADA_VIEW, type BoundingBox, type MapListing } from './map.model';
import { mapFrame } from './map-frame';
import { ListingMarkers } from './listing-markers';
import { isOfflineStyle } from './map-style';
import { neighbourhoodNames } from './place-labels';
import { controlRects, PlaceLabels } from './PlaceLabels';
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

function fitListings(map: MapLibreMap, listings: readonly MapListing[], box: BoundingBox | null) {
  const frame = mapFrame(listings, box);
  if (frame.kind === 'keep') return;
  const { west, south, east, north } = frame.box;
  if (frame.kind === 'box') return map.fitBounds([west, south, east, north], { animate: false });
  map.fitBounds([west, south, east, north], { padding: 48, maxZoom: 12, animate: false });
}

/**
 * Listings on a map (MapLibre): drawn as buttons (a price, or a count of the prices that would overlap it) so
 * keyboards and screen readers reach them and no two ever overlap, a card for the chosen one (a list for a count
 * at one place), the names of cities and neighbourhoods over the offline basemap, and 'Search this area' once the
 * visitor has moved the map. The list beside it holds everything the map shows.
 */
export default function ListingsMap({ listings, label, box, highlightedId, onSearchArea, renderCard }: ListingsMapProps) {
  const { t, i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const namesLayer = useRef<HTMLDivElement>(null);
  const map = useMapLibre(container, label, { center: CANADA_VIEW.center, zoom: CANADA_VIEW.zoom });
  // One id: its card; several (a count at one place): their list.
  const [chosen, setChosen] = useState<readonly number[] | null>(null);
  const [moved, setMoved] = useState(false);
  const neighbourhoods = useMemo(() => neighbourhoodNames(listings), [listings]);
  const texts = {
    locale: i18n.locale,
    zoomIn: (count: number) => t`${count} listings here: zoom in`,
    showThem: (count: number) => t`${count} listings here: show them`,
  };
  const latest = useRef({ texts, neighbourhoods });
  latest.current = { texts, neighbourhoods };
  const layers = useRef<{ markers: ListingMarkers; redraw: () => void } | null>(null);

  // The markers and names, once; redrawn (one pass per frame) whenever the view moves.
  useEffect(() => {
    if (!map) return;
    const markers = new ListingMarkers(map, () => latest.current.texts, setChosen);
    // A real style (MAP_STYLE_URL) names its places itself.
    const names = isOfflineStyle(map.getStyle()) && namesLayer.current ? new PlaceLabels(namesLayer.current, i18n.locale) : null;
    let frame = 0;
    const draw = () => {
      frame = 0;
      const rooms = markers.draw();
      names?.draw(map, latest.current.neighbourhoods, [...rooms, ...controlRects(map)]);
    };
    const redraw = () => {
      frame ||= requestAnimationFrame(draw);
    };
    const onMoveEnd = (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) setMoved(true);
    };
    map.on('move', redraw);
    map.on('resize', redraw);
    map.on('moveend', onMoveEnd);
    layers.current = { markers, redraw };
    return () => {
      cancelAnimationFrame(frame);
      map.off('move', redraw);
      map.off('resize', redraw);
      map.off('moveend', onMoveEnd);
      markers.clear();
      names?.clear();
      layers.current = null;
    };
  }, [map]);

  // New results: new markers, framed (the URL's box, else the listings), and any open card closes.
  useEffect(() => {
    if (!map || !layers.current) return;
    layers.current.markers.setListings(listings);
    fitListings(map, listings, box);
    layers.current.redraw();
    setChosen(null);
    setMoved(false);
  }, [map, listings, box]);

  useEffect(() => {
    layers.current?.markers.highlight(highlightedId);
  }, [map, highlightedId]);

  const searchArea = () => {
    if (!map) return;
    const bounds = map.getBounds();
    setMoved(false);
    onSearchArea({ west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() });
  };

  return (
    <div className={styles.frame} onKeyDown={(event) => event.key === 'Escape' && setChosen(null)}>
      {/* MapLibre names its canvas (a region) with `label`. */}
      <div ref={container} className={styles.canvas} />
      {/* Names of places: what the map shows, not something to reach (the list and the addresses say it). */}
      <div ref={namesLayer} className={styles.names} aria-hidden="true" />
      {moved ? (
        <div className={styles.searchArea}>
          <Button size="sm" onPress={searchArea}>
            {t`Search this area`}
          </Button>
        </div>
      ) : null}
      {chosen !== null ? (
        <div
          className={chosen.length > 1 ? `${styles.card} ${styles.listCard}` : styles.card}
          role="dialog"
          aria-label={chosen.length > 1 ? t`Listings at this place` : t`Chosen listing`}
        >
          <div className={styles.cardClose}>
            {/* Focus moves into the card, so Escape and Tab start from it. */}
            <Button size="sm" variant="ghost" autoFocus onPress={() => setChosen(null)}>
              {t`Close`}
            </Button>
          </div>
          {chosen.length > 1 ? (
            <ul className={styles.listItems}>
              {chosen.map((id) => (
                <li key={id}>{renderCard(id)}</li>
              ))}
            </ul>
          ) : (
            renderCard(chosen[0]!)
          )}
        </div>
      ) : null}
    </div>
  );
}
