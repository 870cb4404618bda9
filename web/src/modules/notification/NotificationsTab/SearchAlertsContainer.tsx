import { useLingui } from '@lingui/react/macro';
import { TypedNotificationsContainer } from './TypedNotificationsContainer';

/** A tenant's in-app search alerts (new listings matching their saved searches), live, each with its listing. */
export function SearchAlertsContainer() {
  const { t } = useLingui();
  return <TypedNotificationsContainer type="saved-search-match" title={t`Search alerts`} emptyTitle={t`No search alerts yet`} errorMessage={t`Failed to fetch notifications`} />;
}
