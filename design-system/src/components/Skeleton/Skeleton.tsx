import type { CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import { Card } from '../Card/Card';
import { useStrings } from '../Provider/strings';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** Grey placeholder block. Decorative: wrap groups in SkeletonGroup, which announces loading once. */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return <span aria-hidden className={cx(styles.skeleton, className)} style={{ width, height, borderRadius: radius }} />;
}

/** Placeholder shaped like a PropertyCard. */
export function SkeletonCard() {
  return (
    <Card padding="none" aria-hidden>
      <Skeleton className={styles.cardMedia} height="auto" />
      <div className={styles.cardBody}>
        <Skeleton width="70%" height={18} />
        <Skeleton width="45%" height={14} />
        <Skeleton height={14} />
        <Skeleton width="85%" height={14} />
        <Skeleton width="35%" height={22} />
      </div>
    </Card>
  );
}

export interface SkeletonGridProps {
  /** Number of placeholder cards; the home page shows 6 (docs/product.md#business-constants). */
  count?: number;
  label?: string;
}

/** A loading grid of SkeletonCards with one status announcement. */
export function SkeletonGrid({ count = 6, label }: SkeletonGridProps) {
  const strings = useStrings();
  return (
    <div role="status" aria-live="polite" aria-busy="true" aria-label={label ?? strings.loadingProperties} className={styles.grid}>
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
    </div>
  );
}
