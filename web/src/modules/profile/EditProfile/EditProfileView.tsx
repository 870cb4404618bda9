import { useState } from 'react';
import { BIO_MAX } from '@hearth/api/contracts/field-limits';
import type { ProfileUpdateInput } from '@hearth/api/contracts/profile.schema';
import { Button, Card, ChevronLeftIcon, PageHeader, SkeletonGrid, TextArea, TextField } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorNotice, layout, type ScreenState } from '../../common';
import { PhoneField } from '../PhoneField/PhoneField';
import { editProfileValuesFrom, toProfileUpdate, type EditProfileErrors, type EditProfileValues } from './edit-profile-form';
import type { ProfileData } from '../profile.model';

export type EditProfileState = ScreenState<ProfileData, 'loading' | 'error' | 'ready'>;

export interface EditProfileViewProps {
  state: EditProfileState;
  onSubmit: (input: ProfileUpdateInput) => void;
  isSaving?: boolean;
  onBack: () => void;
  /** Errors shown from the start (stories). */
  initialErrors?: EditProfileErrors;
}

/** /profile (docs/product.md#profile-pages and docs/product.md#validation-rules): the edit form; WhatsApp and phone show what will be saved. */
export function EditProfileView({ state, ...props }: EditProfileViewProps) {
  const { t } = useLingui();
  const back = (
    <Button variant="ghost" size="sm" onPress={props.onBack}>
      <ChevronLeftIcon size={16} aria-hidden /> <Trans>Back</Trans>
    </Button>
  );
  return (
    <div className={layout.page}>
      <PageHeader title={t`Edit Profile`} back={back} />
      {state.status === 'loading' ? <SkeletonGrid count={1} label={t`Loading profile`} /> : null}
      {state.status === 'error' ? <ErrorNotice message={state.message} /> : null}
      {state.status === 'ready' ? <Form key={state.data.id} profile={state.data} {...props} /> : null}
    </div>
  );
}

function Form({ profile, onSubmit, isSaving, initialErrors = {} }: Omit<EditProfileViewProps, 'state' | 'onBack'> & { profile: ProfileData }) {
  const { t, i18n } = useLingui();
  const max = BIO_MAX;
  const [values, setValues] = useState<EditProfileValues>(() => editProfileValuesFrom(profile));
  const [errors, setErrors] = useState<EditProfileErrors>(initialErrors);
  const set = (key: keyof EditProfileValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const err = (key: keyof EditProfileValues) => ({ isInvalid: Boolean(errors[key]), errorMessage: errors[key] });

  return (
    <Card padding="lg">
      <form
        className={layout.formGrid}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const result = toProfileUpdate(values, i18n);
          if (!result.ok) return setErrors(result.errors);
          setErrors({});
          onSubmit(result.input);
        }}
      >
        <TextField className={layout.fullSpan} label={t`Full Name`} isRequired value={values.name} onChange={set('name')} {...err('name')} />
        <PhoneField label={t`WhatsApp Number`} value={values.whatsapp} onChange={set('whatsapp')} {...err('whatsapp')} />
        <PhoneField label={t`Phone Number (Optional)`} value={values.phone} onChange={set('phone')} {...err('phone')} />
        <TextArea className={layout.fullSpan} label={t`Bio`} description={t`Max ${max} characters`} value={values.bio} onChange={set('bio')} {...err('bio')} />
        <TextField className={layout.fullSpan} label={t`Location`} description={t`City, Country`} value={values.location} onChange={set('location')} {...err('location')} />
        <div className={layout.fullSpan}>
          <Button type="submit" isPending={isSaving} pendingLabel={t`Saving...`}>
            <Trans>Save Profile</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
