import pg from 'pg';
import { notConfiguredSql, sendableSql, type ChannelsSql } from './notice-channels.ts';
import { ADMIN_EVENTS, type NoticeEvent } from './notice-events.ts';
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
  /**
   * Whether the orders may have notices of this event already: false for orders being
   * inserted, whose every notice is a first occurrence, so the statement reads no notices
   * and has no key to collide with.
   */
  mayRepeat: boolean;
  /**
   * The shop's channels, when the caller knows them: a notice whose channel has no
   * provider is then written as the relay would mark it (not-configured, relayed), once,
   * instead of written and then rewritten. Without them every notice waits for the relay.
   */
  channels?: ChannelsSql;
}

/** The columns a notice is written with when its channels are known (NoticesSql.channels). */
function recordedAsWritten(channels: ChannelsSql | undefined) {
  if (!channels) return { columns: '', values: '' };
  const sendable = sendableSql('n.channel', channels);
  return {
    columns: ', status, last_error, relayed_at',
    values: `, case when ${sendable} then 'queued' else 'not-configured' end,
           case when ${sendable} then null else ${notConfiguredSql('n.channel', channels)} end,
           case when ${sendable} then null else now() end`,
  };
}

/**
 * The customer's email and SMS (and the admins' copy of a new order) for each order,
 * numbered by occurrence, written as notices: common table expressions named notice_*,
 * for a statement that provides the orders. The first occurrence of an event is keyed
 * `<order id>:<event>:<channel>`; an order that steps back and moves forward again gets
 * `<event>#2`, and so on, so a new tracking code is told while the same occurrence can
 * never be recorded, or sent, twice (the key is unique, and the job's key is the
 * notice's). Their jobs are queued by the notice relay once the statement's transaction
 * has committed (notice-relay.ts): queueing them here made every order's commit wait its
 * turn on PostgreSQL's one lock for NOTIFY (decision 062). `notice_queued` counts the
 * notices written.
 */
function noticesQuery(sql: NoticesSql): string {
  const written = recordedAsWritten(sql.channels);
  return `notice_admin as (
    select coalesce(
      nullif((select value::json->>'adminEmail' from settings where key = ${sql.settingsKey}), ''),
      (select email from users where role = 'owner')) as email
  ), notice_wanted as (
    select o.id as order_id, 'email' as channel, 'customer' as audience, o.email as recipient
      from ${sql.orders} o where o.email is not null
    union all select o.id, 'sms', 'customer', o.phone from ${sql.orders} o
    union all select o.id, 'email', 'admin', a.email from ${sql.orders} o, notice_admin a
      where ${sql.adminCopy} and a.email is not null
  ), notice_numbered as (
    select w.*, ${
      sql.mayRepeat
        ? `1 + (select count(*) from notices n
        where n.order_id = w.order_id and n.event = ${sql.event} and n.channel = w.channel
          and n.audience = w.audience)::int`
        : '1'
    } as occurrence
      from notice_wanted w
  ), notice_inserted as (
    insert into notices (key, order_id, event, occurrence, channel, audience, recipient${written.columns})
    select n.order_id || ':' || ${sql.event}
           || case when n.occurrence > 1 then '#' || n.occurrence else '' end
           || ':' || n.channel || case when n.audience = 'admin' then ':admin' else '' end,
           n.order_id, ${sql.event}, n.occurrence, n.channel, n.audience, n.recipient${written.values}
      from notice_numbered n
    ${
      // An order being inserted has no notices to collide with: a plain insert skips the
      // speculative insertion ON CONFLICT costs on every notice of every new order.
      sql.mayRepeat ? 'on conflict (key) do nothing' : ''
    }
    returning id
  ), notice_queued as (
    select count(*)::int as queued from notice_inserted
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
    mayRepeat: true,
  })}
  select queued from notice_queued`;

/**
 * The notices of `event` for orders a statement is inserting (`orders` names its
 * relation of them, with id, email and phone), as common table expressions for that
 * statement: placing an order writes its notices in the statement that writes it, one
 * round trip fewer. A new order has no notices yet and no other transaction sees it, so
 * nothing is locked. The event is the server's constant, written as a literal; `channels`
 * names the statement's parameters of the shop's NoticeChannels (channelsValues).
 */
export function newOrderNoticesQuery(
  orders: string,
  event: NoticeEvent,
  channels: ChannelsSql,
): string {
  return noticesQuery({
    orders,
    event: `${escapeLiteral(event)}::text`,
    adminCopy: String(ADMIN_EVENTS.includes(event)),
    settingsKey: `${escapeLiteral(NOTICE_SETTINGS_KEY)}::text`,
    mayRepeat: false,
    channels,
  });
}

/**
 * Records the notices of an event on these orders inside the caller's transaction: they
 * exist exactly when the change that caused them commits, and the notice relay then
 * queues their sending.
 */
export async function enqueueNotices(
  client: pg.ClientBase,
  orderIds: readonly string[],
  event: NoticeEvent,
): Promise<void> {
  if (orderIds.length === 0) return;
  // Unnamed, so planned with the notices table as it is: a plan kept on a long-lived
  // connection from when the table was nearly empty would count occurrences by scanning it.
  await client.query({
    text: ENQUEUE,
    values: [orderIds, event, ADMIN_EVENTS.includes(event), NOTICE_SETTINGS_KEY],
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
