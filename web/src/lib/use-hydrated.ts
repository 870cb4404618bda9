import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates prerendered HTML, true right after and in any fresh render. For
 * controls that must not be drawn before they work: input typed into a not-yet-hydrated field would be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
