import pg from 'pg';
import { ADMIN_EVENTS, MAX_ATTEMPTS, SEND_NOTICE_TASK, type NoticeEvent } from './notice-events.ts';
import { NOTICE_SETTINGS_KEY } from './notice-settings.ts';

const { escapeLiteral } = pg;

/** The SQL of a notices query's inputs: parameters or literals of the caller's statement. */
interface NoticesSql {
  /** A relation of the statement with the orders' id, email and phone. */
  orders: string;
  event: string;
  /** Whether the shop's admins get a copy (ADMIN_EVENTS). */
  adminCopy: string;
  settingsKey: string;
  task: string;
  maxAttempts: string;
}

/**
 * The customer's email and SMS (and the admins' copy of a new order) for each order,
 * numbered by occurrence, written as notices and as jobs: common table expressions named
 * notice_*, for a statement that provides the orders. The first occurrence of an event is
 * keyed `<order id>:<event>:<channel>`; an order that steps back and moves forward again
 * gets `<event>#2`, and so on, so a new tracking code is told while the same occurrence
 * can never be recorded, or sent, twice (the key is unique, the job's key is the
 * notice's). Every job goes in one add_jobs call (one pass over graphile-worker's tables,
 * one wake-up for its workers), and none when every notice existed already. The
 * statement's final select must read `notice_queued` (the jobs queued, no row when none),
 * or PostgreSQL never runs the add_jobs call.
 */
function noticesQuery(sql: NoticesSql): string {
  return `notice_admin as (
    select coalesce(
      nullif((select value::json->>'adminEmail' from settings where key = ${sql.settingsKey}), ''),
      (select email from users where role = 'owner')) as email
  ), notice_wanted as (
    select o.id as order_id, 'email' as channel, 'customer' as audience, o.email as recipient
      from ${sql.orders} o
    union all select o.id, 'sms', 'customer', o.phone from ${sql.orders} o
    union all select o.id, 'email', 'admin', a.email from ${sql.orders} o, notice_admin a
      where ${sql.adminCopy} and a.email is not null
  ), notice_numbered as (
    select w.*, 1 + (select count(*) from notices n
        where n.order_id = w.order_id and n.event = ${sql.event} and n.channel = w.channel
          and n.audience = w.audience)::int as occurrence
      from notice_wanted w
  ), notice_inserted as (
    insert into notices (key, order_id, event, occurrence, channel, audience, recipient)
    select n.order_id || ':' || ${sql.event}
           || case when n.occurrence > 1 then '#' || n.occurrence else '' end
           || ':' || n.channel || case when n.audience = 'admin' then ':admin' else '' end,
           n.order_id, ${sql.event}, n.occurrence, n.channel, n.audience, n.recipient
      from notice_numbered n
    on conflict (key) do nothing
    returning id, key
  ), notice_specs as (
    select array_agg(row(${sql.task}, json_build_object('noticeId', id), null, null,
      ${sql.maxAttempts}, key, null, null)::graphile_worker.job_spec) as specs
      from notice_inserted
  ), notice_queued as (
    select (select count(*) from graphile_worker.add_jobs(s.specs))::int as queued
      from notice_specs s where s.specs is not null
  )`;
}

/**
 * The notices of the orders $1 for the event $2. The order rows are locked first, so two
 * transactions on one order count occurrences one after the other.
 */
const ENQUEUE = `with locked as (
    select id, email, phone from orders where id = any($1::uuid[]) order by id for no key update
  ), ${noticesQuery({
    orders: 'locked',
    event: '$2',
    adminCopy: '$3',
    settingsKey: '$4',
    task: '$5',
    maxAttempts: '$6',
  })}
  select queued from notice_queued`;

/**
 * The notices of `event` for orders a statement is inserting (`orders` names its
 * relation of them, with id, email and phone), as common table expressions for that
 * statement: placing an order writes its notices in the statement that writes it, one
 * round trip fewer. A new order has no notices yet and no other transaction sees it, so
 * nothing is locked. The statement's final select must read `notice_queued` (see
 * noticesQuery). The inputs are the server's constants, written as literals.
 */
export function newOrderNoticesQuery(orders: string, event: NoticeEvent): string {
  return noticesQuery({
    orders,
    event: `${escapeLiteral(event)}::text`,
    adminCopy: String(ADMIN_EVENTS.includes(event)),
    settingsKey: `${escapeLiteral(NOTICE_SETTINGS_KEY)}::text`,
    task: `${escapeLiteral(SEND_NOTICE_TASK)}::text`,
    maxAttempts: `${MAX_ATTEMPTS}::int`,
  });
}

/**
 * Records the notices of an event on these orders and queues their sending, inside the
 * caller's transaction: they exist exactly when the change that caused them commits.
 */
export async function enqueueNotices(
  client: pg.ClientBase,
  orderIds: readonly string[],
  event: NoticeEvent,
): Promise<void> {
  if (orderIds.length === 0) return;
  await client.query({
    name: 'enqueue_notices',
    text: ENQUEUE,
    values: [
      orderIds,
      event,
      ADMIN_EVENTS.includes(event),
      NOTICE_SETTINGS_KEY,
      SEND_NOTICE_TASK,
      MAX_ATTEMPTS,
    ],
  });
}

/**
 * The notices of one order's event, for code that changes an order in its own
 * transaction (a payment received or refunded): call it in that transaction, once per
 * change that committed.
 */
export function enqueueOrderNotices(
  client: pg.ClientBase,
  orderId: string,
  event: NoticeEvent,
): Promise<void> {
  return enqueueNotices(client, [orderId], event);
}
