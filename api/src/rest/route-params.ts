import { z } from 'zod';
import { parseInput } from '../common/domain-error.js';

const idParam = z.coerce
  .number({ error: 'Expected a numeric id' })
  .int('Expected a numeric id')
  .min(0, 'Expected a numeric id')
  .max(2_147_483_647, 'Expected a numeric id');

/** Reads numeric path parameters (`/api/properties/:id`) as 400 VALIDATION_FAILED when they are not ids. */
export function idParams<K extends string>(params: unknown, ...keys: K[]): Record<K, number> {
  const shape = Object.fromEntries(keys.map((key) => [key, idParam])) as Record<K, typeof idParam>;
  return parseInput(z.object(shape), params) as Record<K, number>;
}
