import type pg from 'pg';
import { ADMIN_EVENTS, MAX_ATTEMPTS, SEND_NOTICE_TASK, type NoticeEvent } from './notice-events.ts';
import { NOTICE_SETTINGS_KEY } from './notice-settings.ts';

/**
 * One statement: the customer's email and SMS (and the admins' copy of a new order) for
 * each order, numbered by occurrence, written as notices and as jobs. The first
 * occurrence of an event is keyed `<order id>:<event>:<channel>`; an order that steps
 * back and moves forward again gets `<event>#2`, and so on, so a new tracking code is
 * told while the same occurrence can never be recorded, or sent, twice (the key is
 * unique, the job's key is the notice's). The order rows are locked first, so two
 * transactions on one order count occurrences one after the other. Every job goes in one
 * add_jobs call (one pass over graphile-worker's tables, one wake-up for its workers),
 * and none when every notice existed already.
 */
const ENQUEUE = `with o as (
    select id, email, phone from orders where id = any($1::uuid[]) order by id for no key update
  ), admin as (
    select coalesce(
      nullif((select value::json->>'adminEmail' from settings where key = $4), ''),
      (select email from users where role = 'owner')) as email
  ), wanted as (
    select o.id as order_id, 'email' as channel, 'customer' as audience, o.email as recipient
      from o
    union all select o.id, 'sms', 'customer', o.phone from o
    union all select o.id, 'email', 'admin', admin.email from o, admin
      where $3 and admin.email is not null
  ), numbered as (
    select w.*, 1 + (select count(*) from notices n
        where n.order_id = w.order_id and n.event = $2 and n.channel = w.channel
          and n.audience = w.audience)::int as occurrence
      from wanted w
  ), inserted as (
    insert into notices (key, order_id, event, occurrence, channel, audience, recipient)
    select n.order_id || ':' || $2 || case when n.occurrence > 1 then '#' || n.occurrence else '' end
           || ':' || n.channel || case when n.audience = 'admin' then ':admin' else '' end,
           n.order_id, $2, n.occurrence, n.channel, n.audience, n.recipient
      from numbered n
    on conflict (key) do nothing
    returning id, key
  ), specs as (
    select array_agg(row($5, json_build_object('noticeId', id), null, null, $6, key, null, null)
      ::graphile_worker.job_spec) as specs from inserted
  )
  select (select count(*) from graphile_worker.add_jobs(specs.specs))::int as queued
    from specs where specs.specs is not null`;

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
