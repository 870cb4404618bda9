import type { ByteRange } from './content-store.js';

export type RangeRequest = { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Interprets an HTTP Range header (RFC 9110 §14) for a file of `size` bytes. One range only: a multi-range request
 * is answered with the whole file, as the RFC allows. Headers we cannot read are ignored (whole file).
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, startText, endText] = match;
  if (startText === '' && endText === '') return { kind: 'unsatisfiable' };
  if (startText === '') {
    // Suffix range: the last N bytes.
    const suffix = Number(endText);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    const length = Math.min(suffix, size);
    return { kind: 'partial', range: { offset: size - length, length } };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { offset: start, length: end - start + 1 } };
}
