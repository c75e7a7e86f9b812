import { hash, verify } from '@node-rs/argon2';

// OWASP's first choice for password storage: argon2id with m=19 MiB, t=2, p=1.
// These are also the library's defaults; they are spelled out so an upgrade of the
// library cannot silently change them (the algorithm's default is argon2id).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Does the work of a real check and answers false. Used when the email is unknown
 * (or the account has no password), so the time taken does not tell the two apart.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('a password that no account has');
  await verifyPassword(await dummyHash, password);
  return false;
}
