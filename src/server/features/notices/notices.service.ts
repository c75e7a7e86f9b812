import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { Notice, NoticePage, NoticeStatus } from '../../../shared/schemas/notice.ts';
import type { orders } from '../../db/schema.ts';
import type { notices } from '../../db/schema-notices.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';

const NOTICE_COLUMNS = `n.id, n.order_id as "orderId", o.number::int as number, n.event, n.channel,
  n.audience, n.recipient, n.status, n.attempts, n.last_error as "lastError",
  n.created_at as "createdAt", n.sent_at as "sentAt"`;

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
  const { rows } = await pool.query<NoticeRow & { total: number }>(
    `select ${NOTICE_COLUMNS}, count(*) over ()::int as total
       from notices n join orders o on o.id = n.order_id
      where ($1::text is null or n.status = $1)
      order by n.created_at desc, n.id desc
      limit $2 offset $3`,
    [query.status ?? null, pageSize, (page - 1) * pageSize],
  );
  return {
    notices: rows.map(({ total: _total, ...row }) => toNotice(row)),
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
    const { rows } = await client.query<Pick<NoticeColumns, 'status' | 'key' | 'sentAt'>>(
      'select status, key, sent_at as "sentAt" from notices where id = $1 for update',
      [id],
    );
    const notice = rows[0];
    if (!notice) throw new HttpError(404, 'No notice with this id.');
    if (notice.status === 'sent') {
      throw new HttpError(
        409,
        `This notice was sent on ${notice.sentAt?.toISOString() ?? 'an earlier attempt'}; it is not sent twice.`,
      );
    }
    if (notice.status !== 'queued') {
      // The notice relay queues its job again (the job's key is the notice's).
      await client.query(
        `update notices set status = 'queued', last_error = null, relayed_at = null,
                updated_at = now() where id = $1`,
        [id],
      );
    }
    const answer = await client.query<NoticeRow>(
      `select ${NOTICE_COLUMNS} from notices n join orders o on o.id = n.order_id where n.id = $1`,
      [id],
    );
    return toNotice(answer.rows[0] as NoticeRow);
  });
}
