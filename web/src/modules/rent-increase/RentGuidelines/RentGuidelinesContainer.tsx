import { useState } from 'react';
import { toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { dayInZone } from '@hearth/design-system';
import { provinceTimeZone } from '@hearth/api/contracts/viewing.schema';
import { useRentGuidelinesQuery, useSetRentGuidelineMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { useNow } from '../../../lib/clock';
import { screenState } from '../../common';
import type { RentGuidelineRow } from '../rent-increase.model';
import { RentGuidelinesView } from './RentGuidelinesView';

/** The admins' guidelines: the list, and setting a figure. Admins only (the admin route's guard, and the API). */
export default function RentGuidelinesContainer() {
  const { t } = useLingui();
  const guidelines = useRentGuidelinesQuery({ fetchPolicy: 'cache-and-network' });
  const [save, saving] = useSetRentGuidelineMutation();
  const [error, setError] = useState<string | null>(null);
  // The coming year on the clock of the form's first province (Ontario), not the browser's.
  const now = useNow();
  const defaultYear = dayInZone(now.toISOString(), provinceTimeZone.ON).year + 1;
  const rows = guidelines.data?.rentGuidelines as RentGuidelineRow[] | undefined;
  return (
    <RentGuidelinesView
      guidelines={screenState(guidelines, rows, t`Failed to fetch guidelines`)}
      defaultYear={defaultYear}
      saving={saving.loading}
      error={error}
      onSave={async ({ province, year, percent, source }) => {
        setError(null);
        try {
          await save({ variables: { province, year, input: { percent, source } } });
          toast({ title: t`Guideline saved` });
          await guidelines.refetch();
        } catch (failure) {
          setError(errorMessage(failure, t`Failed to save the guideline.`));
        }
      }}
    />
  );
}
