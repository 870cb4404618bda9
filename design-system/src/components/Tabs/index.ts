export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export type { TabProps } from './Tabs';
