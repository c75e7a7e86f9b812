import { hash, verify } from '@node-rs/argon2';
import { HttpError } from '../http/errors.ts';
import { GateFull, WorkGate, type WorkGateLimits } from './work-gate.ts';

// OWASP's first choice for password storage: argon2id with m=19 MiB, t=2, p=1.
// These are also the library's defaults; they are spelled out so an upgrade of the
// library cannot silently change them (the algorithm's default is argon2id).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every hash and check costs ~20-40 ms of a core and 19 MiB. Bounded across the
 * process, so a flood of sign-ins or password changes cannot take every core and
 * make each honest sign-in wait without end: a few run at once, a short queue
 * waits, and past that the caller is told to come back (503 with Retry-After).
 * Set from the configuration at start (configurePasswordWork).
 */
const gate = new WorkGate({ concurrency: 2, queue: 32 });
const BUSY_RETRY_AFTER_SECONDS = 2;

export function configurePasswordWork(limits: WorkGateLimits): void {
  gate.configure(limits);
}

async function gated<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await gate.run(job);
  } catch (error) {
    if (!(error instanceof GateFull)) throw error;
    throw new HttpError(
      503,
      'The shop is busy checking passwords. Please try again in a moment.',
      undefined,
      { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
    );
  }
}

export function hashPassword(password: string): Promise<string> {
  return gated(() => hash(password, OPTIONS));
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return gated(async () => {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;
/**
 * Does the work of a real check and answers false. Used when the email is unknown
 * (or the account has no password), so the time taken does not tell the two apart.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('a password that no account has').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
  return false;
}
