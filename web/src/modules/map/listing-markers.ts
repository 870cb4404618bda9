import { LngLatBounds, Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { formatCad } from '@hearth/design-system';
import type { MapListing } from './map.model';
import { groupMarkers, type Placed, type Rect } from './screen-layout';
import * as styles from './Map.css';

export interface MarkerTexts {
  locale: string;
  /** A count whose listings a zoom can tell apart. */
  zoomIn: (count: number) => string;
  /** A count at one place (one building): it opens their list. */
  showThem: (count: number) => string;
}

interface Pin {
  listing: MapListing;
  marker: Marker;
  element: HTMLButtonElement;
  width: number;
  height: number;
}

interface Count {
  marker: Marker;
  element: HTMLButtonElement;
  members: number[];
}

/** Listings closer than this (degrees, about 50 m) are one place: no zoom separates their prices on screen. */
const SAME_PLACE = 0.0005;
/** The deepest zoom a count's click goes to. */
const DEEPEST = 19;

const setShown = (element: HTMLElement, shown: boolean) => {
  element.style.display = shown ? '' : 'none';
};

/** Whether a marker stands for the listing: its own price, or the count that holds it. */
export function holds(element: HTMLElement, id: number | null): boolean {
  if (id === null) return false;
  return element.dataset.listingId === String(id) || !!element.dataset.members?.includes(`,${id},`);
}

/**
 * The listings' markers, as buttons (keyboards and screen readers reach them): a price per listing, and after every
 * move a pass on screen (groupMarkers) that folds the prices that would overlap into a count, so no two markers ever
 * overlap. A count zooms to its listings, or, when they are at one place, opens their list.
 */
export class ListingMarkers {
  private pins = new Map<number, Pin>();
  private counts = new Map<number, Count>();
  private highlightedId: number | null = null;

  constructor(
    private readonly map: MapLibreMap,
    private readonly texts: () => MarkerTexts,
    private readonly choose: (ids: number[]) => void,
  ) {}

  setListings(listings: readonly MapListing[]) {
    this.clear();
    const { locale } = this.texts();
    for (const listing of listings) {
      const rent = formatCad(listing.monthlyRent, locale);
      const element = document.createElement('button');
      element.type = 'button';
      element.className = styles.priceMarker;
      element.textContent = rent;
      element.setAttribute('aria-label', `${listing.title}, ${rent}`);
      element.dataset.listingId = String(listing.id);
      element.dataset.highlighted = String(listing.id === this.highlightedId);
      element.addEventListener('click', () => this.choose([listing.id]));
      const marker = new Marker({ element }).setLngLat([listing.longitude, listing.latitude]).addTo(this.map);
      this.pins.set(listing.id, { listing, marker, element, width: element.offsetWidth, height: element.offsetHeight });
    }
  }

  highlight(id: number | null) {
    this.highlightedId = id;
    for (const { element } of [...this.pins.values(), ...this.counts.values()]) element.dataset.highlighted = String(holds(element, id));
  }

  /** Lays the markers out for the current view; returns the room each drawn marker holds (names keep out of it). */
  draw(): Rect[] {
    const { clientWidth: width, clientHeight: height } = this.map.getContainer();
    const items: Placed<number>[] = [];
    for (const pin of this.pins.values()) {
      if (!pin.width) {
        // Measured while the map was hidden (the List / Map switch): measure now.
        setShown(pin.element, true);
        pin.width = pin.element.offsetWidth;
        pin.height = pin.element.offsetHeight;
      }
      const { x, y } = this.map.project([pin.listing.longitude, pin.listing.latitude]);
      // Off screen: not drawn, so Tab never reaches a price one cannot see.
      if (x < -pin.width / 2 || y < -pin.height / 2 || x > width + pin.width / 2 || y > height + pin.height / 2) setShown(pin.element, false);
      else items.push({ key: pin.listing.id, x, y, width: pin.width, height: pin.height });
    }
    const groups = groupMarkers(items);
    const kept = new Set<number>();
    for (const group of groups) {
      const anchorId = group.anchor.key;
      const single = group.members.length === 1;
      for (const id of group.members) setShown(this.pins.get(id)!.element, single);
      if (single) continue;
      kept.add(anchorId);
      this.showCount(anchorId, group.members);
    }
    for (const [anchorId, count] of this.counts) {
      if (kept.has(anchorId)) continue;
      count.marker.remove();
      this.counts.delete(anchorId);
    }
    return groups.map((group) => group.room);
  }

  private showCount(anchorId: number, members: number[]) {
    const { zoomIn, showThem } = this.texts();
    let count = this.counts.get(anchorId);
    if (!count) {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = styles.clusterMarker;
      const created: Count = { element, members, marker: new Marker({ element }).setLngLat(this.pins.get(anchorId)!.marker.getLngLat()).addTo(this.map) };
      element.addEventListener('click', () => this.open(created.members));
      this.counts.set(anchorId, created);
      count = created;
    }
    count.members = members;
    const together = this.samePlace(members);
    count.element.textContent = String(members.length);
    count.element.setAttribute('aria-label', together ? showThem(members.length) : zoomIn(members.length));
    count.element.dataset.members = `,${members.join(',')},`;
    count.element.dataset.samePlace = String(together);
    count.element.dataset.highlighted = String(holds(count.element, this.highlightedId));
  }

  private bounds(members: readonly number[]): LngLatBounds {
    const bounds = new LngLatBounds();
    for (const id of members) bounds.extend(this.pins.get(id)!.marker.getLngLat());
    return bounds;
  }

  private samePlace(members: readonly number[]): boolean {
    const bounds = this.bounds(members);
    const cos = Math.cos((bounds.getCenter().lat * Math.PI) / 180);
    return Math.max((bounds.getEast() - bounds.getWest()) * cos, bounds.getNorth() - bounds.getSouth()) < SAME_PLACE || this.map.getZoom() >= DEEPEST;
  }

  private open(members: number[]) {
    if (this.samePlace(members)) return this.choose([...members]);
    const { clientWidth, clientHeight } = this.map.getContainer();
    const padding = Math.round(Math.min(clientWidth, clientHeight) / 5);
    this.map.fitBounds(this.bounds(members), { padding, maxZoom: DEEPEST });
  }

  clear() {
    for (const { marker } of [...this.pins.values(), ...this.counts.values()]) marker.remove();
    this.pins.clear();
    this.counts.clear();
  }
}
