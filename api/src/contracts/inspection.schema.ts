import { z } from 'zod';

// Condition inspections of a leased unit at move-in and move-out (docs/inspections.md), shared by the inspection form
// and POST /api/leases/{id}/inspections.

export const INSPECTION_KINDS = ['move-in', 'move-out'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

export const ITEM_CONDITIONS = ['good', 'fair', 'damaged', 'missing'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

export const INSPECTION_ROOMS_MAX = 40;
export const INSPECTION_ITEMS_MAX = 60;
export const INSPECTION_NAME_MAX = 80;
export const INSPECTION_NOTE_MAX = 500;

export const INSPECTION_KIND_MESSAGE = "kind must be 'move-in' or 'move-out'.";
export const INSPECTION_ROOMS_REQUIRED_MESSAGE = 'Add at least one room to the report.';
export const INSPECTION_ITEMS_REQUIRED_MESSAGE = 'Add at least one item to each room.';
export const ITEM_CONDITION_MESSAGE = "condition must be 'good', 'fair', 'damaged' or 'missing'.";
export const INSPECTION_SIGNATURE_CONSENT_MESSAGE = 'Please confirm that you agree to sign this inspection report electronically.';
/** The sentence the signing dialog shows beside its checkbox for a report. */
export const INSPECTION_SIGNATURE_CONSENT_TEXT = 'I agree to sign this inspection report electronically, and that my typed name is my signature.';

const name = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(INSPECTION_NAME_MAX, `${what} is too long (${INSPECTION_NAME_MAX} characters at most).`)
    .transform((text) => text.replace(/\s+/g, ' '));

export const inspectionItemSchema = z
  .object({
    name: name('Item name'),
    condition: z.enum(ITEM_CONDITIONS, { error: ITEM_CONDITION_MESSAGE }),
    note: z
      .string()
      .trim()
      .max(INSPECTION_NOTE_MAX, `A note is ${INSPECTION_NOTE_MAX} characters at most.`)
      .nullish()
      .transform((note) => (note ? note : null)),
  })
  .strict();
export type InspectionItem = z.infer<typeof inspectionItemSchema>;

const uniqueNames = <T extends { name: string }>(list: T[]) => new Set(list.map((entry) => entry.name.toLocaleLowerCase('en-CA'))).size === list.length;

export const inspectionRoomSchema = z
  .object({
    name: name('Room name'),
    items: z
      .array(inspectionItemSchema, { error: INSPECTION_ITEMS_REQUIRED_MESSAGE })
      .min(1, INSPECTION_ITEMS_REQUIRED_MESSAGE)
      .max(INSPECTION_ITEMS_MAX, `A room has ${INSPECTION_ITEMS_MAX} items at most.`)
      // Items are compared with the move-in report by name: two of one name in a room could not be told apart.
      .refine(uniqueNames, 'Each item of a room needs its own name.'),
  })
  .strict();
export type InspectionRoom = z.infer<typeof inspectionRoomSchema>;

/** POST /api/leases/{id}/inspections. */
export const createInspectionSchema = z
  .object({
    kind: z.enum(INSPECTION_KINDS, { error: INSPECTION_KIND_MESSAGE }),
    rooms: z
      .array(inspectionRoomSchema, { error: INSPECTION_ROOMS_REQUIRED_MESSAGE })
      .min(1, INSPECTION_ROOMS_REQUIRED_MESSAGE)
      .max(INSPECTION_ROOMS_MAX, `A report has ${INSPECTION_ROOMS_MAX} rooms at most.`)
      .refine(uniqueNames, 'Each room needs its own name.'),
  })
  .strict();
export type CreateInspectionInput = z.input<typeof createInspectionSchema>;
export type CreateInspection = z.output<typeof createInspectionSchema>;

/** An item whose condition at move-out is not what the signed move-in report says (null: not in that report). */
export interface InspectionChange {
  room: string;
  item: string;
  before: ItemCondition | null;
  after: ItemCondition | null;
}

const key = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-CA');

/**
 * Every item whose condition changed between the move-in and the move-out report, in the move-out report's order
 * (then what only the move-in report names). Rooms and items match by name, case and spaces ignored.
 */
export function changesSinceMoveIn(moveIn: readonly InspectionRoom[], moveOut: readonly InspectionRoom[]): InspectionChange[] {
  const before = new Map<string, { room: string; item: string; condition: ItemCondition }>();
  for (const room of moveIn) for (const item of room.items) before.set(`${key(room.name)}\u0000${key(item.name)}`, { room: room.name, item: item.name, condition: item.condition });
  const changes: InspectionChange[] = [];
  for (const room of moveOut) {
    for (const item of room.items) {
      const id = `${key(room.name)}\u0000${key(item.name)}`;
      const was = before.get(id);
      before.delete(id);
      if (was?.condition !== item.condition) changes.push({ room: room.name, item: item.name, before: was?.condition ?? null, after: item.condition });
    }
  }
  for (const gone of before.values()) changes.push({ room: gone.room, item: gone.item, before: gone.condition, after: null });
  return changes;
}
