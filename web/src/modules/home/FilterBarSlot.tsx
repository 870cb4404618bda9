import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import type { FilterBarProps } from './FilterBar';
import * as styles from './Home.css';

// The filter bar's select popovers are the heaviest part of the home page: they load right after first paint,
// in a box of the same size so nothing shifts.
const FilterBar = lazyNamed(() => import('./FilterBar'), 'FilterBar');

export function FilterBarSlot(props: FilterBarProps) {
  return (
    <Suspense fallback={<div className={styles.filterBarPlaceholder} aria-hidden="true" />}>
      <FilterBar {...props} />
    </Suspense>
  );
}
