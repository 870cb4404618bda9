export * from './screen-state';
export { ErrorNotice } from './ErrorNotice';
export { ListSection, type ListSectionProps } from './ListSection';
export { LoadingRows } from './LoadingRows';
export { PanelListSection, type PanelListSectionProps } from './PanelListSection';
export { conversationContext, withName } from './named';
export { PropertyThumb } from './PropertyThumb';
export { TitledSection, type TitledSectionProps } from './TitledSection';
export * as layout from './layout.css';
