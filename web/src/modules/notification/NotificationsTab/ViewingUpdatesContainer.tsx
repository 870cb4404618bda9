import { useLingui } from '@lingui/react/macro';
import { TypedNotificationsContainer } from './TypedNotificationsContainer';

/** A tenant's viewing notices (booked, cancelled by the owner, tomorrow's reminder), live. */
export function ViewingUpdatesContainer() {
  const { t } = useLingui();
  return <TypedNotificationsContainer type="viewing" title={t`Viewing updates`} emptyTitle={t`No viewing updates yet`} errorMessage={t`Failed to fetch notifications`} />;
}
