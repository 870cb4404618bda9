import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { ServiceContext } from './actor.js';
import { parseInput } from './domain-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Request-scoped EntityManager and the actor from the session cookie or API token. */
    ctx: ServiceContext;
  }
  interface FastifyContextConfig {
    /** The route is for signed-in callers only: anonymous requests get 401 before the body or path is read. */
    signedIn?: boolean;
  }
}

/**
 * Route options of a signed-in-only call. Authentication runs before validation: an anonymous caller gets 401
 * 'Authentication required' whatever the body or path holds (the service checks the viewer again).
 */
export const signedInOnly = { config: { signedIn: true } } as const;

const NOT_AN_ID = 'Expected a numeric id';
/** Digits only, as ids are written: Number() would also read '0x1', ' 1' and '1e3' as ids. */
const idParam = z
  .string({ error: NOT_AN_ID })
  .regex(/^\d{1,10}$/, NOT_AN_ID)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, NOT_AN_ID);

/** Reads numeric path parameters (`/api/properties/:id`) as 400 VALIDATION_FAILED when they are not ids. */
export function idParams<K extends string>(params: unknown, ...keys: K[]): Record<K, number> {
  const shape = Object.fromEntries(keys.map((key) => [key, idParam])) as Record<K, typeof idParam>;
  return parseInput(z.object(shape), params) as Record<K, number>;
}

/** A PDF inline (the browser shows it), never cached by anyone else: Hearth's documents hold the parties' details. */
export const sendPdf = (reply: FastifyReply, { bytes, fileName }: { bytes: Uint8Array; fileName: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
