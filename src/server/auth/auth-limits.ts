import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { countAttempt, type RateLimit, type RateLimitResult } from './rate-limiter.ts';
import { HttpError } from '../http/errors.ts';

const MINUTE = 60;

/**
 * Sign-up: per email, the limits stop one address being tried over and over; per IP,
 * one machine creating accounts in bulk. Password guesses (sign-in and password
 * change) have their own rules in password-guess-limits.ts. The per-IP limits are
 * generous because many people in Bangladesh reach the internet through carrier-grade
 * NAT and share an address. See docs/decisions/002 and 012.
 */
export const AUTH_LIMITS = {
  signUpPerEmail: { limit: 5, windowSeconds: 60 * MINUTE },
  signUpPerIp: { limit: 30, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export type AuthLimits = Record<keyof typeof AUTH_LIMITS, RateLimit>;

/** The limits in force, with the per-IP sign-up limit as configured. */
export function authLimits(signUpPerIpPerHour: number): AuthLimits {
  return { ...AUTH_LIMITS, signUpPerIp: { limit: signUpPerIpPerHour, windowSeconds: 60 * MINUTE } };
}

/**
 * Counts a sign-up against the IP and the email, and refuses it with a 429 and
 * Retry-After when either is over its limit. The answer is the same whether or not
 * the email has an account.
 */
export async function limitSignUp(
  db: Db,
  reply: FastifyReply,
  who: { ip: string; email: string },
  limits: AuthLimits = AUTH_LIMITS,
): Promise<void> {
  const verdicts = await Promise.all([
    countAttempt(db, `signUp:email:${who.email}`, limits.signUpPerEmail),
    countAttempt(db, `signUp:ip:${who.ip}`, limits.signUpPerIp),
  ]);
  refuseWhenOver(reply, verdicts);
}

/** A 429 with Retry-After (the longest wait) when any verdict is over its limit. */
export function refuseWhenOver(reply: FastifyReply, verdicts: readonly RateLimitResult[]): void {
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length === 0) return;
  tooManyAttempts(reply, Math.max(...refused.map((verdict) => verdict.retryAfterSeconds)));
}

export function tooManyAttempts(reply: FastifyReply, waitSeconds: number): never {
  reply.header('Retry-After', String(waitSeconds));
  throw new HttpError(429, `Too many attempts. Please try again in ${inWords(waitSeconds)}.`);
}

function inWords(seconds: number): string {
  if (seconds < MINUTE) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / MINUTE);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
