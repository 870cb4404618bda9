import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PlusIcon } from '@hearth/design-system';
import { ConfirmRowDialog, PanelListSection, layout, type ListState, type RowAction } from '../../common';
import { LeaseSummary } from '../LeaseSummary/LeaseSummary';
import { leaseDay } from '../lease-dates';
import type { LeaseRow } from '../lease.model';
import { LeaseDetailsDialog } from '../LeaseDetails/LeaseDetailsDialog';
import { LeaseRent } from '../LeaseDetails/LeaseRent';
import { LeaseSigning } from '../LeaseSigning/LeaseSigning';
import { SignLeaseSlot } from '../SignLease/SignLeaseSlot';

/** An active or ended lease with an end date may be renewed from the day after. */
const isRenewable = (lease: LeaseRow): lease is LeaseRow & { endDate: string } => (lease.status === 'active' || lease.status === 'ended') && lease.endDate !== null;

export interface LandlordLeasesViewProps {
  leases: ListState<LeaseRow>;
  onCreate: () => void;
  /** Withdraws a pending lease (an invitation the tenant has not answered). */
  withdraw: RowAction;
  /** Opens the renewal offer of an active or ended lease with an end date. */
  onOfferRenewal: (lease: LeaseRow & { endDate: string }) => void;
  /** The Create New Lease Agreement dialog, rendered by the caller when open. */
  dialog?: ReactNode;
  /** The reader's time zone unless given (stories pin one). */
  timeZone?: string;
}

/** Landlord Leases tab (docs/product.md#dashboard): lease number, property id, status, rent per month, start date; pending ones can be withdrawn. */
export function LandlordLeasesView({ leases, onCreate, withdraw, onOfferRenewal, dialog, timeZone }: LandlordLeasesViewProps) {
  const { t, i18n } = useLingui();
  const [details, setDetails] = useState<LeaseRow | null>(null);
  /** The pending lease whose withdrawal waits for a confirmation (it cannot be undone). */
  const [withdrawing, setWithdrawing] = useState<LeaseRow | null>(null);
  const withdrawingId = withdrawing?.id ?? 0;
  /** The lease whose signing dialog is open. */
  const [signing, setSigning] = useState<LeaseRow | null>(null);
  return (
    <PanelListSection
      title={t`Lease Agreements`}
      action={
        <Button onPress={onCreate}>
          <PlusIcon size={16} aria-hidden /> <Trans>Create Lease</Trans>
        </Button>
      }
      state={leases}
      empty={{ title: t`No Lease Agreements` }}
      renderItem={(lease) => {
        const { id, tenantName } = lease;
        const start = leaseDay(lease.startDate, i18n);
        return (
          <div className={layout.row}>
            <LeaseSummary lease={lease} after={<LeaseSigning lease={lease} viewer="landlord" onSign={() => setSigning(lease)} timeZone={timeZone} />}>
              <span>{t`Starts ${start}`}</span>
              {tenantName ? <span>{t`Tenant: ${tenantName}`}</span> : null}
            </LeaseSummary>
            <div className={layout.actions}>
              <Button variant="ghost" aria-label={t`Details of lease #${id}`} onPress={() => setDetails(lease)}>
                <Trans>Details</Trans>
              </Button>
              {lease.status === 'pending' ? (
                <Button variant="outline" aria-label={t`Withdraw lease #${id}`} isPending={withdraw.pendingId === id} onPress={() => setWithdrawing(lease)}>
                  <Trans>Withdraw</Trans>
                </Button>
              ) : null}
              {isRenewable(lease) ? (
                <Button variant="outline" aria-label={t`Offer a renewal of lease #${id}`} onPress={() => onOfferRenewal(lease)}>
                  <Trans>Offer a renewal</Trans>
                </Button>
              ) : null}
            </div>
          </div>
        );
      }}
    >
      {dialog}
      <ConfirmRowDialog
        title={t`Withdraw this lease?`}
        item={withdrawing}
        onClose={() => setWithdrawing(null)}
        action={withdraw}
        confirmLabel={t`Withdraw`}
        pendingLabel={t`Withdrawing...`}
      >
        {t`Lease #${withdrawingId} is withdrawn and the tenant is told. This cannot be undone.`}
      </ConfirmRowDialog>
      {details ? <LeaseDetailsDialog viewerRole="landlord" lease={details} onClose={() => setDetails(null)} rent={<LeaseRent lease={details} role="landlord" />} /> : null}
      <SignLeaseSlot lease={signing} role="landlord" onClose={() => setSigning(null)} />
    </PanelListSection>
  );
}
