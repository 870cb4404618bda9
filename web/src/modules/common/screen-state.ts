/**
 * Every screen state (after Redwood's cells and Saleor's views): a container turns query results into one of
 * these, a pure view renders it. Signed-out and denied visitors never reach a screen: the route guard
 * (app/guards/RequireRole) draws those states.
 */
interface ScreenStates<T> {
  loading: { status: 'loading' };
  empty: { status: 'empty' };
  error: { status: 'error'; message: string };
  /** The thing the address names does not exist (a detail page). */
  notFound: { status: 'notFound' };
  ready: { status: 'ready'; data: T };
}

export type ScreenStatus = keyof ScreenStates<unknown>;

/** One union for every screen; a screen names the states it can reach (by default those of a list). */
export type ScreenState<T, S extends ScreenStatus = 'loading' | 'empty' | 'error' | 'ready'> = ScreenStates<T>[S];

export type ListState<T> = ScreenState<T[]>;

/** A list section's state from a query: error wins, then loading, then empty or ready. */
export function listState<T>(items: readonly T[] | null | undefined, loading: boolean, error: unknown, errorMessage: string): ListState<T> {
  if (error) return { status: 'error', message: errorMessage };
  if (loading && !items) return { status: 'loading' };
  if (!items || items.length === 0) return { status: 'empty' };
  return { status: 'ready', data: [...items] };
}
