import type { ListingFile } from '../ListingFiles/upload-list';
import { LISTING_DEFAULTS, type ListingValues } from './listing-form';

export interface ListingDraft {
  values: ListingValues;
  media: ListingFile[];
  documents: ListingFile[];
  savedAt: string;
}

const key = (userId: number | null) => `hearth.listingDraft.${userId ?? 'anonymous'}`;

/** The draft kept in this browser for this user (Save as Draft, and quietly after every change). */
export function loadDraft(userId: number | null): ListingDraft | null {
  try {
    const raw = localStorage.getItem(key(userId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<ListingDraft>;
    return {
      values: { ...LISTING_DEFAULTS, ...draft.values },
      media: Array.isArray(draft.media) ? draft.media : [],
      documents: Array.isArray(draft.documents) ? draft.documents : [],
      savedAt: typeof draft.savedAt === 'string' ? draft.savedAt : new Date().toISOString(),
    };
  } catch {
    return null;
  }
}

export function saveDraft(userId: number | null, draft: Omit<ListingDraft, 'savedAt'>): string {
  const savedAt = new Date().toISOString();
  try {
    localStorage.setItem(key(userId), JSON.stringify({ ...draft, savedAt }));
  } catch {
    // Storage full or disabled: the form still holds everything until the tab closes.
  }
  return savedAt;
}

export function clearDraft(userId: number | null): void {
  try {
    localStorage.removeItem(key(userId));
  } catch {
    // nothing kept
  }
}
