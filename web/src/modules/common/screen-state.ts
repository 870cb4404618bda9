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

/** What a screen needs of its Apollo query result. */
export interface QueryStatus {
  loading: boolean;
  error?: unknown;
}

/** The state a query that holds nothing reaches: an empty list, a missing thing, or (where it must exist) a failure. */
type Absent = 'empty' | 'notFound' | 'error';

/**
 * A screen's state from its query, with the one precedence every screen shares: what the query holds wins (`ready`,
 * or `absent` when that is null or an empty list), then its failure, then loading; a query that ended with nothing is
 * `absent`. `data` is undefined until the query has answered.
 */
export function screenState<T, A extends Absent = 'empty'>(
  query: QueryStatus,
  data: T | null | undefined,
  errorMessage: string,
  absent: A = 'empty' as A,
): ScreenState<T, 'loading' | 'error' | 'ready' | A> {
  const nothing: ScreenState<T, ScreenStatus> = absent === 'error' ? { status: 'error', message: errorMessage } : { status: absent };
  const state: ScreenState<T, ScreenStatus> =
    data !== undefined
      ? data === null || (Array.isArray(data) && data.length === 0)
        ? nothing
        : { status: 'ready', data }
      : query.error
        ? { status: 'error', message: errorMessage }
        : query.loading
          ? { status: 'loading' }
          : nothing;
  // TypeScript cannot narrow the generic `absent`; the branches above reach no other state.
  return state as ScreenState<T, 'loading' | 'error' | 'ready' | A>;
}
