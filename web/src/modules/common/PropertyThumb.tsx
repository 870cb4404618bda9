import { ImageWithFallback } from '@hearth/design-system';
import { DEFAULT_PROPERTY_IMAGE, coverImage } from '../../lib/image-url';
import * as layout from './layout.css';

/** A property's first image (the image address rule of docs/product.md#business-constants), falling back to the stock photo when missing or broken. */
export function PropertyThumb({ images, title }: { images: readonly string[]; title: string }) {
  return <ImageWithFallback className={layout.thumb} src={coverImage(images)} fallbackSrc={DEFAULT_PROPERTY_IMAGE} alt={title} loading="lazy" />;
}
