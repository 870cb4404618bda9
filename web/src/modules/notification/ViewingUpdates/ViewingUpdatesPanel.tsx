import { useLingui } from '@lingui/react/macro';
import { TypedNotificationsPanel } from '../TypedNotificationsPanel';

/** A tenant's viewing notices (booked, cancelled by the owner, tomorrow's reminder), live. */
export function ViewingUpdatesPanel() {
  const { t } = useLingui();
  return <TypedNotificationsPanel type="viewing" title={t`Viewing updates`} emptyTitle={t`No viewing updates yet`} errorMessage={t`Failed to fetch notifications`} />;
}
