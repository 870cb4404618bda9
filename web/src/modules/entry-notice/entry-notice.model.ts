import type { EntryUrgency } from '@hearth/api/contracts/entry-notice-rules';
import type { Province } from '@hearth/api/contracts/provinces';

/** A notice of entry as the screens show it (times are instants; shown on the province's clock). */
export interface EntryNoticeItem {
  id: number;
  repairRequestId: number;
  province: Province;
  timeZone: string;
  urgency: EntryUrgency;
  enterAt: string;
  endsAt: string;
  durationMinutes: number;
  reason: string;
  createdAt: string;
  /** The property's title, where the list shows several requests' entries (the Home tab). */
  propertyTitle?: string | null;
}

/** What the Schedule entry form sends. */
export interface EntryNoticeValues {
  enterAt: string;
  durationMinutes: number;
  reason: string;
}
