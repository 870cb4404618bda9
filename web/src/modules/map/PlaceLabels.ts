import type { Map as MapLibreMap } from 'maplibre-gl';
import { namesAtZoom, type PlaceName } from './place-labels';
import { placeLabels, type Placed, type Rect } from './screen-layout';
import * as styles from './Map.css';

interface Label {
  element: HTMLSpanElement;
  width: number;
  height: number;
}

/**
 * The offline basemap's names of cities and neighbourhoods, drawn as text in an overlay over the map (aria-hidden,
 * pointer-events none: the list and the addresses say the same to a screen reader). DOM text needs no glyphs
 * (MapLibre's symbol layers fetch them from a server; the offline map fetches nothing) and is set in the page's
 * own font. Names never overlap each other, and never a marker: markers win.
 */
export class PlaceLabels {
  private labels = new Map<string, Label>();

  /** `locale`: the language of the city names (the page's). */
  constructor(
    private readonly overlay: HTMLElement,
    private readonly locale = 'en-CA',
  ) {}

  private label(place: PlaceName): Label {
    let label = this.labels.get(place.key);
    if (!label) {
      const element = document.createElement('span');
      element.className = place.kind === 'city' ? styles.cityName : styles.neighbourhoodName;
      element.textContent = place.name;
      element.dataset.place = place.name;
      this.overlay.append(element);
      label = { element, width: element.offsetWidth, height: element.offsetHeight };
      this.labels.set(place.key, label);
    } else if (!label.width) {
      label.element.style.display = '';
      label.width = label.element.offsetWidth;
      label.height = label.element.offsetHeight;
    }
    return label;
  }

  draw(map: MapLibreMap, neighbourhoods: readonly PlaceName[], obstacles: readonly Rect[]) {
    const { clientWidth: width, clientHeight: height } = map.getContainer();
    const bounds = map.getBounds();
    const candidates: Placed<string>[] = [];
    for (const place of namesAtZoom(map.getZoom(), neighbourhoods, this.locale)) {
      if (!bounds.contains([place.lng, place.lat])) continue;
      const { x, y } = map.project([place.lng, place.lat]);
      const { width: w, height: h } = this.label(place);
      candidates.push({ key: place.key, x, y, width: w, height: h });
    }
    const shown = placeLabels(candidates, obstacles, { width, height });
    const at = new Map(candidates.map((candidate) => [candidate.key, candidate]));
    for (const [key, { element, width: w, height: h }] of this.labels) {
      const place = shown.has(key) ? at.get(key) : undefined;
      element.style.display = place ? '' : 'none';
      if (place) element.style.transform = `translate(${Math.round(place.x - w / 2)}px, ${Math.round(place.y - h / 2)}px)`;
    }
  }

  clear() {
    for (const { element } of this.labels.values()) element.remove();
    this.labels.clear();
  }
}

/** The map's own controls (zoom buttons, attribution) as places names keep clear of, relative to the map. */
export function controlRects(map: MapLibreMap): Rect[] {
  const origin = map.getContainer().getBoundingClientRect();
  return [...map.getContainer().querySelectorAll('.maplibregl-ctrl')].map((control) => {
    const box = control.getBoundingClientRect();
    return { left: box.left - origin.left, top: box.top - origin.top, right: box.right - origin.left, bottom: box.bottom - origin.top };
  });
}
