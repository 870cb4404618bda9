import { useRef } from 'react';
import { CloseIcon, EmptyState, Link, PlainButton, ShieldCheckIcon, SkeletonGrid } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { HOME_SKELETON_CARDS } from '@hearth/api/contracts/display';
import type { ScreenState } from '../common';
import { container } from '../common/layout.css';
import { PropertyCardView } from '../property/PropertyCard/PropertyCardView';
import type { Booking, CardProperty } from '../property/property.model';
import type { SuggestPlaces } from './CityComboBox';
import { FilterBarSlot } from './FilterBarSlot';
import { HowItWorks } from './HowItWorks';
import type { PropertySort } from '@hearth/api/contracts/browse';
import { EMPTY_FILTERS, hasActiveFilters, homeSearch, sortOptions, type HomeFilters } from './home-filters';
import { ResultsBar } from './ResultsBar';
import { ResultsWithMap, type HomeMapProps } from './ResultsWithMap';
import * as styles from './Home.css';

export interface HomeCard {
  property: CardProperty;
  booking: Booking | null;
  saved: boolean;
}

/** A loaded page of the listing grid (a container turns the query into its screen state). */
export interface HomeResults {
  cards: HomeCard[];
  totalCount: number;
  hasMore: boolean;
  loadingMore: boolean;
}

export interface HomeViewProps {
  filters: HomeFilters;
  onSearch: (filters: HomeFilters) => void;
  suggestPlaces: SuggestPlaces;
  sort: PropertySort;
  onSortChange: (sort: PropertySort) => void;
  /** "Save this search": the filters shown, with alerts for new matches. */
  onSaveSearch: () => void;
  list: ScreenState<HomeResults>;
  onRetry: () => void;
  onLoadMore: () => void;
  onToggleSave: (property: CardProperty) => void;
  onShare: (property: CardProperty) => void;
  /** The map beside (or instead of) the grid, and the card the pointer or focus is on. */
  map: HomeMapProps;
  onHighlight: (id: number | null) => void;
}

/** Browse Properties (docs/product.md#home): hero, filter bar, grid, how-it-works. The footer comes from the layout. */
/** Scrolls the results' title to the top (below the sticky bar, by its scroll margin) and moves focus there. */
function showResults(title: HTMLElement | null) {
  title?.focus({ preventScroll: true });
  title?.scrollIntoView({ block: 'start' });
}

export function HomeView({ filters, onSearch, suggestPlaces, sort, onSortChange, onSaveSearch, list, onRetry, onLoadMore, onToggleSave, onShare, map, onHighlight }: HomeViewProps) {
  const { t } = useLingui();
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={container}>
          <span className={`${styles.eyebrow} ${styles.heroExtra}`}>
            <ShieldCheckIcon size={16} aria-hidden="true" /> {t`Lease documents verified on IPFS`}
          </span>
          <h1 id="hero-title" className={styles.heroTitle}>
            {t`Find a home you'll love,`} <span className={styles.heroAccent}>{t`rent it with confidence`}</span>
          </h1>
          <p className={`${styles.heroText} ${styles.heroExtra}`}>
            {t`Secure, transparent rentals across Canada. Browse verified listings, talk to owners directly and keep every lease document tamper-proof on a decentralised file network.`}
          </p>
          <FilterBarSlot
            key={JSON.stringify(filters)}
            value={filters}
            onSearch={(next, how) => {
              onSearch(next);
              // A phone's bar sits above the results: take the visitor (and screen reader) to them.
              if (how?.compact) requestAnimationFrame(() => showResults(resultsTitle.current));
            }}
            suggestPlaces={suggestPlaces}
          />
        </div>
      </section>

      <section className={`${container} ${styles.section}`} aria-labelledby="listings-title">
        <div className={styles.sectionHeader}>
          <h2 id="listings-title" ref={resultsTitle} tabIndex={-1} className={styles.sectionTitle}>
            {t`Available properties`}
          </h2>
          <div className={styles.sectionTools}>
            <p className={styles.sectionHint}>
              {t`Prices in CAD per month`}
            </p>
            <PlainButton variant="outline" size="sm" onClick={onSaveSearch}>
              {t`Save this search`}
            </PlainButton>
          </div>
        </div>
        <ResultsBar
          count={list.status === 'ready' ? list.data.totalCount : list.status === 'empty' ? 0 : null}
          sort={sort}
          sortOptions={sortOptions(filters)}
          onSortChange={onSortChange}
        />
        {filters.bbox ? (
          // A link: it works before the app runs, and it is what it does (the same search without the box).
          <Link href={`/?${homeSearch({ ...filters, bbox: '' }, sort)}`} className={styles.areaChip} aria-label={t`Map area: remove this filter`}>
            {t`Map area`} <CloseIcon size={16} aria-hidden="true" />
          </Link>
        ) : null}
        <ResultsWithMap map={map}>
          <Listing
            list={list}
            onClearFilters={hasActiveFilters(filters) ? () => onSearch(EMPTY_FILTERS) : undefined}
            onRetry={onRetry}
            onLoadMore={onLoadMore}
            onToggleSave={onToggleSave}
            onShare={onShare}
            onHighlight={onHighlight}
          />
        </ResultsWithMap>
      </section>

      <HowItWorks />
    </>
  );
}

type ListingProps = Pick<HomeViewProps, 'list' | 'onRetry' | 'onLoadMore' | 'onToggleSave' | 'onShare' | 'onHighlight'> & {
  /** Given while filters are active: an empty result offers to clear them instead of 'Check back later'. */
  onClearFilters?: () => void;
};

function Listing({ list, onClearFilters, onRetry, onLoadMore, onToggleSave, onShare, onHighlight }: ListingProps) {
  const { t } = useLingui();
  switch (list.status) {
    case 'loading':
      return <SkeletonGrid count={HOME_SKELETON_CARDS} label={t`Loading properties`} />;
    case 'error':
      return (
        <div className={styles.errorBox} role="alert">
          <span>{list.message}</span>
          <PlainButton variant="outline" onClick={onRetry}>
            {t`Try again`}
          </PlainButton>
        </div>
      );
    case 'empty':
      if (onClearFilters)
        return (
          <EmptyState
            headingLevel={3}
            title={t`No matching properties`}
            description={t`No listings match your filters right now.`}
            action={<PlainButton onClick={onClearFilters}>{t`Clear filters`}</PlainButton>}
          />
        );
      return <EmptyState title={t`No Properties Available`} description={t`Check back later for new listings or list your own property.`} />;
    case 'ready':
      return (
        <>
          <ul className={styles.grid} aria-label={t`Properties`}>
            {list.data.cards.map((card, index) => (
              <li
                key={card.property.id}
                onPointerEnter={() => onHighlight(card.property.id)}
                onPointerLeave={() => onHighlight(null)}
                onFocus={() => onHighlight(card.property.id)}
                onBlur={() => onHighlight(null)}
              >
                <PropertyCardView
                  property={card.property}
                  gridIndex={index}
                  booking={card.booking}
                  saved={card.saved}
                  onToggleSave={() => onToggleSave(card.property)}
                  onShare={() => onShare(card.property)}
                />
              </li>
            ))}
          </ul>
          {list.data.hasMore ? (
            <div className={styles.more}>
              <PlainButton variant="outline" size="lg" onClick={onLoadMore} isPending={list.data.loadingMore} pendingLabel={t`Loading...`}>
                {t`Load more`}
              </PlainButton>
            </div>
          ) : null}
        </>
      );
  }
}
