import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { MyApplicationsDocument, useApplyToPropertyMutation, useRentalProfileQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { toRentalProfile } from '../application.mapper';
import { ApplyButton } from './ApplyButton';
import { ApplyDialog } from './ApplyDialog';
import { useResumeAction } from '../../auth/useResumeAction';
import { RentalProfileContainer } from '../RentalProfileDialog/RentalProfileContainer';

export interface ApplyToListingContainerProps {
  propertyId: number;
  listingTitle: string;
  /** Null when the owner gave no name. */
  landlordName: string | null;
}

/**
 * The listing page's Apply (tenants): the dialog with the scoped consent, then the application is sent. A tenant
 * without a rental profile fills it in from there and comes back to the application, on this listing.
 */
export function ApplyToListingContainer({ propertyId, listingTitle, landlordName }: ApplyToListingContainerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [fillingProfile, setFillingProfile] = useState(false);
  // Back from signing in to apply: the dialog opens.
  useResumeAction('apply', () => setOpen(true));
  const [error, setError] = useState<string | null>(null);
  const profile = useRentalProfileQuery({ skip: !open, fetchPolicy: 'cache-and-network' });
  const [apply, { loading }] = useApplyToPropertyMutation({ refetchQueries: [{ query: MyApplicationsDocument }] });
  return (
    <>
      <ApplyButton onPress={() => setOpen(true)} />
      {open && fillingProfile ? <RentalProfileContainer profile={null} onClose={() => setFillingProfile(false)} /> : null}
      {open && !fillingProfile && profile.data ? (
        <ApplyDialog
          isOpen
          onOpenChange={(isOpen) => {
            setOpen(isOpen);
            setError(null);
          }}
          listingTitle={listingTitle}
          landlordName={landlordName ?? t`the landlord`}
          profile={toRentalProfile(profile.data.rentalProfile)}
          onFillProfile={() => setFillingProfile(true)}
          isPending={loading}
          error={error}
          onSubmit={async ({ message, consent }) => {
            setError(null);
            try {
              await apply({ variables: { propertyId, message: message || null, consent } });
              toast({ title: t`Application sent`, description: t`The landlord can now read your rental profile for this listing.`, variant: 'success' });
              setOpen(false);
            } catch (e) {
              setError(errorMessage(e, t`Failed to send the application. Please try again.`));
            }
          }}
        />
      ) : null}
    </>
  );
}
