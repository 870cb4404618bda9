import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import type { SavedSearchAlert } from '@hearth/api/contracts/saved-search.schema';
import { useDeleteSavedSearchMutation, useSavedSearchesQuery, useUpdateSavedSearchMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { screenState, useRowAction } from '../../common';
import { toSavedSearchRow } from '../saved-search.mapper';
import type { SavedSearchRow } from '../saved-search.model';
import { SavedSearchesView } from './SavedSearchesView';

/** Container of the saved searches list: the query, the alert select, rename and delete (each refetches the list). */
export function SavedSearchesContainer() {
  const { t } = useLingui();
  const query = useSavedSearchesQuery({ fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateSavedSearchMutation();
  const [destroy] = useDeleteSavedSearchMutation({ refetchQueries: ['SavedSearches'] });
  const [renaming, setRenaming] = useState<SavedSearchRow | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedSearchRow | null>(null);
  const failed = (error: unknown) => ({ title: t`Error`, description: errorMessage(error, t`Failed to update the saved search. Please try again.`), variant: 'destructive' as const });

  const changeAlert = useRowAction(async (id, alert: SavedSearchAlert) => {
    await update({ variables: { id, input: { alert } } });
    toast({ title: t`Alerts updated`, variant: 'success' });
  }, failed);
  const rename = useRowAction(async (id, name: string) => {
    try {
      await update({ variables: { id, input: { name } } });
    } catch (error) {
      setRenameError(errorMessage(error, t`Failed to update the saved search. Please try again.`));
      return;
    }
    setRenaming(null);
    toast({ title: t`Search renamed`, variant: 'success' });
  }, failed);
  const remove = useRowAction(async (id) => {
    await destroy({ variables: { id } });
    setDeleting(null);
    toast({ title: t`Search deleted`, variant: 'success' });
  }, failed);

  return (
    <SavedSearchesView
      searches={screenState(query, query.data?.savedSearches.map(toSavedSearchRow), t`Failed to load saved searches`)}
      changeAlert={changeAlert}
      renaming={renaming}
      onAskRename={(search) => {
        setRenameError(null);
        setRenaming(search);
      }}
      rename={rename}
      renameError={renameError}
      deleting={deleting}
      onAskDelete={setDeleting}
      remove={remove}
    />
  );
}
