import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { toast } from '@hearth/design-system';
import { useAcceptLeaseMutation, useDeclineLeaseMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import type { InvitationAnswer } from './LeaseInvitation';

const DONE = {
  accept: { title: msg`Lease accepted`, description: msg`The lease is now active. The landlord has been told.`, failed: msg`Failed to accept the lease. Please try again.` },
  decline: { title: msg`Lease declined`, description: msg`The landlord has been told.`, failed: msg`Failed to decline the lease. Please try again.` },
} as const;

/** Sends a tenant's Accept or Decline, one at a time, toasts the outcome and reloads the list (`refresh`). */
export function useLeaseInvitationAnswers(refresh: () => Promise<unknown>) {
  const { t, i18n } = useLingui();
  const [accept] = useAcceptLeaseMutation();
  const [decline] = useDeclineLeaseMutation();
  const [answering, setAnswering] = useState<{ leaseId: number; answer: InvitationAnswer } | null>(null);

  const answer = async (leaseId: number, choice: InvitationAnswer) => {
    setAnswering({ leaseId, answer: choice });
    const done = DONE[choice];
    try {
      await (choice === 'accept' ? accept : decline)({ variables: { id: leaseId } });
      toast({ title: i18n._(done.title), description: i18n._(done.description), variant: 'success' });
    } catch (e) {
      toast({ title: t`Error`, description: errorMessage(e, i18n._(done.failed)), variant: 'destructive' });
    } finally {
      setAnswering(null);
      await refresh();
    }
  };

  return { answering, answer };
}
