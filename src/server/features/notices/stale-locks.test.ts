import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { SEND_NOTICE_TASK } from './notice-events.ts';
import { releaseStaleLocks } from './notice-worker.ts';

// No worker runs here: the jobs are locked by hand, as a killed process leaves them.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database.destroy());

async function lockedJob(key: string, lockedSecondsAgo: number) {
  await database.pool.query(`select graphile_worker.add_job($1, '{}'::json, job_key => $2)`, [
    SEND_NOTICE_TASK,
    key,
  ]);
  await database.pool.query(
    `update graphile_worker._private_jobs set locked_by = $2,
            locked_at = now() - make_interval(secs => $3) where key = $1`,
    [key, `dead-${key}`, lockedSecondsAgo],
  );
}

const lockedBy = async (key: string) =>
  (
    await database.pool.query<{ locked_by: string | null }>(
      'select locked_by from graphile_worker.jobs where key = $1',
      [key],
    )
  ).rows[0]?.locked_by;

test('a job left locked by a dead sender is released; one being sent, or just taken, is not', async () => {
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into users (email, name) values ('locks@example.com', 'Locks') returning id`,
  );
  const order = await database.pool.query<{ id: string }>(
    `insert into orders (user_id, product_id, product_name, product_image, unit_price_tk, quantity,
       total_tk, customer_name, email, phone, address, contact_name, subtotal_tk)
     select $1, id, name, image_url, price_tk, 1, price_tk, 'Locks', 'locks@example.com',
       '01712345678', 'Dhaka', 'Locks', price_tk from products limit 1 returning id`,
    [rows[0]?.id],
  );
  for (const key of ['dead', 'sending', 'fresh']) {
    await database.pool.query(
      `insert into notices (key, order_id, event, channel, audience, recipient)
       values ($1, $2, 'placed', 'email', 'customer', 'locks@example.com')`,
      [key, order.rows[0]?.id],
    );
  }
  await lockedJob('dead', 60);
  await lockedJob('sending', 60);
  await lockedJob('fresh', 1);
  // A live sender holds its notice's row for the whole send.
  const sender = await database.pool.connect();
  try {
    await sender.query('begin');
    await sender.query(`select 1 from notices where key = 'sending' for update`);
    await releaseStaleLocks(database.pool);
    await sender.query('commit');
  } finally {
    sender.release();
  }
  expect(await lockedBy('dead')).toBeNull();
  expect(await lockedBy('sending')).toBe('dead-sending');
  expect(await lockedBy('fresh')).toBe('dead-fresh');
});
