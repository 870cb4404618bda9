import { useLingui } from '@lingui/react/macro';
import { layout } from '../../common';
import { DepositReturnContainer } from '../DepositReturn/DepositReturnContainer';
import type { DepositLease } from '../deposit-return.model';

/** A lease of the tenant's Home tab, with the listing it is for. */
export type HomeDepositLease = DepositLease & { propertyTitle: string };

/** The tenant's Home tab section: the deposit's return of each lease in force that holds a deposit (its statement, or a wait). */
export function TenantDeposits({ leases }: { leases: HomeDepositLease[] }) {
  const { t } = useLingui();
  const shown = leases.filter((lease) => (lease.status === 'active' || lease.status === 'ended') && lease.deposits.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className={layout.panel} aria-label={t`Your deposits`}>
      {shown.map((lease) => {
        const title = lease.propertyTitle;
        return <DepositReturnContainer key={lease.id} lease={lease} viewer="tenant" heading={t`The deposit's return: ${title}`} />;
      })}
    </section>
  );
}
