export * from './screen-state';
export * from './models';
export { ErrorNotice } from './ErrorNotice';
export { LoadingRows } from './LoadingRows';
export { PropertyThumb } from './PropertyThumb';
export * as layout from './layout.css';
