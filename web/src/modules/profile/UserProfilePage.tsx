import { useLingui } from '@lingui/react/macro';
import { useMyProfileQuery } from '../../generated/graphql';
import { errorCode } from '../../lib/graphql-error';
import type { ScreenState } from '../common';
import { SavedSearchesPanel } from '../saved-search/SavedSearchesSection/SavedSearchesPanel';
import { UserProfile } from './components/UserProfile/UserProfile';
import { toProfileData } from './profile.mapper';
import type { ProfileData } from './profile.model';

/** /user-profile container: the caller's profile from the `profile` query, then their saved searches (every role). */
export default function UserProfilePage() {
  const { t } = useLingui();
  const { data, loading, error } = useMyProfileQuery({ fetchPolicy: 'cache-and-network' });
  let state: ScreenState<ProfileData>;
  if (data?.profile) state = { status: 'ready', data: toProfileData(data.profile) };
  else if (error) state = errorCode(error) === 'NOT_FOUND' ? { status: 'empty' } : { status: 'error', message: t`Failed to load profile. Please try again.` };
  else if (loading) state = { status: 'loading' };
  else state = { status: 'empty' };
  return <UserProfile state={state} savedSearches={state.status === 'ready' ? <SavedSearchesPanel /> : null} />;
}
