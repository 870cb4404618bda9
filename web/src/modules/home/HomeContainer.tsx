import { Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { useSearchUpdate } from '../../lib/use-search-update';
import { media } from '@hearth/design-system';
import {
  HomePropertiesDocument,
  PlaceSuggestionsDocument,
  useHomePropertiesQuery,
  type PlaceSuggestionsQuery,
  type PlaceSuggestionsQueryVariables, type PropertyCardFieldsFragment } from '../../generated/graphql';
import { useLingui } from '@lingui/react/macro';
import { useMediaQuery } from '../../lib/use-media-query';
import { parseBbox } from '@hearth/api/contracts/bounding-box';
// The bbox helpers alone: the map module's index would bring its lazy loaders into the first load.
import { formatBbox } from '../map/bbox';
import { useDocumentTitle } from '../../lib/page-title';
import { shareProperty } from '../../lib/share';
import { lazyNamed, lazyWithAria } from '../../lib/lazy-named';
import { useSaveToggles } from '../saved-property/useSaveToggles';
import { useSession } from '../auth/SessionContext';
import { useAuthDialog } from '../auth/AuthDialog/AuthDialogContext';
import { useResumeAction } from '../auth/useResumeAction';
// The helper alone: the common barrel would bring its dialogs and lists into the first load.
import { screenState } from '../common/screen-state';
import { HomeView, type HomeResults } from './HomeView';
import type { PlaceOption } from './CityComboBox';
import type { ResultsView } from './ResultsWithMap';
import * as styles from './Home.css';
import { defaultSort, filtersFromSearch, homeQueryVariables, homeSearch, sortFromSearch, type HomeFilters } from './home-filters';

/** The map, its code and its pins load only once a map is on screen (beside the grid, or the phone's Map view). */
const HomeMapContainer = lazyWithAria(() => import('./HomeMapContainer'));

// The save dialog (react-aria's dialog and radios) loads on first use, not with the home page.
const SaveSearchContainer = lazyNamed(() => import('../saved-search/SavedSearchDialog/SaveSearchContainer'), 'SaveSearchContainer');

/**
 * Reads the rendered home's results from the restored cache before hydration, so that the hydration's
 * `useHomePropertiesQuery` finds Apollo's work on them memoized: the query's transforms, the watch's setup (the
 * document's traversals) and the read of the cards, each in a task of its own (3-17 ms here, 12-70 ms on a phone
 * slowed 4x; as one task it blocked a phone for about 50 ms).
 */
export async function readHomeResults(client: ApolloClient, nextTask: () => Promise<void>): Promise<void> {
  await nextTask();
  client.documentTransform.transformDocument(HomePropertiesDocument);
  await nextTask();
  const query = client.watchQuery({ query: HomePropertiesDocument, variables: homeQueryVariables(new URLSearchParams(window.location.search)) });
  await nextTask();
  query.getCurrentResult();
}

/** Home container: filters and order from the URL, the browse query page by page, hearts and share. */
export function HomeContainer() {
  const [search] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const variables = useMemo(() => homeQueryVariables(search), [search]);
  const { filter, sort } = variables;
  const box = useMemo(() => parseBbox(filters.bbox), [filters.bbox]);
  const query = useHomePropertiesQuery({ variables, notifyOnNetworkStatusChange: false });
  const { fetchMore, refetch } = query;
  const [loadingMore, setLoadingMore] = useState(false);
  const hearts = useSaveToggles();
  const { userId } = useSession();
  const { openAuthDialog } = useAuthDialog();
  // Mounted on first open, then kept so its dialog can animate closed.
  const [saveSearch, setSaveSearch] = useState({ mounted: false, open: false });
  const openSaveSearch = () => setSaveSearch({ mounted: true, open: true });
  // Signed out, "Save this search" signs in first and comes back to these filters with the dialog open.
  useResumeAction('save-search', openSaveSearch);
  const { t } = useLingui();
  useDocumentTitle(t`Hearth · Rentals across Canada`);

  const wide = useMediaQuery(media.lg);
  const [view, setView] = useState<ResultsView>('list');
  const [highlightedId, setHighlightedId] = useState<number | null>(null);

  const client = useApolloClient();
  const suggestPlaces = useCallback(
    async (q: string) =>
      ((await client.query<PlaceSuggestionsQuery, PlaceSuggestionsQueryVariables>({ query: PlaceSuggestionsDocument, variables: { q } })).data
        ?.placeSuggestions ?? []) as PlaceOption[],
    [client],
  );
  // A new search keeps the order only if it still applies (best match needs text); else the API's default.
  const onSearch = (next: HomeFilters) =>
    updateSearch((latest) => {
      const kept = sortFromSearch(latest);
      return homeSearch(next, kept === defaultSort(filtersFromSearch(latest)) ? defaultSort(next) : kept);
    });
  const connection = query.data?.properties;
  const { loading, error } = query;
  const list = useMemo(() => {
    let results: HomeResults | null | undefined;
    if (connection) {
      const nodes = connection.edges.map((e) => e.node as PropertyCardFieldsFragment);
      results = nodes.length
        ? {
            totalCount: connection.totalCount,
            hasMore: connection.pageInfo.hasNextPage,
            loadingMore,
            cards: nodes.map((p) => ({ property: p, booking: p.currentLease ?? null, saved: hearts.shownSaved(p) })),
          }
        : null;
    }
    return screenState({ loading, error }, results, t`Failed to fetch properties`);
  }, [connection, loading, error, loadingMore, hearts, t]);

  // Apollo delivers results as urgent (blocking) updates; the grid renders them as a background, interruptible
  // render instead, so a page of cards never blocks a phone's main thread in one long task.
  const shownList = useDeferredValue(list);

  return (
    <>
      <HomeView
        filters={filters}
        onSearch={onSearch}
        suggestPlaces={suggestPlaces}
        sort={sort}
        onSortChange={(next) => updateSearch((latest) => homeSearch(filtersFromSearch(latest), next))}
        list={shownList}
        onRetry={() => void refetch()}
        onLoadMore={async () => {
          if (!connection?.pageInfo.endCursor) return;
          setLoadingMore(true);
          try {
            await fetchMore({ variables: { ...variables, after: connection.pageInfo.endCursor } });
          } finally {
            setLoadingMore(false);
          }
        }}
        onToggleSave={(p) => hearts.tap({ id: p.id, isSaved: !!(p as PropertyCardFieldsFragment).isSaved })}
        onShare={(p) => void shareProperty(p)}
        onSaveSearch={() => (userId ? openSaveSearch() : openAuthDialog('signIn', { then: 'save-search' }))}
        map={{
          view,
          onViewChange: setView,
          wide,
          pane: (
            <Suspense fallback={<div className={styles.mapPlaceholder} />}>
              <HomeMapContainer
                filter={filter}
                box={box}
                highlightedId={highlightedId}
                onSearchArea={(next) => updateSearch((latest) => homeSearch({ ...filtersFromSearch(latest), bbox: formatBbox(next) }, sortFromSearch(latest)))}
              />
            </Suspense>
          ),
        }}
        onHighlight={setHighlightedId}
      />
      {saveSearch.mounted ? (
        <Suspense fallback={null}>
          <SaveSearchContainer filters={filters} isOpen={saveSearch.open} onOpenChange={(open) => setSaveSearch({ mounted: true, open })} />
        </Suspense>
      ) : null}
    </>
  );
}
