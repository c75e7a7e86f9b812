import { access, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDataDir,
  removeDataDir,
  ShopProcess,
  signUpCustomer,
  type Customer,
} from './support/shop-process.ts';
import { signUpOwner } from './support/shop-owner.ts';
import {
  debianBinaries,
  runToEnd,
  startPostgresCluster,
  type PostgresCluster,
} from './scale-out/support/postgres-cluster.ts';
import {
  getJson,
  patchProduct,
  placeOrder,
  type ApiOrder,
  type ApiProduct,
} from './scale-out/support/shop-api.ts';

// The backup and restore that docs/deploy.md prescribes, run for real: `pg_dump -Fc` of a
// live shop's database, `pg_restore` into a fresh one, and a shop started on the copy.
// The npm package's PostgreSQL ships no pg_dump, and Debian's pg_dump (15) cannot dump a
// newer server, so the database here is Debian's PostgreSQL 15 with its own matching
// client: an external PostgreSQL as an owner would have, reached through DATABASE_URL.
const POSTGRES_MAJOR = 15;
const POSTGRES_PORT = 4420;
const PORT_LIVE = 4421;
const PORT_RESTORED = 4422;
const PASSWORD = 'correct horse battery';

describe('backup with pg_dump and restore with pg_restore', () => {
  const binaries = debianBinaries(POSTGRES_MAJOR);
  let cluster: PostgresCluster;
  let dataDir: string;
  let dumpDir: string;
  let live: ShopProcess;
  let restored: ShopProcess | undefined;

  beforeAll(async () => {
    await access(join(binaries.binDir, 'pg_dump')).catch(() => {
      throw new Error(
        `No PostgreSQL ${POSTGRES_MAJOR} in ${binaries.binDir}: apt-get install -y postgresql`,
      );
    });
    cluster = await startPostgresCluster(binaries, POSTGRES_PORT);
    await cluster.createDatabase('shop');
    dataDir = await makeDataDir('circuit-haat-backup-');
    dumpDir = await mkdtemp(join(tmpdir(), 'circuit-haat-dump-'));
    live = await ShopProcess.start({
      port: PORT_LIVE,
      dataDir,
      env: { DATABASE_URL: cluster.url('shop') },
    });
  });

  afterAll(async () => {
    await Promise.all([live?.stop(), restored?.stop()]);
    await cluster?.stop();
    if (dataDir) await removeDataDir(dataDir);
    if (dumpDir) await rm(dumpDir, { recursive: true, force: true });
  });

  it('restores users, products and orders into a fresh database a shop then serves', async () => {
    const admin = await signUpOwner(live, { password: PASSWORD });
    const customer = await signUpCustomer(live.baseUrl, { password: PASSWORD });
    const [first, second] = await catalogue(live.baseUrl);
    await patchProduct(live.baseUrl, admin, first!._id, { price: first!.price + 1234 });
    const kept = await placeOrder(live.baseUrl, customer, second!._id, 'Before the backup');
    expect(kept.status).toBe(201);
    const productsAtBackup = await catalogue(live.baseUrl);
    const usersAtBackup = await userEmails(live.baseUrl, admin);

    const dump = join(dumpDir, 'shop.dump');
    await runToEnd(join(binaries.binDir, 'pg_dump'), [
      ...connectionArgs(cluster),
      '--format=custom',
      `--file=${dump}`,
      'shop',
    ]);
    expect((await stat(dump)).size).toBeGreaterThan(10_000);
    // Written after the backup: the restored shop must not have it.
    const lost = await placeOrder(live.baseUrl, customer, second!._id, 'After the backup');
    expect(lost.status).toBe(201);

    await cluster.createDatabase('shop_restored');
    await runToEnd(join(binaries.binDir, 'pg_restore'), [
      ...connectionArgs(cluster),
      '--no-owner',
      '--exit-on-error',
      '--dbname=shop_restored',
      dump,
    ]);
    restored = await ShopProcess.start({
      port: PORT_RESTORED,
      dataDir,
      env: { DATABASE_URL: cluster.url('shop_restored') },
    });

    // The same catalogue, with the price changed before the backup, not the demo's.
    const restoredProducts = await catalogue(restored.baseUrl);
    expect(restoredProducts).toEqual(productsAtBackup);
    expect(restoredProducts.find((p) => p._id === first!._id)?.price).toBe(first!.price + 1234);
    expect(await userEmails(restored.baseUrl, admin)).toEqual(usersAtBackup);

    // The token secret is in the database too: a token issued before the backup still works.
    const orders = await getJson<ApiOrder[]>(
      restored.baseUrl,
      `/api/my-orders?email=${encodeURIComponent(customer.email)}`,
      customer.headers,
    );
    expect(orders.status).toBe(200);
    expect(orders.body.map((order) => order._id)).toEqual([kept.body.insertedId]);

    // And the password hash: the customer signs in on the restored shop.
    const signedIn = await fetch(`${restored.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: PASSWORD }),
    });
    expect(signedIn.status).toBe(200);

    // Product pictures live in the database as well.
    const picture = await fetch(`${restored.baseUrl}${restoredProducts[0]!.image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });
});

function connectionArgs(cluster: PostgresCluster): string[] {
  return ['--host=127.0.0.1', `--port=${cluster.port}`, '--username=postgres', '--no-password'];
}

async function catalogue(baseUrl: string): Promise<(ApiProduct & { image: string })[]> {
  const { status, body } = await getJson<(ApiProduct & { image: string })[]>(
    baseUrl,
    '/api/product?pageSize=100',
  );
  expect(status).toBe(200);
  return body;
}

async function userEmails(baseUrl: string, admin: Customer): Promise<string[]> {
  const { status, body } = await getJson<{ email: string }[]>(baseUrl, '/api/user', admin.headers);
  expect(status).toBe(200);
  return body.map((user) => user.email).sort();
}
