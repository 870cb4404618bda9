import { msg } from '@lingui/core/macro';

/** What the two uploaders take (docs/product.md#validation-rules), as FileDropzone `accept` entries: MIME patterns or extensions. */
export const MEDIA_ACCEPT = ['image/*', 'video/*'];
// Some systems give .docx files no MIME type, so the extensions are listed too.
export const LEASE_DOCUMENT_ACCEPT = ['application/pdf', '.pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.docx'];
export const MEDIA_TYPES_TEXT = msg`Images (JPG, PNG, WebP, GIF) and videos (MP4, WebM, MOV)`;
export const LEASE_TYPES_TEXT = msg`PDF and DOCX`;
