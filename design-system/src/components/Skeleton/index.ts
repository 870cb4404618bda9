export { Skeleton, SkeletonCard, SkeletonGrid } from './Skeleton';
export type { SkeletonProps, SkeletonGridProps } from './Skeleton';
