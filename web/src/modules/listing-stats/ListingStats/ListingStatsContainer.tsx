import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LISTING_STATS_DAYS_DEFAULT } from '@hearth/api/contracts/listing-stats.schema';
import { useListingStatsQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { screenState } from '../../common';
import { toListingStats } from '../listing-stats.mapper';
import { ListingStatsView } from './ListingStatsView';

/** A listing's statistics on its page, for its owner and admins (the page loads this only for them). */
export function ListingStatsContainer({ propertyId }: { propertyId: number }) {
  const { t } = useLingui();
  const [days, setDays] = useState<number>(LISTING_STATS_DAYS_DEFAULT);
  const query = useListingStatsQuery({ variables: { id: propertyId, days }, fetchPolicy: 'cache-and-network' });
  // Opened from My Properties' Statistics link: the section comes after the page has drawn, so bring it into view.
  useEffect(() => {
    if (window.location.hash === '#statistics') document.getElementById('statistics')?.scrollIntoView();
  }, []);
  const stats = query.data?.property?.stats;
  const state = screenState(
    query,
    query.data === undefined ? undefined : stats ? toListingStats(stats) : null,
    errorMessage(query.error, t`Statistics could not be loaded. Please try again.`),
  );
  return <ListingStatsView state={state} days={days} onDaysChange={setDays} />;
}
