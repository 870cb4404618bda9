import { hash, verify, type Algorithm } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm.Argon2id; // the package's Algorithm is a const enum, unusable under isolatedModules

/** argon2id with OWASP's recommended floor (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a random password, verified against when there is no real hash, so both paths cost the same. */
const decoyHash = hashPassword(crypto.randomUUID());

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
