import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRentalProfileQuery } from '../../../generated/graphql';
import { layout, screenState } from '../../common';
import { toRentalProfile } from '../application.mapper';
import { MyApplicationsContainer } from '../MyApplications/MyApplicationsContainer';
import { RentalProfileCard } from '../RentalProfileCard/RentalProfileCard';
import { RentalProfileContainer } from '../RentalProfileDialog/RentalProfileContainer';

/** The tenant's Applications tab: the rental profile (and its form), then their applications. */
export function TenantApplicationsContainer() {
  const { t } = useLingui();
  const profileQuery = useRentalProfileQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const saved = profileQuery.data ? toRentalProfile(profileQuery.data.rentalProfile) : undefined;
  const profile = screenState(profileQuery, saved, t`Failed to load your rental profile`);
  return (
    <div className={layout.list}>
      <RentalProfileCard
        profile={profile}
        onEdit={() => setEditing(true)}
        dialog={editing ? <RentalProfileContainer profile={saved ?? null} onClose={() => setEditing(false)} /> : null}
      />
      <MyApplicationsContainer />
    </div>
  );
}
