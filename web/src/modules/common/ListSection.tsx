import type { ReactNode } from 'react';
import { ErrorNotice } from './ErrorNotice';
import { LoadingRows } from './LoadingRows';
import type { ListState } from './screen-state';

export interface ListSectionProps<T> {
  state: ListState<T>;
  loadingLabel: string;
  /** What an empty list shows (title, hint, action). */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** Renders one list's loading / error / empty / ready state; a failure shows its message, never a blank. */
export function ListSection<T>({ state, loadingLabel, empty, children }: ListSectionProps<T>) {
  switch (state.status) {
    case 'loading':
      return <LoadingRows label={loadingLabel} />;
    case 'error':
      return <ErrorNotice message={state.message} />;
    case 'empty':
      return <>{empty}</>;
    case 'ready':
      return <>{children(state.data)}</>;
  }
}

