import { useEffect, useRef } from 'react';
import { Marker } from 'maplibre-gl';
import { useLingui } from '@lingui/react/macro';
import type { MapPoint } from './map.model';
import { isOfflineStyle } from './map-style';
import { controlRects, PlaceLabels } from './PlaceLabels';
import { useMapLibre } from './useMapLibre';
import * as styles from './Map.css';

export interface PinMapProps {
  point: MapPoint;
  label: string;
  /** Given: the pin can be dragged, or moved with the arrow keys once focused. */
  onMove?: (point: MapPoint) => void;
  zoom?: number;
}

/** Degrees an arrow key moves the pin: about 100 m. */
const STEP = 0.001;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, STEP], ArrowDown: [0, -STEP], ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0] };

/** One pin on a small map: a listing's place (the property page), or the one its landlord moves (the listing forms). */
export default function PinMap({ point, label, onMove, zoom = 12 }: PinMapProps) {
  const { t, i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const map = useMapLibre(container, label, { center: [point.longitude, point.latitude], zoom });
  const marker = useRef<Marker | null>(null);
  const namesLayer = useRef<HTMLDivElement>(null);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  const pinLabel = onMove ? t`Map pin: drag it, or use the arrow keys, to where the home is` : t`Where the home is`;

  useEffect(() => {
    if (!map) return;
    const element: HTMLElement = document.createElement(onMoveRef.current ? 'button' : 'div');
    element.className = styles.pin;
    element.setAttribute('aria-label', pinLabel);
    if (!onMoveRef.current) element.setAttribute('role', 'img');
    const pin = new Marker({ element, draggable: !!onMoveRef.current, anchor: 'bottom' }).setLngLat(map.getCenter()).addTo(map);
    const report = () => {
      const { lat, lng } = pin.getLngLat();
      onMoveRef.current?.({ latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round(lng * 1e6) / 1e6 });
    };
    pin.on('dragend', report);
    element.addEventListener('keydown', (event: KeyboardEvent) => {
      const step = ARROWS[event.key];
      if (!step || !onMoveRef.current) return;
      event.preventDefault();
      const { lat, lng } = pin.getLngLat();
      pin.setLngLat([lng + step[0], lat + step[1]]);
      report();
    });
    marker.current = pin;
    return () => {
      pin.remove();
      marker.current = null;
    };
  }, [map, pinLabel]);

  // The names of cities over the offline basemap, never under the pin.
  useEffect(() => {
    if (!map || !namesLayer.current || !isOfflineStyle(map.getStyle())) return;
    const names = new PlaceLabels(namesLayer.current, i18n.locale);
    let frame = 0;
    const draw = () => {
      frame = 0;
      const origin = map.getContainer().getBoundingClientRect();
      const pin = marker.current?.getElement().getBoundingClientRect();
      const pinRoom = pin ? [{ left: pin.left - origin.left, top: pin.top - origin.top, right: pin.right - origin.left, bottom: pin.bottom - origin.top }] : [];
      names.draw(map, [], [...pinRoom, ...controlRects(map)]);
    };
    const redraw = () => {
      frame ||= requestAnimationFrame(draw);
    };
    map.on('move', redraw);
    map.on('resize', redraw);
    marker.current?.on('drag', redraw);
    redraw();
    return () => {
      cancelAnimationFrame(frame);
      map.off('move', redraw);
      map.off('resize', redraw);
      names.clear();
    };
  }, [map]);

  // A new point from outside (the address was geocoded again): the pin and the view follow it.
  useEffect(() => {
    const pin = marker.current;
    if (!map || !pin) return;
    const { lat, lng } = pin.getLngLat();
    if (Math.abs(lat - point.latitude) < 1e-7 && Math.abs(lng - point.longitude) < 1e-7) return;
    pin.setLngLat([point.longitude, point.latitude]);
    map.easeTo({ center: [point.longitude, point.latitude] });
  }, [map, point.latitude, point.longitude]);

  return (
    <div className={styles.frame}>
      {/* MapLibre names its canvas (a region) with `label`. */}
      <div ref={container} className={styles.canvas} />
      <div ref={namesLayer} className={styles.names} aria-hidden="true" />
    </div>
  );
}
