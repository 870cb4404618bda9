import { useLingui } from '@lingui/react/macro';
import { useMyProfileQuery } from '../../generated/graphql';
import { errorCode } from '../../lib/graphql-error';
import { screenState } from '../common';
import { SavedSearchesPanel } from '../saved-search/SavedSearchesSection/SavedSearchesPanel';
import { UserProfile } from './components/UserProfile/UserProfile';
import { toProfileData } from './profile.mapper';

/** /user-profile container: the caller's profile from the `profile` query, then their saved searches (every role). */
export default function UserProfilePage() {
  const { t } = useLingui();
  const { data, loading, error } = useMyProfileQuery({ fetchPolicy: 'cache-and-network' });
  // NOT_FOUND is no failure: the caller has no profile yet (empty).
  const state = screenState(
    { loading, error: errorCode(error) === 'NOT_FOUND' ? undefined : error },
    data && toProfileData(data.profile),
    t`Failed to load profile. Please try again.`,
  );
  return <UserProfile state={state} savedSearches={state.status === 'ready' ? <SavedSearchesPanel /> : null} />;
}
