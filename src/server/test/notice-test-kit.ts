import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { notices } from '../db/schema-notices.ts';

// Shared by the notice tests: a local HTTP server in the shape of a Bangladeshi bulk-SMS
// gateway, and waiting on the notices table.

export interface ReceivedSms {
  apiKey: string;
  senderId: string;
  number: string;
  message: string;
  requestId: string;
}

export interface SmsGateway {
  url: string;
  received: ReceivedSms[];
  /** How the next requests are answered: accepted, or refused the way gateways refuse. */
  mode: 'accept' | 'http-500' | 'error-body';
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const gateway: SmsGateway = {
    url: '',
    received: [],
    mode: 'accept',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (gateway.mode === 'http-500') {
        response.writeHead(500).end('Internal error');
        return;
      }
      if (gateway.mode === 'error-body') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ response_code: 1007, error_message: 'Balance insufficient' }),
        );
        return;
      }
      const form = new URLSearchParams(body);
      gateway.received.push({
        apiKey: form.get('api_key') ?? '',
        senderId: form.get('senderid') ?? '',
        number: form.get('number') ?? '',
        message: form.get('message') ?? '',
        requestId: form.get('csms_id') ?? '',
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ response_code: 202, success_message: 'SMS Submitted' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/smsapi`;
  return gateway;
}

/** The env that points a shop at a mail server and this gateway. */
export function providerEnv(smtpUrl: string, gateway: SmsGateway): Record<string, string> {
  return {
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Circuit Haat <orders@circuithaat.test>',
    SMS_API_URL: gateway.url,
    SMS_API_KEY: 'test-key',
    SMS_SENDER_ID: '8809617000000',
    PUBLIC_URL: 'https://shop.circuithaat.test',
  };
}

/** A notice as stored: the whole row, so the tests never repeat the table's column list. */
export type NoticeRecord = typeof notices.$inferSelect;

export async function noticesOf(pool: pg.Pool, orderId: string): Promise<NoticeRecord[]> {
  return drizzle(pool)
    .select()
    .from(notices)
    .where(eq(notices.orderId, orderId))
    .orderBy(notices.createdAt, notices.key);
}

/** Waits until every notice of the order has left 'queued' (or the time is up). */
export async function settledNotices(
  pool: pg.Pool,
  orderId: string,
  count: number,
  timeoutMs = 15_000,
): Promise<NoticeRecord[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const notices = await noticesOf(pool, orderId);
    if (notices.length >= count && notices.every((n) => n.status !== 'queued')) return notices;
    if (Date.now() > until) {
      throw new Error(`Notices not settled in ${timeoutMs} ms: ${JSON.stringify(notices)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the queue holds no job that may still send a notice of these orders
 * (waiting, running, or to be retried): from then on nothing more is sent for them, so
 * a test can count what arrived without sleeping first.
 */
export async function noJobsLeftFor(
  pool: pg.Pool,
  orderIds: string[],
  timeoutMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ left: number }>(
      // A notice's job is keyed by the notice's key, which starts with its order's id; a
      // notice still waiting for the relay has no job yet.
      `select (select count(*) from graphile_worker.jobs
                where split_part(key, ':', 1) = any($1::text[]) and attempts < max_attempts)
            + (select count(*) from notices
                where order_id = any($1::uuid[]) and relayed_at is null)::int as left`,
      [orderIds],
    );
    if (rows[0]?.left === 0) return;
    if (Date.now() > until) {
      throw new Error(`${rows[0]?.left} notice jobs still queued after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
