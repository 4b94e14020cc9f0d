import { hash, verify } from '@node-rs/argon2';

/** argon2id, t=2, m=19 MiB, p=1 (SECURITY.md 1). `2` is Algorithm.Argon2id (a const enum). */
const ARGON2_OPTIONS = { algorithm: 2, timeCost: 2, memoryCost: 19_456, parallelism: 1 } as const;

/**
 * A hash of a random secret nobody knows, with the same parameters, verified when the account
 * does not exist so both failures take the same time (SECURITY.md 5).
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$JZYxhSzhRJjBYiYTeHKcJw$b2ogtUSmJGStnAH9PuUBodJ7n+Kakr/mFAJFvgYSwSw';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Verify against `passwordHash`, or against the dummy hash when there is none (always false). */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? DUMMY_HASH, password);
    return passwordHash !== null && ok;
  } catch {
    return false;
  }
}
