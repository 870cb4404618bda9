import { useState } from 'react';
import { toast } from '@hearth/design-system';
import type { Province } from '@hearth/api/contracts/provinces';
import { useLingui } from '@lingui/react/macro';
import { useAnswerRentIncreaseMutation, useProposeRentIncreaseMutation, useRentIncreaseCheckQuery, useRentIncreasesQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { screenState } from '../../common';
import { toRentIncreaseRow } from '../rent-increase.mapper';
import { RentIncreasesView } from './RentIncreasesView';

export interface RentIncreasesContainerProps {
  leaseId: number;
  province: Province;
  role: 'landlord' | 'tenant';
  /** Only an active lease is raised: the form shows for its landlord then. */
  active: boolean;
}

/** The rent increases of a lease for its Rent tab: the list, the landlord's form with its live check, the Québec answer. */
export default function RentIncreasesContainer({ leaseId, province, role, active }: RentIncreasesContainerProps) {
  const { t, i18n } = useLingui();
  const list = useRentIncreasesQuery({ variables: { leaseId }, fetchPolicy: 'cache-and-network' });
  const [newRent, setNewRent] = useState<number | null>(null);
  const [effectiveDate, setEffectiveDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const showForm = role === 'landlord' && active;
  // The live check: the limits as the landlord types (Apollo answers each distinct proposal once).
  const check = useRentIncreaseCheckQuery({
    variables: { leaseId, newRent: newRent ?? null, effectiveDate: effectiveDate || null },
    skip: !showForm,
    fetchPolicy: 'cache-first',
  });
  const [propose, proposing] = useProposeRentIncreaseMutation();
  const [answer] = useAnswerRentIncreaseMutation();
  const [answeringId, setAnsweringId] = useState<number | null>(null);
  const lang = i18n.locale.startsWith('fr') ? 'fr' : 'en';
  const limits = check.data?.rentIncreaseCheck ?? check.previousData?.rentIncreaseCheck ?? null;

  return (
    <RentIncreasesView
      province={province}
      role={role}
      increases={screenState(list, list.data?.rentIncreases.map(toRentIncreaseRow), t`Failed to fetch rent increases`)}
      noticeHref={(id) => `/api/rent-increases/${id}/notice?lang=${lang}`}
      form={
        showForm
          ? {
              newRent,
              effectiveDate,
              onNewRentChange: (value) => (setError(null), setNewRent(value)),
              onEffectiveDateChange: (value) => (setError(null), setEffectiveDate(value)),
              limits,
              checking: check.loading,
              submitting: proposing.loading,
              error,
              onSubmit: async () => {
                if (newRent === null || !effectiveDate) return;
                try {
                  await propose({ variables: { leaseId, input: { newRent, effectiveDate } } });
                  toast({ title: t`Notice of rent increase given` });
                  setNewRent(null);
                  setEffectiveDate('');
                  await Promise.all([list.refetch(), check.refetch()]);
                } catch (failure) {
                  setError(errorMessage(failure, t`Failed to give notice of the rent increase.`));
                }
              },
            }
          : undefined
      }
      answeringId={answeringId}
      onAnswer={
        role === 'tenant'
          ? async (id, accept) => {
              setAnsweringId(id);
              try {
                await answer({ variables: { id, accept } });
                toast({ title: accept ? t`Rent increase accepted` : t`Rent increase refused` });
              } catch (failure) {
                toast({ title: errorMessage(failure, t`Failed to answer the notice.`), variant: 'destructive' });
              } finally {
                setAnsweringId(null);
              }
            }
          : undefined
      }
    />
  );
}
