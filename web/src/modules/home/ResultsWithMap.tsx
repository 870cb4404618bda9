import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, formatCad } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { ListingsMapSlot, type BoundingBox, type MapListing } from '../map';
import * as styles from './Home.css';

/** A pin of the home map with what its card shows. */
export interface HomeMapListing extends MapListing {
  city: string;
  bedrooms: number;
}

export type ResultsView = 'list' | 'map';

export interface HomeMapProps {
  /** Phones and tablets show one of the two; large screens both (`wide`). */
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
  wide: boolean;
  listings: readonly HomeMapListing[];
  box: BoundingBox | null;
  onSearchArea: (box: BoundingBox) => void;
  /** The card the pointer or focus is on in the list. */
  highlightedId: number | null;
}

function MapCard({ listing }: { listing: HomeMapListing }) {
  const { t, i18n } = useLingui();
  const rent = formatCad(listing.monthlyRent, i18n.locale);
  const bedrooms = listing.bedrooms;
  return (
    <div className={styles.mapCard}>
      <Link to={`/property/${listing.id}`} className={styles.mapCardTitle}>
        {listing.title}
      </Link>
      <p className={styles.mapCardFacts}>
        {t`${rent}/month`} · {listing.city} · {bedrooms === 0 ? t`Studio` : t`${bedrooms} bd`}
      </p>
    </div>
  );
}

/**
 * The results beside their map on large screens; on phones and tablets a List / Map switch shows one at a time.
 * The map's code loads only when a map is on screen.
 */
export function ResultsWithMap({ map, children }: { map: HomeMapProps; children: ReactNode }) {
  const { t } = useLingui();
  const { view, wide } = map;
  const showMap = wide || view === 'map';
  const byId = new Map(map.listings.map((listing) => [listing.id, listing]));
  return (
    <>
      <div className={styles.viewSwitch} role="group" aria-label={t`Show results as`}>
        <Button variant={view === 'list' ? 'default' : 'outline'} size="sm" aria-pressed={view === 'list'} onPress={() => map.onViewChange('list')}>
          {t`List`}
        </Button>
        <Button variant={view === 'map' ? 'default' : 'outline'} size="sm" aria-pressed={view === 'map'} onPress={() => map.onViewChange('map')}>
          {t`Map`}
        </Button>
      </div>
      <div className={styles.results}>
        <div className={styles.listPane} data-hidden={!wide && view === 'map'}>
          {children}
        </div>
        {showMap ? (
          <div className={styles.mapPane}>
            <ListingsMapSlot
              listings={map.listings}
              label={t`Map of the listings`}
              box={map.box}
              highlightedId={map.highlightedId}
              onSearchArea={map.onSearchArea}
              renderCard={(id) => (byId.has(id) ? <MapCard listing={byId.get(id)!} /> : null)}
            />
          </div>
        ) : null}
      </div>
    </>
  );
}
