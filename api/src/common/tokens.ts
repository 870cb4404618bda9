import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random secret, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store for a secret: its SHA-256, so stored rows cannot be replayed. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
