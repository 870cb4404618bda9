export const DOCUMENT_TYPES = ['lease-agreement', 'property-document', 'image', 'video', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** 'private': a photo uploaded for a private tenancy record (repair, inspection), never public by its content id. */
export const FILE_CATEGORIES = ['image', 'video', 'document', 'other', 'private'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];
