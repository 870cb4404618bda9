import { hash, verify, type Algorithm } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm.Argon2id; // the package's Algorithm is a const enum, unusable under isolatedModules

/** argon2id's memory (KiB) and passes; one lane. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's recommended floor (19 MiB, 2 passes, 1 lane): every server and CLI hashes with it. */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

export function hashPassword(password: string, cost: PasswordHashCost = PASSWORD_HASH_COST): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

/** Per cost, a hash of a random password, verified against when there is no real hash, so both paths cost the same. */
const decoyHashes = new Map<string, Promise<string>>();
/** Made at start-up (AuthService), so the first failed sign-in costs no more than the next. */
export function decoyHash(cost: PasswordHashCost): Promise<string> {
  const key = `${cost.memoryCost}:${cost.timeCost}`;
  if (!decoyHashes.has(key)) decoyHashes.set(key, hashPassword(crypto.randomUUID(), cost));
  return decoyHashes.get(key)!;
}

/** A stored hash carries its own cost; `cost` is the decoy's, for accounts without one. */
export async function verifyPassword(storedHash: string | null, password: string, cost: PasswordHashCost = PASSWORD_HASH_COST): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoyHash(cost), password);
    return false;
  }
  return verify(storedHash, password);
}
