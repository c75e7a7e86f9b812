import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { CODE_FORMAT_MESSAGE } from '../../../shared/schemas/phone-sign-in.ts';
import type { PhoneCodePurpose } from '../../db/schema-phone-codes.ts';
import { HttpError } from '../../http/errors.ts';
import { clientKey, dropReservation, reserveSend } from './phone-code-limits.ts';
import {
  checkCode,
  CODE_LIFETIME_SECONDS,
  dropCode,
  newCode,
  RESEND_AFTER_SECONDS,
  storeCode,
} from './phone-codes.ts';

// The public service of sign-in by SMS code (decision 082): sendPhoneCode and provePhone are
// what other features (checkout) call; the routes only add the session and the account.

/** Sends one SMS; the notices feature's gateway, or undefined when SMS is not configured. */
export type SendCodeSms = (sms: {
  to: string;
  message: string;
  requestId: string;
}) => Promise<void>;

export interface CodeSender {
  sms: SendCodeSms | undefined;
  shopName: () => Promise<string>;
  log: FastifyBaseLogger;
}

export const SMS_DOWN = 'We could not send the SMS just now. Please try again in a minute.';
export const CODE_WRONG = 'That code is not right. Please check the SMS and try again.';
export const CODE_GONE = 'This code has expired or was used. Please ask for a new one.';
export const CODE_VOIDED = 'Too many wrong codes. Please ask for a new one.';

/** One SMS part (160 GSM characters): the code first, so a phone's autofill finds it. */
export function codeSmsText(code: string, shopName: string): string {
  return `${code} is your ${shopName.slice(0, 40)} code. It expires in 5 minutes. Never share it.`;
}

/**
 * Sends a fresh code to the phone, within the limits (else a 429 with Retry-After and no SMS).
 * A failed send is taken back: the code is forgotten and nothing counts against a limit (503).
 * Without an SMS gateway the code goes to the log at warn level; with one, never to a log.
 */
export async function sendPhoneCode(
  pool: pg.Pool,
  sender: CodeSender,
  request: { phone: string; purpose: PhoneCodePurpose; ip: string },
): Promise<{ expiresIn: number; resendAfter: number }> {
  const reservation = await reserveSend(pool, request.phone, clientKey(request.ip));
  if ('refusedFor' in reservation) {
    const wait = reservation.refusedFor;
    throw new HttpError(
      429,
      `Too many codes asked for. Please try again in ${inWords(wait)}.`,
      undefined,
      {
        'Retry-After': String(wait),
      },
    );
  }
  const code = newCode();
  await storeCode(pool, request.phone, code, request.purpose);
  const message = codeSmsText(code, await sender.shopName());
  if (!sender.sms) {
    sender.log.warn(`SMS is not configured: the sign-in code for ${request.phone} is ${code}`);
  } else {
    try {
      await sender.sms({ to: request.phone, message, requestId: reservation.id });
    } catch (error) {
      await dropCode(pool, request.phone);
      await dropReservation(pool, reservation.id);
      // The gateway's error never carries the code: only its status is logged.
      sender.log.error(
        { phone: request.phone, failure: String(error).replace(code, '******') },
        'Code SMS failed',
      );
      throw new HttpError(503, SMS_DOWN);
    }
  }
  return { expiresIn: CODE_LIFETIME_SECONDS, resendAfter: RESEND_AFTER_SECONDS };
}

/**
 * Proves the phone with its code, using the code up; a 400 naming the code field otherwise.
 * The caller decides what proving it opens (a sign-in, a checkout). With `keep`, a right
 * code is not used up yet (the caller still needs something from the shopper first).
 */
export async function provePhone(
  pool: pg.Pool,
  phone: string,
  code: string,
  keep = false,
): Promise<void> {
  const result = await checkCode(pool, phone, code, keep);
  if (result === 'ok') return;
  const message = result === 'wrong' ? CODE_WRONG : result === 'voided' ? CODE_VOIDED : CODE_GONE;
  throw new HttpError(400, message, { code: message });
}

/** Staff sign in with a password (and maybe Google): a code alone is not enough for them. */
export function refuseStaff(role: Parameters<typeof isStaffRole>[0]): void {
  if (isStaffRole(role)) {
    throw new HttpError(403, 'Staff accounts sign in with email and password, not an SMS code.');
  }
}

export { CODE_FORMAT_MESSAGE };

function inWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
