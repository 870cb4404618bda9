import { useMemo, useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { useSaveSearchMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import type { HomeFilters } from '../../home/home-filters';
import { savedFiltersOf } from '../saved-search-filters';
import { searchSummary, suggestedName } from '../saved-search-summary';
import type { SavedSearchValues } from '../saved-search.model';
import { SavedSearchDialog } from './SavedSearchDialog';

export interface SaveSearchContainerProps {
  /** The home page's filters, as its URL holds them. */
  filters: HomeFilters;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The list of saved searches shows the new one next time it is drawn. */
const forgetList = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedSearches' });
  cache.gc();
};

/** "Save this search" on the home page (signed in): the dialog, the call, a toast; the API's refusal stays in the dialog. */
export function SaveSearchContainer({ filters, isOpen, onOpenChange }: SaveSearchContainerProps) {
  const { t, i18n } = useLingui();
  const saved = useMemo(() => savedFiltersOf(filters), [filters]);
  const [save, { loading }] = useSaveSearchMutation({ update: forgetList });
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ name, alert }: SavedSearchValues) => {
    setError(null);
    try {
      await save({ variables: { input: { name, alert, filters: saved } } });
    } catch (failure) {
      setError(errorMessage(failure, t`Failed to save the search. Please try again.`));
      return;
    }
    onOpenChange(false);
    toast({ title: t`Search saved`, description: t`Find it under Saved searches in your profile.`, variant: 'success' });
  };

  return (
    <SavedSearchDialog
      key={JSON.stringify(saved)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      mode="save"
      defaultName={suggestedName(saved, i18n)}
      summary={searchSummary(saved, i18n)}
      error={error}
      isPending={loading}
      onSubmit={(values) => void submit(values)}
    />
  );
}
