import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { useDepositReturnQuery, useReturnDepositMutation, type DeductionKind as GraphqlDeductionKind } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { toGraphqlEnum } from '../../../lib/graphql-enum';
import { screenState } from '../../common';
import { toDepositStatement } from '../deposit-return.mapper';
import type { DepositLease, DepositViewer } from '../deposit-return.model';
import { DepositReturnView } from './DepositReturnView';

/** Reads the lease's statement and sends the landlord's (the tenant is told by the API). */
export function DepositReturnContainer({ lease, viewer, heading }: { lease: DepositLease; viewer: DepositViewer; heading?: string }) {
  const { t } = useLingui();
  const query = useDepositReturnQuery({ variables: { leaseId: lease.id }, fetchPolicy: 'cache-and-network' });
  const [send, { loading }] = useReturnDepositMutation();
  const [error, setError] = useState<string | null>(null);
  const data = query.data ? { lease, statement: query.data.depositReturn ? toDepositStatement(query.data.depositReturn) : null } : undefined;
  return (
    <DepositReturnView
      state={screenState(query, data, t`Failed to load the deposit statement.`, 'error')}
      viewer={viewer}
      heading={heading}
      isPending={loading}
      error={error}
      onSubmit={async ({ deductions, movedOutOn }) => {
        setError(null);
        try {
          await send({
            variables: { leaseId: lease.id, input: { movedOutOn, deductions: deductions.map((d) => ({ ...d, kind: toGraphqlEnum<GraphqlDeductionKind>(d.kind) })) } },
          });
          await query.refetch();
          toast({ title: t`Statement sent`, description: t`The tenant has been told.`, variant: 'success' });
        } catch (e) {
          setError(errorMessage(e, t`Failed to send the statement. Please try again.`));
        }
      }}
    />
  );
}
