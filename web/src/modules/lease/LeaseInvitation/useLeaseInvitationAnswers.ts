import { useState } from 'react';
import { toast } from '@hearth/design-system';
import { useAcceptLeaseMutation, useDeclineLeaseMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import type { InvitationAnswer } from './LeaseInvitation';

const DONE = {
  accept: { title: 'Lease accepted', description: 'The lease is now active. The landlord has been told.' },
  decline: { title: 'Lease declined', description: 'The landlord has been told.' },
} as const;

/** Sends a tenant's Accept or Decline, one at a time, toasts the outcome and reloads the list (`refresh`). */
export function useLeaseInvitationAnswers(refresh: () => Promise<unknown>) {
  const [accept] = useAcceptLeaseMutation();
  const [decline] = useDeclineLeaseMutation();
  const [answering, setAnswering] = useState<{ leaseId: number; answer: InvitationAnswer } | null>(null);

  const answer = async (leaseId: number, choice: InvitationAnswer) => {
    setAnswering({ leaseId, answer: choice });
    try {
      await (choice === 'accept' ? accept : decline)({ variables: { id: leaseId } });
      toast({ ...DONE[choice], variant: 'success' });
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e, `Failed to ${choice} the lease. Please try again.`), variant: 'destructive' });
    } finally {
      setAnswering(null);
      await refresh();
    }
  };

  return { answering, answer };
}
