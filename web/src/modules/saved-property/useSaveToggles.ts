import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../lib/show-toast';
import { useSavePropertyMutation, useUnsavePropertyMutation } from '../../generated/graphql';
import { useSession } from '../auth/SessionContext';
import { SaveToggle } from './save-toggle';
import { removeErrorToast, removedToast, saveErrorToast, savedToast, signInToSaveToast } from './save-messages';

export interface SaveTarget {
  id: number;
  isSaved: boolean;
}

/** After a save or removal the saved list and the saved check are refreshed (docs/product.md#saving-favourites). */
function markSaved(cache: ApolloCache, id: number, saved: boolean) {
  cache.modify({ id: cache.identify({ __typename: 'Property', id }), fields: { isSaved: () => saved } });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedProperties' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'isSaved', args: { propertyId: id } });
  cache.gc();
}

/**
 * Heart buttons for any number of properties (one grid or one detail page), with the docs/product.md#saving-favourites debounce and docs/product.md#error-catalogue toasts.
 * `shownSaved` is what the heart draws: saved, or about to be saved during the 300 ms wait.
 */
export function useSaveToggles(options: { onSignedOut?: () => void } = {}) {
  const { userId } = useSession();
  const { i18n } = useLingui();
  const [save] = useSavePropertyMutation({ update: (cache, { data }) => data && markSaved(cache, data.saveProperty.id, true) });
  const [unsave] = useUnsavePropertyMutation();
  const toggles = useRef(new Map<number, SaveToggle>());
  const latest = useRef(new Map<number, SaveTarget>());
  const [scheduled, setScheduled] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const onSignedOut = options.onSignedOut;

  const setIn = (set: ReadonlySet<number>, id: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  useEffect(() => {
    const all = toggles.current;
    return () => all.forEach((t) => t.cancel());
  }, []);

  const toggleFor = useCallback(
    (id: number) => {
      let toggle = toggles.current.get(id);
      if (!toggle) {
        toggle = new SaveToggle({
          isSaved: () => latest.current.get(id)?.isSaved ?? false,
          save: async () => {
            setScheduled((s) => setIn(s, id, false));
            try {
              await save({ variables: { propertyId: id } });
              showToast(savedToast(i18n));
            } catch (error) {
              showToast(saveErrorToast(error, i18n));
            }
          },
          unsave: async () => {
            setRemoving((s) => setIn(s, id, true));
            try {
              await unsave({ variables: { propertyId: id }, update: (cache) => markSaved(cache, id, false) });
              showToast(removedToast(i18n));
            } catch (error) {
              showToast(removeErrorToast(error, i18n));
            } finally {
              setRemoving((s) => setIn(s, id, false));
            }
          },
        });
        toggles.current.set(id, toggle);
      }
      return toggle;
    },
    [save, unsave, i18n],
  );

  const tap = useCallback(
    (target: SaveTarget) => {
      if (!userId) {
        if (onSignedOut) onSignedOut();
        else showToast(signInToSaveToast(i18n));
        return;
      }
      latest.current.set(target.id, target);
      const outcome = toggleFor(target.id).tap();
      setScheduled((s) => setIn(s, target.id, outcome === 'scheduled'));
    },
    [userId, onSignedOut, toggleFor, i18n],
  );

  const shownSaved = useCallback(
    (target: SaveTarget) => (scheduled.has(target.id) || target.isSaved) && !removing.has(target.id),
    [scheduled, removing],
  );

  return { tap, shownSaved };
}
