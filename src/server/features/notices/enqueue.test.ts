import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { enqueueNotices } from './enqueue.ts';
import { SEND_NOTICE_TASK } from './notice-events.ts';
import { NOT_CONFIGURED, type NoticeChannels } from './notice-channels.ts';
import { relayNotices } from './notice-relay.ts';

const BOTH: NoticeChannels = { sendable: ['email', 'sms'], notConfigured: NOT_CONFIGURED };
const queueNoticeJobs = async (pool: pg.Pool, limit?: number) =>
  (await relayNotices(pool, BOTH, limit)).queued;

// No worker and no relay run here: the relay's passes are called by the tests, and every
// job written stays to be looked at.
let database: TestDatabase;
let orderIds: string[];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const { pool } = database;
  await pool.query(`insert into users (email, name, role) values
    ('owner@example.com', 'Owner', 'owner'), ('buyer@example.com', 'Buyer', 'customer')`);
  const { rows } = await pool.query<{ id: string }>(
    `insert into orders (user_id, product_id, product_name, product_image, unit_price_tk,
       quantity, total_tk, subtotal_tk, customer_name, contact_name, email, phone, address)
     select u.id, p.id, p.name, p.image_url, p.price_tk, 1, p.price_tk, p.price_tk, u.name,
       u.name, u.email, '01712345678', 'Road 2, Uttara, Dhaka'
       from users u, (select * from products order by id limit 2) p
      where u.email = 'buyer@example.com'
     returning id`,
  );
  orderIds = rows.map((row) => row.id);
});
afterAll(() => database?.destroy());

async function noticesAndJobs(client: pg.ClientBase | pg.Pool) {
  const { rows } = await client.query<{ key: string; job: string | null; notice: string }>(
    `select n.key, n.id as notice, j.payload->>'noticeId' as job
       from notices n left join (graphile_worker._private_jobs j
         join graphile_worker._private_tasks t on t.id = j.task_id and t.identifier = $2)
         on j.key = n.key
      where n.order_id = any($1::uuid[]) order by n.key`,
    [orderIds, SEND_NOTICE_TASK],
  );
  return rows;
}

test('a rolled back change leaves neither notices nor jobs', async () => {
  const failed = inTransaction(database.pool, async (client) => {
    await enqueueNotices(client, orderIds, 'placed');
    // Written in the transaction: every notice with its job.
    const inside = await noticesAndJobs(client);
    expect(inside).toHaveLength(6);
    throw new Error('the change fails after its notices were written');
  });
  await expect(failed).rejects.toThrow('the change fails');
  expect(await noticesAndJobs(database.pool)).toEqual([]);
  const { rows } = await database.pool.query(
    'select count(*)::int as jobs from graphile_worker.jobs',
  );
  expect(rows[0].jobs).toBe(0);
});

test('a committed change has every notice, the relay gives each its own job, and a repeat is a new occurrence', async () => {
  await inTransaction(database.pool, (client) => enqueueNotices(client, orderIds, 'placed'));
  const written = await noticesAndJobs(database.pool);
  expect(written).toHaveLength(6);
  for (const row of written) expect(row.job).toBeNull();
  expect(await queueNoticeJobs(database.pool)).toBe(6);
  expect(await queueNoticeJobs(database.pool)).toBe(0);
  const placed = await noticesAndJobs(database.pool);
  // The customer's mail and SMS and the owner's mail, for each of the two orders.
  expect(placed.map((row) => row.key.replace(/^[^:]+:/, '')).sort()).toEqual([
    'placed:email',
    'placed:email',
    'placed:email:admin',
    'placed:email:admin',
    'placed:sms',
    'placed:sms',
  ]);
  for (const row of placed) expect(row.job).toBe(row.notice);

  await inTransaction(database.pool, (client) => enqueueNotices(client, [orderIds[0]!], 'placed'));
  expect(await queueNoticeJobs(database.pool)).toBe(3);
  const again = (await noticesAndJobs(database.pool)).filter((row) => row.key.includes('#2'));
  expect(again.map((row) => row.key.replace(/^[^:]+:/, '')).sort()).toEqual([
    'placed#2:email',
    'placed#2:email:admin',
    'placed#2:sms',
  ]);
  for (const row of again) expect(row.job).toBe(row.notice);
});

test('relays of several instances at once give every waiting notice exactly one job', async () => {
  // Five occurrences of 'shipped' (mail and SMS, no admin copy) for each order: 20 notices
  // waiting, taken three at a time.
  for (let round = 0; round < 5; round++) {
    await inTransaction(database.pool, (client) => enqueueNotices(client, orderIds, 'shipped'));
  }
  const instances = [database.pool, new pg.Pool({ ...database.pool.options, max: 1 })];
  try {
    const passes = async (pool: pg.Pool) => {
      let queued = 0;
      for (let taken = -1; taken !== 0; queued += taken) taken = await queueNoticeJobs(pool, 3);
      return queued;
    };
    const [first, second] = await Promise.all(instances.map(passes));
    expect((first ?? 0) + (second ?? 0)).toBe(20);
  } finally {
    await instances[1]?.end();
  }
  const shipped = (await noticesAndJobs(database.pool)).filter((row) =>
    row.key.includes('shipped'),
  );
  expect(shipped).toHaveLength(20);
  for (const row of shipped) expect(row.job).toBe(row.notice);
  const { rows } = await database.pool.query<{ jobs: number; keys: number }>(
    `select count(*)::int as jobs, count(distinct key)::int as keys from graphile_worker.jobs
      where key like '%:shipped%'`,
  );
  expect(rows[0]).toEqual({ jobs: 20, keys: 20 });
});

test('a channel without a provider gets no job: the relay marks its notices not-configured', async () => {
  await inTransaction(database.pool, (client) => enqueueNotices(client, orderIds, 'delivered'));
  const mailOnly: NoticeChannels = { sendable: ['email'], notConfigured: NOT_CONFIGURED };
  expect(await relayNotices(database.pool, mailOnly)).toEqual({ relayed: 4, queued: 2 });
  const { rows } = await database.pool.query<{
    channel: string;
    status: string;
    last_error: string | null;
    job: string | null;
  }>(
    `select n.channel, n.status, n.last_error, j.id::text as job
       from notices n left join graphile_worker.jobs j on j.key = n.key
      where n.key like '%:delivered:%' order by n.channel`,
  );
  expect(rows.map(({ job, ...row }) => ({ ...row, job: job !== null }))).toEqual([
    { channel: 'email', status: 'queued', last_error: null, job: true },
    { channel: 'email', status: 'queued', last_error: null, job: true },
    { channel: 'sms', status: 'not-configured', last_error: NOT_CONFIGURED.sms, job: false },
    { channel: 'sms', status: 'not-configured', last_error: NOT_CONFIGURED.sms, job: false },
  ]);
});
