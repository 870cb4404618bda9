import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl';
import { createMap } from './maplibre';

/** A MapLibre map living as long as the component: null until its style has loaded, removed on unmount. */
export function useMapLibre(container: RefObject<HTMLElement | null>, label: string, options: Omit<MapOptions, 'container' | 'style'>) {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const first = useRef({ label, options });
  useEffect(() => {
    let created: MapLibreMap | null = null;
    let cancelled = false;
    if (!container.current) return;
    void createMap(container.current, first.current.label, first.current.options).then((instance) => {
      created = instance;
      if (cancelled) instance.remove();
      else instance.once('load', () => setMap(instance));
    });
    return () => {
      cancelled = true;
      created?.remove();
    };
  }, [container]);
  return map;
}
