import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { countAttempt, type RateLimit } from '../../auth/rate-limiter.ts';
import { HttpError } from '../../http/errors.ts';

const MINUTE = 60;

/**
 * Per email, the limits stop guessing one account's password; per IP, they stop one
 * machine trying many accounts. The per-IP limits are generous because many people
 * in Bangladesh reach the internet through carrier-grade NAT and share an address.
 * See docs/decisions/002-sign-in-and-tokens.md.
 */
export const AUTH_LIMITS = {
  signInPerEmail: { limit: 10, windowSeconds: 15 * MINUTE },
  signInPerIp: { limit: 100, windowSeconds: 15 * MINUTE },
  signUpPerEmail: { limit: 5, windowSeconds: 60 * MINUTE },
  signUpPerIp: { limit: 30, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, RateLimit>;

type Action = 'signIn' | 'signUp';
export type AuthLimits = Record<`${Action}Per${'Email' | 'Ip'}`, RateLimit>;

/** The limits in force, with the per-IP sign-up limit as configured. */
export function authLimits(signUpPerIpPerHour: number): AuthLimits {
  return { ...AUTH_LIMITS, signUpPerIp: { limit: signUpPerIpPerHour, windowSeconds: 60 * MINUTE } };
}

/**
 * Counts the attempt against the IP and the email, and refuses it with a 429 and
 * Retry-After when either is over its limit. The answer is the same whether or not
 * the email has an account.
 */
export async function limitAttempt(
  db: Db,
  reply: FastifyReply,
  action: Action,
  who: { ip: string; email: string },
  limits: AuthLimits = AUTH_LIMITS,
): Promise<void> {
  const [byEmail, byIp] = await Promise.all([
    countAttempt(db, `${action}:email:${who.email}`, limits[`${action}PerEmail`]),
    countAttempt(db, `${action}:ip:${who.ip}`, limits[`${action}PerIp`]),
  ]);
  const refused = [byEmail, byIp].filter((verdict) => !verdict.allowed);
  if (refused.length === 0) return;
  const wait = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
  reply.header('Retry-After', String(wait));
  throw new HttpError(429, `Too many attempts. Please try again in ${inWords(wait)}.`);
}

function inWords(seconds: number): string {
  if (seconds < MINUTE) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / MINUTE);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
