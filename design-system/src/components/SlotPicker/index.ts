export { SlotPicker } from './SlotPicker';
export type { SlotPickerProps } from './SlotPicker';
export type { TimeSlot } from './slot-days';
export { useSlotPickerStrings, ENGLISH_SLOT_PICKER_STRINGS, FRENCH_SLOT_PICKER_STRINGS } from './slot-picker-strings';
export type { SlotPickerStrings } from '../Provider/strings';
