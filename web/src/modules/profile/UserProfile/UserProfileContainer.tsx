import { useLingui } from '@lingui/react/macro';
import { useMyProfileQuery } from '../../../generated/graphql';
import { errorCode } from '../../../lib/graphql-error';
import { screenState } from '../../common';
import { SavedSearchesContainer } from '../../saved-search/SavedSearches/SavedSearchesContainer';
import { UserProfileView } from './UserProfileView';
import { toProfileData } from '../profile.mapper';

/** /user-profile container: the caller's profile from the `profile` query, then their saved searches (every role). */
export default function UserProfileContainer() {
  const { t } = useLingui();
  const { data, loading, error } = useMyProfileQuery({ fetchPolicy: 'cache-and-network' });
  // NOT_FOUND is no failure: the caller has no profile yet (empty).
  const state = screenState(
    { loading, error: errorCode(error) === 'NOT_FOUND' ? undefined : error },
    data && toProfileData(data.profile),
    t`Failed to load profile. Please try again.`,
  );
  return <UserProfileView state={state} savedSearches={state.status === 'ready' ? <SavedSearchesContainer /> : null} />;
}
