/**
 * Every screen state (ARCHITECTURE: Redwood cells, Saleor views): a container turns query results into one of
 * these, a pure view renders it. Signed-out and denied visitors never reach a screen: the route guard
 * (app/guards/RequireRole) draws those states.
 */
export type ScreenState<T> =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

export type ListState<T> = ScreenState<T[]>;

/** A list section's state from a query: error wins, then loading, then empty or ready. */
export function listState<T>(items: readonly T[] | null | undefined, loading: boolean, error: unknown, errorMessage: string): ListState<T> {
  if (error) return { status: 'error', message: errorMessage };
  if (loading && !items) return { status: 'loading' };
  if (!items || items.length === 0) return { status: 'empty' };
  return { status: 'ready', data: [...items] };
}
