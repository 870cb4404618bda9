/**
 * Every screen state (ARCHITECTURE: Redwood cells, Saleor views): a container turns query results into one of
 * these, a pure view renders it. `signedOut` and `denied` come from the session guard rules of spec §2.
 */
export type ScreenState<T> =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T }
  | { status: 'signedOut' }
  | { status: 'denied' };

export type ListState<T> = Exclude<ScreenState<T[]>, { status: 'signedOut' } | { status: 'denied' }>;

/** A list section's state from a query: error wins, then loading, then empty or ready. */
export function listState<T>(items: readonly T[] | null | undefined, loading: boolean, error: unknown, errorMessage: string): ListState<T> {
  if (error) return { status: 'error', message: errorMessage };
  if (loading && !items) return { status: 'loading' };
  if (!items || items.length === 0) return { status: 'empty' };
  return { status: 'ready', data: [...items] };
}
