import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { toast } from '@hearth/design-system';
import type { ApplicationDecision } from '@hearth/api/contracts/rental-application.schema';
import { useDecideApplicationMutation, usePropertyApplicationsQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { screenState, useRowAction } from '../../common';
import { CreateLeaseContainer } from '../../lease/CreateLeaseDialog/CreateLeaseContainer';
import type { PropertyRow } from '../../property/property.model';
import { toReceivedApplicationRow } from '../application.mapper';
import type { ReceivedApplicationRow } from '../application.model';
import { LandlordApplicationsView } from './LandlordApplicationsView';

const DECIDED = {
  shortlisted: msg`Application shortlisted`,
  declined: msg`Application declined`,
  accepted: msg`Application accepted`,
} as const;

/** Landlord's Applications tab: a listing's applications, decisions, and Create Lease prefilled on acceptance. */
export function LandlordApplicationsContainer({ properties }: { properties: PropertyRow[] }) {
  const { t, i18n } = useLingui();
  const [listingId, setListingId] = useState<number | null>(null);
  const [leaseFor, setLeaseFor] = useState<ReceivedApplicationRow | null>(null);
  const applications = usePropertyApplicationsQuery({ variables: { propertyId: listingId ?? 0 }, skip: !listingId, fetchPolicy: 'cache-and-network' });
  const [decideApplication] = useDecideApplicationMutation();
  const rows = applications.data?.propertyApplications.map(toReceivedApplicationRow);

  const decide = useRowAction<[ApplicationDecision]>(
    async (id, decision) => {
      await decideApplication({ variables: { id, decision } });
      toast({ title: i18n._(DECIDED[decision]), description: t`The tenant has been told.`, variant: 'success' });
      const { data } = await applications.refetch();
      // Accepting opens Create Lease, prefilled from the application's lease draft.
      const accepted = data?.propertyApplications.map(toReceivedApplicationRow).find((a) => a.id === id);
      if (decision === 'accepted' && accepted) setLeaseFor(accepted);
    },
    (e) => ({ title: t`Error`, description: errorMessage(e, t`Failed to save the decision. Please try again.`), variant: 'destructive' }),
  );

  const draft = leaseFor?.leaseDraft;
  return (
    <LandlordApplicationsView
      listings={properties}
      listingId={listingId}
      onListingChange={setListingId}
      applications={listingId ? screenState(applications, rows, t`Failed to fetch applications`) : { status: 'empty' }}
      decide={decide}
      onCreateLease={setLeaseFor}
      leaseDialog={
        leaseFor ? (
          <CreateLeaseContainer
            properties={properties}
            initialValues={{
              propertyId: leaseFor.propertyId,
              tenantName: draft?.tenantName ?? leaseFor.tenantName,
              tenantEmail: draft?.tenantEmail ?? leaseFor.tenantEmail,
              tenantPhone: draft?.tenantPhone ?? leaseFor.tenantPhone ?? '',
              monthlyRent: draft?.monthlyRent ?? properties.find((p) => p.id === leaseFor.propertyId)?.monthlyRent ?? Number.NaN,
              startDate: draft?.startDate ?? '',
              endDate: draft?.endDate ?? '',
            }}
            onClose={() => setLeaseFor(null)}
          />
        ) : null
      }
    />
  );
}
