import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { countAttempt } from '../../auth/rate-limiter.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuthUser } from '../../http/access.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Uploads one account may make per hour and per day; staff (admins, the owner) stock the catalogue. */
export interface UploadQuota {
  customerPerHour: number;
  customerPerDay: number;
  adminPerHour: number;
  adminPerDay: number;
}

/**
 * Counts one upload against the caller's hourly and daily quota before anything is
 * read or decoded, and refuses it with a 429 and Retry-After when either is used up.
 * The counters live in PostgreSQL (`rate_limits`), so every instance shares them. An
 * upload refused for the hour is not counted against the day, so waiting as told
 * costs nothing. Uploads are counted, not stored pictures: the same picture uploaded
 * twice is stored once but counts twice.
 */
export async function countUpload(db: Db, user: AuthUser, quota: UploadQuota): Promise<void> {
  const admin = isStaffRole(user.role);
  const windows = [
    { name: 'an hour', seconds: HOUR, limit: admin ? quota.adminPerHour : quota.customerPerHour },
    { name: 'a day', seconds: DAY, limit: admin ? quota.adminPerDay : quota.customerPerDay },
  ];
  for (const window of windows) {
    const verdict = await countAttempt(db, `upload:${window.seconds}:${user.id}`, {
      limit: window.limit,
      windowSeconds: window.seconds,
    });
    if (!verdict.allowed) {
      const wait = verdict.retryAfterSeconds;
      throw new HttpError(
        429,
        `You have uploaded ${window.limit} pictures, the most we take in ${window.name}. Please try again in ${inWords(wait)}.`,
        undefined,
        { 'Retry-After': String(wait) },
      );
    }
  }
}

function inWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
