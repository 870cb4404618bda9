/** A NUL byte (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (no UTF-8 encoding exists). */
const UNREPRESENTABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNREPRESENTABLE_TEXT_MESSAGE = 'Text cannot contain NUL characters or broken Unicode (lone surrogates).';

/**
 * The path ('title', 'leaseDocuments.0.filename') of the first string in `value` that cannot be stored as text, or
 * null. Keys count too: they reach JSON columns. Checked before any schema, so no field can forget it.
 */
export function findUnrepresentableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return UNREPRESENTABLE.test(value) ? path.join('.') : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (UNREPRESENTABLE.test(key)) return [...path, key].join('.');
    const found = findUnrepresentableText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
