import type { ApolloClient } from '@apollo/client';

/** The element holding the Apollo cache of a page the server rendered with its data (server-render.tsx). */
export const APOLLO_STATE_ID = 'apollo-state';

/** Loads that cache into the client, so hydration finds every query answered and asks the network for none. */
export function restoreServerState(client: ApolloClient): void {
  const element = document.getElementById(APOLLO_STATE_ID);
  if (element?.textContent) client.cache.restore(JSON.parse(element.textContent));
  element?.remove();
}
