import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PlusIcon } from '@hearth/design-system';
import { PanelListSection, layout, type ListState, type RowAction } from '../../common';
import { LeaseSummary } from '../LeaseSummary/LeaseSummary';
import { leaseDay } from '../lease-dates';
import type { LeaseRow } from '../lease.model';

export interface LeasesTabProps {
  leases: ListState<LeaseRow>;
  onCreate: () => void;
  /** Withdraws a pending lease (an invitation the tenant has not answered). */
  withdraw: RowAction;
  /** The Create New Lease Agreement dialog, rendered by the caller when open. */
  dialog?: ReactNode;
}

/** Landlord Leases tab (spec §2): lease number, property id, status, rent per month, start date; pending ones can be withdrawn. */
export function LeasesTab({ leases, onCreate, withdraw, dialog }: LeasesTabProps) {
  const { t, i18n } = useLingui();
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
            <LeaseSummary lease={lease}>
              <span>{t`Starts ${start}`}</span>
              {tenantName ? <span>{t`Tenant: ${tenantName}`}</span> : null}
            </LeaseSummary>
            {lease.status === 'pending' ? (
              <div className={layout.actions}>
                <Button variant="outline" aria-label={t`Withdraw lease #${id}`} isPending={withdraw.pendingId === id} onPress={() => withdraw.run(id)}>
                  <Trans>Withdraw</Trans>
                </Button>
              </div>
            ) : null}
          </div>
        );
      }}
    >
      {dialog}
    </PanelListSection>
  );
}
