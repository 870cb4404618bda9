import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@hearth/design-system';
import type { DepositReturnInput } from '@hearth/api/contracts/deposit-return-rules';
import { ErrorNotice, layout, type ScreenState } from '../../common';
import type { DeductionValue } from '../deposit-return-form';
import type { DepositReturnData, DepositViewer } from '../deposit-return.model';
import { DepositStatementView } from './DepositStatementView';
import { ReturnDepositForm } from './ReturnDepositForm';
import * as styles from './DepositReturn.css';

export interface DepositReturnViewProps {
  state: ScreenState<DepositReturnData, 'loading' | 'error' | 'ready'>;
  viewer: DepositViewer;
  onSubmit: (input: DepositReturnInput) => void;
  isPending?: boolean;
  /** The API's refusal of the landlord's statement. */
  error?: string | null;
  /** Deductions the form starts with (stories). */
  initialDeductions?: DeductionValue[];
  /** The section's heading where several leases' sections stand together (the tenant's Home tab names the listing). */
  heading?: string;
}

/** The deposit's return on a lease: the statement once made; before it, the landlord's form or, for the tenant, a wait. */
export function DepositReturnView({ state, viewer, onSubmit, isPending, error, initialDeductions, heading }: DepositReturnViewProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={layout.rowTitle}>
        {heading ?? t`The deposit's return`}
      </h3>
      {state.status === 'loading' ? (
        <Skeleton height={96} />
      ) : state.status === 'error' ? (
        <ErrorNotice message={state.message} />
      ) : state.data.statement ? (
        <DepositStatementView statement={state.data.statement} />
      ) : viewer === 'landlord' && state.data.lease.province ? (
        <ReturnDepositForm lease={{ ...state.data.lease, province: state.data.lease.province }} onSubmit={onSubmit} isPending={isPending} error={error} initialDeductions={initialDeductions} />
      ) : (
        <p className={layout.muted}>{t`The landlord has not sent the deposit statement yet.`}</p>
      )}
    </section>
  );
}
