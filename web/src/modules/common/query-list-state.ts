import { listState, type ListState } from './screen-state';

/** What a list needs of its Apollo query result. */
export interface ListQuery {
  loading: boolean;
  error?: unknown;
  data?: unknown;
}

/** A list section's state from its query: a failure counts only when the query has nothing to show. */
export function queryListState<T>(query: ListQuery, items: readonly T[] | undefined, errorMessage: string): ListState<T> {
  return listState(items, query.loading, query.error && !query.data ? query.error : null, errorMessage);
}
