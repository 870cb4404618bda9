export { ImageWithFallback } from './Image';
export type { ImageWithFallbackProps } from './Image';
