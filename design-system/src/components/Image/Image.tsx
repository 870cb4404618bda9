import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { ImageIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import * as styles from './Image.css';

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src?: string | null;
  alt: string;
  /** Used when `src` is empty or fails to load (spec: a stock photo). Without it a neutral placeholder shows. */
  fallbackSrc?: string;
}

/**
 * <img> that swaps to a fallback when the source is missing or broken. `data-fallback` names the fallback for pages
 * rendered before their JavaScript runs: a page-level error listener can swap it before hydration (web/index.html).
 */
export function ImageWithFallback({ src, fallbackSrc, alt, className, onError, ...props }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => setFailed(null), [src]);

  const current = !src || failed === src ? (failed === fallbackSrc ? undefined : fallbackSrc) : src;
  if (!current) {
    return (
      <div role="img" aria-label={alt} className={cx(styles.placeholder, className)}>
        <ImageIcon size={32} />
      </div>
    );
  }
  return (
    <img
      {...props}
      src={current}
      data-fallback={current !== fallbackSrc ? fallbackSrc : undefined}
      alt={alt}
      loading={props.loading ?? 'lazy'}
      className={cx(styles.img, className)}
      onError={(e) => {
        setFailed(current);
        onError?.(e);
      }}
    />
  );
}
