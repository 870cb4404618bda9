import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useHydrated } from '../../lib/use-hydrated';
import { loadMapMessages } from './map-messages';
import type { ListingsMapProps } from './ListingsMap';
import type { PinMapProps } from './PinMap';
import { canDrawMaps } from './webgl';
import * as styles from './Map.css';

/** A map's code (MapLibre, about 280 KB gzip) with its messages, fetched when a map is first shown. */
const withMessages = <P,>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> =>
  lazy(async () => (await Promise.all([load(), loadMapMessages()]))[0]);

const LazyListingsMap = withMessages<ListingsMapProps>(() => import('./ListingsMap'));
const LazyPinMap = withMessages<PinMapProps>(() => import('./PinMap'));

/** Shown instead of a map the browser cannot draw: the list or the address says everything the map would. */
export function MapUnavailable({ message }: { message?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.fallback} role="note">
      {message ?? t`The map cannot be shown in this browser (it needs WebGL). Everything it shows is in the list and the address.`}
    </div>
  );
}

/**
 * Whether the element has come near the viewport (once true, stays true): a map below the fold, like the property
 * page's, loads its code when the person scrolls to it, not while the page is still busy starting.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '300px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

function MapSlot<P extends object>({ Map, props, label }: { Map: ComponentType<P>; props: P; label: string }) {
  const hydrated = useHydrated();
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  // Probed only once the map is near: a page whose map stays below the fold never creates a WebGL context.
  const drawable = hydrated && near && canDrawMaps();
  // Without WebGL no map code loads, but the note still needs the map's messages.
  useEffect(() => {
    if (hydrated && near && !drawable) void loadMapMessages();
  }, [hydrated, near, drawable]);
  // The caller's label (already in the page's language) holds the map's place until it draws.
  const loading = (
    <div ref={place} className={styles.fallback} aria-busy="true">
      {label}
    </div>
  );
  if (!hydrated || !near) return loading;
  if (!drawable) return <MapUnavailable />;
  return (
    <Suspense fallback={loading}>
      <Map {...props} />
    </Suspense>
  );
}

/** The listings map (home page), loaded lazily; a message where WebGL is missing. */
export function ListingsMapSlot(props: ListingsMapProps) {
  return <MapSlot Map={LazyListingsMap} props={props} label={props.label} />;
}

/** A one-pin map (property page, listing forms), loaded lazily; a message where WebGL is missing. */
export function PinMapSlot(props: PinMapProps) {
  return <MapSlot Map={LazyPinMap} props={props} label={props.label} />;
}
