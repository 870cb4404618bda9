import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { MeDocument, useMyProfileQuery, useUpdateMyProfileMutation } from '../../generated/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { EditProfileForm, type EditProfileState } from './components/EditProfileForm/EditProfileForm';
import { toProfileData } from './profile.mapper';

/** /profile container: save, refresh `me`, go to /user-profile (docs/product.md#rest-calls "After answers"). */
export default function EditProfilePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data, loading, error } = useMyProfileQuery({ fetchPolicy: 'cache-and-network' });
  const [update, { loading: saving }] = useUpdateMyProfileMutation({ refetchQueries: [{ query: MeDocument }], awaitRefetchQueries: true });

  let state: EditProfileState;
  if (data?.profile) state = { status: 'ready', data: toProfileData(data.profile) };
  else if (error || !loading) state = { status: 'error', message: t`Failed to load profile. Please try again.` };
  else state = { status: 'loading' };

  return (
    <EditProfileForm
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
