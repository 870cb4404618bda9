/** A NUL byte (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (no UTF-8 encoding exists). */
const UNREPRESENTABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNREPRESENTABLE_TEXT_MESSAGE = 'Text cannot contain NUL characters or broken Unicode (lone surrogates).';

/** A value still to visit, and where it sits: its key and its parent's entry (the path is built only when needed). */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The path ('title', 'leaseDocuments.0.filename') of the first string in `value` that cannot be stored as text, or
 * null. Keys count too: they reach JSON columns. Checked before any schema, so no field can forget it. Iterative and
 * linear in the input's size: a deep nesting (a graphql-ws message, which no HTTP body cap sees) neither overflows
 * the stack nor copies a path per level.
 */
export function findUnrepresentableText(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (typeof visit.value === 'string') {
      if (UNREPRESENTABLE.test(visit.value)) return pathOf(visit);
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    const entries = Object.entries(visit.value);
    for (const [key] of entries) if (UNREPRESENTABLE.test(key)) return pathOf({ value: null, key, parent: visit });
    // Reversed onto the stack, so the first bad string in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
  }
  return null;
}
