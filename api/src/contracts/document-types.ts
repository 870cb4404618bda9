export const DOCUMENT_TYPES = ['lease-agreement', 'property-document', 'image', 'video', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const FILE_CATEGORIES = ['image', 'video', 'document', 'other'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];
