import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * Sets the address's query from the latest one, not from the one the component rendered with. The router renders
 * a navigation as a transition, so until it has, the controls on screen belong to the address before: a sort chosen
 * right after a Search would otherwise put back the filters the Search replaced. It reads the browser's address, so it
 * is for containers under the app's BrowserRouter, not for parts that stories render in a MemoryRouter.
 */
export function useSearchUpdate() {
  const [, setSearch] = useSearchParams();
  return useCallback(
    (update: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => setSearch(update(new URLSearchParams(window.location.search)), options),
    [setSearch],
  );
}
