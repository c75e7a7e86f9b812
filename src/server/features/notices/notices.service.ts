import { desc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { Notice, NoticePage, NoticeStatus } from '../../../shared/schemas/notice.ts';
import { orders } from '../../db/schema.ts';
import { notices } from '../../db/schema-notices.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';

const NOTICE_COLUMNS = {
  id: notices.id,
  orderId: notices.orderId,
  number: orders.number,
  event: notices.event,
  channel: notices.channel,
  audience: notices.audience,
  recipient: notices.recipient,
  status: notices.status,
  attempts: notices.attempts,
  lastError: notices.lastError,
  createdAt: notices.createdAt,
  sentAt: notices.sentAt,
};

type NoticeColumns = typeof notices.$inferSelect;

/**
 * NOTICE_COLUMNS' row: the notice's columns and its order's number; `event` as the answer names
 * it. The list joins orders, so it holds the orders' notices (a back-in-stock notice has none).
 */
type NoticeRow = Pick<
  NoticeColumns,
  | 'id'
  | 'channel'
  | 'audience'
  | 'recipient'
  | 'status'
  | 'attempts'
  | 'lastError'
  | 'createdAt'
  | 'sentAt'
> &
  Pick<typeof orders.$inferSelect, 'number'> & {
    event: Notice['event'];
    /** Never null here: the statements join the notice's order. */
    orderId: NonNullable<NoticeColumns['orderId']>;
  };

function toNotice({ number, createdAt, sentAt, ...row }: NoticeRow): Notice {
  return {
    ...row,
    orderNumber: formatOrderNumber(number),
    createdAt: createdAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
  };
}

export async function listNotices(
  pool: pg.Pool,
  query: {
    status?: NoticeStatus | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  },
): Promise<NoticePage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const rows = await drizzle(pool)
    .select({ ...NOTICE_COLUMNS, total: sql<number>`count(*) over ()::int` })
    .from(notices)
    .innerJoin(orders, eq(orders.id, notices.orderId))
    .where(query.status === undefined ? undefined : eq(notices.status, query.status))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    notices: rows.map(({ total: _total, ...row }) => toNotice(row as NoticeRow)),
    total: rows[0]?.total ?? 0,
    page,
    pageSize,
  };
}

/**
 * Queues a notice again when it failed or its provider was not configured. One already
 * sent is refused (409): the customer has it, and a second copy is what the shop promises
 * never to send. One still queued is left as it is: its job will send it.
 */
export async function resendNotice(pool: pg.Pool, id: string): Promise<Notice> {
  return inTransaction(pool, async (client) => {
    const tx = drizzle(client);
    const [notice] = await tx
      .select({ status: notices.status, key: notices.key, sentAt: notices.sentAt })
      .from(notices)
      .where(eq(notices.id, id))
      .for('update');
    if (!notice) throw new HttpError(404, 'No notice with this id.');
    if (notice.status === 'sent') {
      throw new HttpError(
        409,
        `This notice was sent on ${notice.sentAt?.toISOString() ?? 'an earlier attempt'}; it is not sent twice.`,
      );
    }
    if (notice.status !== 'queued') {
      // The notice relay queues its job again (the job's key is the notice's).
      await tx
        .update(notices)
        .set({ status: 'queued', lastError: null, relayedAt: null, updatedAt: sql`now()` })
        .where(eq(notices.id, id));
    }
    const [answer] = await tx
      .select(NOTICE_COLUMNS)
      .from(notices)
      .innerJoin(orders, eq(orders.id, notices.orderId))
      .where(eq(notices.id, id));
    return toNotice(answer as NoticeRow);
  });
}
