import { useLingui } from '@lingui/react/macro';
import { useMyUpcomingEntriesQuery } from '../../../generated/graphql';
import { useNow } from '../../../lib/clock';
import { screenState } from '../../common';
import { toEntryNotice } from '../entry-notice.mapper';
import { UpcomingEntriesView } from './UpcomingEntriesView';

/** The tenant's Home tab section: the landlord's entries still to come, the soonest first. */
export function UpcomingEntriesContainer() {
  const { t } = useLingui();
  const query = useMyUpcomingEntriesQuery({ fetchPolicy: 'cache-and-network' });
  const now = useNow();
  const entries = query.data?.myUpcomingEntries.map(toEntryNotice);
  return <UpcomingEntriesView entries={screenState(query, entries, t`Failed to fetch entries`)} now={now} />;
}

/** Lazy-loaded by the Home tab. */
export default UpcomingEntriesContainer;
