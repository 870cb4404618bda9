import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InspectionKind, ItemCondition } from '@hearth/api/contracts/inspection.schema';

export const KIND_LABELS: Record<InspectionKind, MessageDescriptor> = {
  'move-in': msg`Move-in report`,
  'move-out': msg`Move-out report`,
};

/** The button that starts a report: its name in the sentence's case ('Start the move-in report'). */
export const START_LABELS: Record<InspectionKind, MessageDescriptor> = {
  'move-in': msg`Start the move-in report`,
  'move-out': msg`Start the move-out report`,
};

export const CONDITION_LABELS: Record<ItemCondition, MessageDescriptor> = {
  good: msg`Good`,
  fair: msg`Fair (normal wear)`,
  damaged: msg`Damaged`,
  missing: msg`Missing`,
};

export const SIGNING_LABELS: Record<'unsigned' | 'partly_signed' | 'signed', MessageDescriptor> = {
  unsigned: msg`Not signed yet`,
  partly_signed: msg`Signed by one party`,
  signed: msg`Signed by both`,
};

/** The rooms and items a new report starts with (the inspector removes or renames what does not apply). */
export const DEFAULT_ROOMS: { name: MessageDescriptor; items: MessageDescriptor[] }[] = [
  { name: msg`Entrance`, items: [msg`Door and lock`, msg`Floor`, msg`Walls`] },
  { name: msg`Kitchen`, items: [msg`Fridge`, msg`Stove`, msg`Counters`, msg`Sink`, msg`Floor`, msg`Walls`] },
  { name: msg`Living room`, items: [msg`Floor`, msg`Walls`, msg`Windows`, msg`Lights`] },
  { name: msg`Bedroom`, items: [msg`Floor`, msg`Walls`, msg`Windows`, msg`Closet`] },
  { name: msg`Bathroom`, items: [msg`Toilet`, msg`Tub or shower`, msg`Sink`, msg`Floor`, msg`Walls`] },
];
