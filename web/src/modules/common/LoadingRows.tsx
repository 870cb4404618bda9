import * as layout from './layout.css';

/**
 * Placeholder rows while a list loads (docs/product.md#business-constants: skeleton loaders show 2 to 5 placeholders).
 * The label is the caller's, in the reader's language: a screen reader announces it.
 */
export function LoadingRows({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={layout.list}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={layout.placeholder} />
      ))}
    </div>
  );
}
