import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { useHydrated } from '../../lib/use-hydrated';
import type { FilterBarProps } from './FilterBar';
import * as styles from './Home.css';

// The filter bar's select popovers are the heaviest part of the home page: they load right after first paint,
// in a box of the same size so nothing shifts. The prerendered home shows the box too: a field drawn before the
// app hydrates it would drop what was typed into it.
const loadFilterBar = () => import('./FilterBar');
const FilterBar = lazyNamed(loadFilterBar, 'FilterBar');

/** Starts loading the bar's code before the first render reaches it (main.tsx, when hydrating the home page). */
export const preloadFilterBar = (): void => void loadFilterBar();

export function FilterBarSlot(props: FilterBarProps) {
  const placeholder = <div className={styles.filterBarPlaceholder} aria-hidden="true" />;
  if (!useHydrated()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FilterBar {...props} />
    </Suspense>
  );
}
