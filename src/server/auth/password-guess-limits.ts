import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { attemptsSoFar, clearAttempts, countAttempt, type RateLimit } from './rate-limiter.ts';
import { refuseWhenOver, tooManyAttempts } from './auth-limits.ts';

const MINUTE = 60;

/**
 * Limits on guessing a password, at sign-in and at a password change. Failures are
 * counted per account and address together, so a stranger's guesses never lock the
 * account's owner out; an account attacked from many addresses is slowed (an address
 * that already failed on it waits longer and longer between tries), never locked: an
 * address with no failures, such as the owner's own, always gets its try.
 * See docs/decisions/012-owner-setup-and-revocation.md.
 */
export const GUESS_LIMITS = {
  /** Failures of one account from one address; a correct password clears them. */
  perAccountAndIp: { limit: 10, windowSeconds: 15 * MINUTE },
  /** Attempts from one address, on any accounts (one machine trying many). */
  perIp: { limit: 100, windowSeconds: 15 * MINUTE },
  /** Failures of one account from all addresses; past this it is under a spread attack. */
  spreadAttack: { limit: 10, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/** Under a spread attack, an address that failed waits this long, doubled per ten more failures. */
export const SLOWDOWN_BASE_SECONDS = 30;
export const SLOWDOWN_MAX_SECONDS = 5 * MINUTE;

export type GuessKind = 'signIn' | 'passwordChange';

export interface Guesser {
  kind: GuessKind;
  /** The account guessed at: the typed email at sign-in, the account id at a password change. */
  account: string;
  ip: string;
}

const keys = ({ kind, account, ip }: Guesser) => ({
  pair: `${kind}:account-ip:${account}:${ip}`,
  ip: `${kind}:ip:${ip}`,
  failures: `${kind}:failures:${account}`,
  slowdown: `${kind}:slowdown:${account}:${ip}`,
});

/**
 * Counts a guess before the password is checked, and refuses it with a 429 and
 * Retry-After when this address has failed too often on this account, has tried too
 * many accounts, or (under a spread attack on the account) failed on it too recently.
 */
export async function guardGuess(db: Db, reply: FastifyReply, who: Guesser): Promise<void> {
  const key = keys(who);
  const [pair, ip] = await Promise.all([
    countAttempt(db, key.pair, GUESS_LIMITS.perAccountAndIp),
    countAttempt(db, key.ip, GUESS_LIMITS.perIp),
  ]);
  refuseWhenOver(reply, [pair, ip]);
  // This attempt is counted: more than one means this address failed here before.
  if (pair.count <= 1) return;
  const failures = await attemptsSoFar(db, key.failures, GUESS_LIMITS.spreadAttack.windowSeconds);
  if (failures < GUESS_LIMITS.spreadAttack.limit) return;
  const wait = slowdownSeconds(failures);
  const slowdown = await countAttempt(db, key.slowdown, { limit: 1, windowSeconds: wait });
  if (!slowdown.allowed) tooManyAttempts(reply, slowdown.retryAfterSeconds);
}

/** The wait between tries of an address that failed, for an account with this many failures. */
export function slowdownSeconds(failures: number): number {
  const doublings = Math.floor((failures - GUESS_LIMITS.spreadAttack.limit) / 10);
  return Math.min(SLOWDOWN_MAX_SECONDS, SLOWDOWN_BASE_SECONDS * 2 ** Math.max(0, doublings));
}

/** A wrong password: counted against the account, from every address. */
export async function noteFailedGuess(db: Db, who: Guesser): Promise<void> {
  await countAttempt(db, keys(who).failures, GUESS_LIMITS.spreadAttack);
}

/** The right password: this address's failures on this account no longer count. */
export async function noteCorrectGuess(db: Db, who: Guesser): Promise<void> {
  const key = keys(who);
  await Promise.all([clearAttempts(db, key.pair), clearAttempts(db, key.slowdown)]);
}
