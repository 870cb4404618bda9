/** Types a browser shows safely itself; everything else is downloaded. */
const INLINE_TYPES = /^(image\/(jpeg|png|webp|gif|avif)|video\/(mp4|webm|quicktime)|application\/pdf)$/;

/**
 * `inline` for images, videos and PDF, `attachment` otherwise, with the name as an ASCII fallback and in full as
 * RFC 5987 `filename*`, so no quote, semicolon or line break from a client-chosen name can reach the header.
 */
export function contentDisposition(fileName: string, mimeType: string): string {
  const disposition = INLINE_TYPES.test(mimeType) ? 'inline' : 'attachment';
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
