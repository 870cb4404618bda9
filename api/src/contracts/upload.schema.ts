import { z } from 'zod';

const MB = 1024 * 1024;

/** Size caps of uploaded files per category (docs/product.md#validation-rules: contract files at most 10MB). */
export const UPLOAD_MAX_BYTES = { image: 10 * MB, document: 10 * MB, video: 200 * MB } as const;

/**
 * Optional `?purpose=` of an upload URL, narrowing what it accepts ('contract': PDF, DOC, DOCX, TXT, RTF;
 * 'private-image': an image for a private tenancy record, such as a repair request, stored private).
 */
export const UPLOAD_PURPOSES = ['image', 'video', 'media', 'document', 'contract', 'private-image'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const uploadPurposeQuerySchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, { error: `purpose must be one of: ${UPLOAD_PURPOSES.join(', ')}` }).optional(),
});

/** How long a presigned upload URL stays valid. */
export const UPLOAD_URL_TTL_MINUTES = 10;
