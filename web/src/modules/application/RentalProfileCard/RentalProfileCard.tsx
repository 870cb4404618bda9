import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState } from '@hearth/design-system';
import { ErrorNotice, LoadingRows, TitledSection, layout, type ScreenState } from '../../common';
import type { RentalProfile } from '../application.model';
import { ProfileFacts } from '../ProfileFacts/ProfileFacts';

export interface RentalProfileCardProps {
  profile: ScreenState<RentalProfile>;
  onEdit: () => void;
  /** The profile's dialog, rendered by the caller when open. */
  dialog?: ReactNode;
}

/** The tenant's rental profile at a glance, with the button that edits it (or starts it). */
export function RentalProfileCard({ profile, onEdit, dialog }: RentalProfileCardProps) {
  const { t } = useLingui();
  const edit = (
    <Button variant={profile.status === 'ready' ? 'outline' : 'default'} onPress={onEdit} isDisabled={profile.status === 'loading'}>
      {profile.status === 'ready' ? <Trans>Edit rental profile</Trans> : <Trans>Fill in my rental profile</Trans>}
    </Button>
  );
  return (
    <TitledSection title={t`Rental profile`} action={profile.status === 'ready' ? edit : undefined}>
      {profile.status === 'loading' ? <LoadingRows label={t`Loading your rental profile`} /> : null}
      {profile.status === 'error' ? <ErrorNotice message={profile.message} /> : null}
      {profile.status === 'empty' ? (
        <EmptyState
          headingLevel={3}
          title={t`No rental profile yet`}
          description={t`Fill it in once: employer, household, move-in date and references. Applying shares it with the landlord you choose.`}
          action={edit}
        />
      ) : null}
      {profile.status === 'ready' ? (
        <div className={layout.panel}>
          <ProfileFacts profile={profile.data} />
        </div>
      ) : null}
      {dialog}
    </TitledSection>
  );
}
