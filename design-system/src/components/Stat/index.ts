export { Stat, StatGrid } from './Stat';
export type { StatProps } from './Stat';
