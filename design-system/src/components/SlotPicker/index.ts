export { SlotPicker } from './SlotPicker';
export type { SlotPickerProps } from './SlotPicker';
export type { TimeSlot } from './slot-days';
