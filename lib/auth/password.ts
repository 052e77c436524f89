import "server-only";
import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. (`Algorithm` is an ambient const enum, which
// isolated modules cannot read: 2 is its Argon2id.)
const HASH_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, HASH_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
