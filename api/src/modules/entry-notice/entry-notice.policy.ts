import type { RepairParty } from '../../contracts/index.js';

/** Only the landlord of a repair request gives notice of entering (the tenant receives it). */
export const canGiveEntryNotice = (side: RepairParty): boolean => side === 'landlord';
