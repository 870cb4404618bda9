export * from './screen-state';
export * from './models';
export { ErrorNotice } from './ErrorNotice';
export { LoadingRows } from './LoadingRows';
export { FrameTab, PageFrame } from './PageFrame';
export { conversationContext, withName } from './named';
export { PropertyThumb } from './PropertyThumb';
export { TitledSection, type TitledSectionProps } from './TitledSection';
export * as layout from './layout.css';
