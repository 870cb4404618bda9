import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatCad } from '@hearth/design-system';
import { BROWSE_LIMIT_MAX } from '@hearth/api/contracts/browse';
import { useLingui } from '@lingui/react/macro';
import { useHomeMapListingsQuery, type PropertyFilterInput } from '../../generated/graphql';
import { ListingsMapSlot, type BoundingBox, type MapListing } from '../map';
import { listingText } from '../property/listing-text';
import * as styles from './Home.css';

/** A pin of the home map with what its card shows. */
export interface HomeMapListing extends MapListing {
  city: string;
  bedrooms: number;
}

export interface HomeMapContainerProps {
  /** The search of the page (its filters and box). */
  filter: PropertyFilterInput;
  box: BoundingBox | null;
  onSearchArea: (box: BoundingBox) => void;
  /** The card the pointer or focus is on in the list. */
  highlightedId: number | null;
}

export function MapCard({ listing }: { listing: HomeMapListing }) {
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

/** The home page's map and its query: loaded (code and data) only once a map is on screen. */
export default function HomeMapContainer({ filter, box, onSearchArea, highlightedId }: HomeMapContainerProps) {
  const { t, i18n } = useLingui();
  // As many pins as one page of the API holds.
  const { data } = useHomeMapListingsQuery({ variables: { filter, first: BROWSE_LIMIT_MAX } });
  const listings = useMemo(
    () =>
      (data?.properties.edges ?? []).flatMap(({ node }): HomeMapListing[] =>
        node.latitude === null || node.longitude === null
          ? []
          : [{ ...node, title: listingText(node.title, node.titleFr, i18n.locale).text, latitude: node.latitude, longitude: node.longitude }],
      ),
    [data, i18n.locale],
  );
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  return (
    <ListingsMapSlot
      listings={listings}
      label={t`Map of the listings`}
      box={box}
      highlightedId={highlightedId}
      onSearchArea={onSearchArea}
      renderCard={(id) => (byId.has(id) ? <MapCard listing={byId.get(id)!} /> : null)}
    />
  );
}
