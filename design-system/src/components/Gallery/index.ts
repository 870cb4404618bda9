export { Gallery } from './Gallery';
export type { GalleryProps, GalleryImage } from './Gallery';
