import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { MeDocument, useMyProfileQuery, useUpdateMyProfileMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { screenState } from '../../common';
import { EditProfileView, type EditProfileState } from './EditProfileView';
import { toProfileData } from '../profile.mapper';

/** /profile container: save, refresh `me`, go to /user-profile (docs/product.md#rest-calls "After answers"). */
export default function EditProfileContainer() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const profile = useMyProfileQuery({ fetchPolicy: 'cache-and-network' });
  const [update, { loading: saving }] = useUpdateMyProfileMutation({ refetchQueries: [{ query: MeDocument }], awaitRefetchQueries: true });

  // The signed-in caller always has a profile: not finding it is a failure.
  const state: EditProfileState = screenState(profile, profile.data && toProfileData(profile.data.profile), t`Failed to load profile. Please try again.`, 'error');

  return (
    <EditProfileView
      state={state}
      isSaving={saving}
      onBack={() => navigate(-1)}
      onSubmit={async (input) => {
        try {
          await update({ variables: { input } });
          toast({ title: t`Profile updated`, variant: 'success' });
          navigate('/user-profile');
        } catch (e) {
          toast({ title: t`Update failed`, description: errorMessage(e, t`Failed to update profile. Please try again.`), variant: 'destructive' });
        }
      }}
    />
  );
}
