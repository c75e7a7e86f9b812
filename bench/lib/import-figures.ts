import pg from 'pg';
import { createTokens } from '../../src/server/auth/tokens.ts';
import { target, type Target } from './report.ts';
import type { Bench } from './rounds.ts';
import type { ShopProcess } from './shop-process.ts';
import { spread } from './spread.ts';

// The catalogue import through the API as an admin's browser sends it: a file of new products
// (each with stock, so the ledger is written too), the same file again (nothing to change),
// and the file with every price changed. Each round uses SKUs of its own. Timed from the
// request's start to the answer; no baseline, as no bare server does the same work.

async function benchAdmin(connection: pg.ClientConfig, secret: string): Promise<string> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; email: string; token_version: number }>(
      `insert into users (email, name, role) values ('bench-importer@bench.invalid', 'Bench importer', 'admin')
       on conflict do nothing returning id, email, token_version`,
    );
    const user =
      rows[0] ??
      (
        await client.query<{ id: string; email: string; token_version: number }>(
          "select id, email, token_version from users where email = 'bench-importer@bench.invalid'",
        )
      ).rows[0]!;
    const session = await client.query<{ id: string }>(
      `insert into sessions (id, user_id, expires_at)
       values (encode(sha256(gen_random_uuid()::text::bytea), 'hex'), $1, now() + interval '1 day')
       returning id`,
      [user.id],
    );
    const tokens = createTokens(new TextEncoder().encode(secret));
    return tokens.issue({
      id: user.id,
      email: user.email,
      tokenVersion: user.token_version,
      sessionId: session.rows[0]!.id,
    });
  } finally {
    await client.end();
  }
}

async function anyPicture(shop: ShopProcess): Promise<string> {
  const answer = await fetch(`${shop.baseUrl}/api/product?limit=1`);
  const [product] = (await answer.json()) as { image: string }[];
  return product!.image;
}

function catalogueFile(round: number, rows: number, image: string, priceStep: number): string {
  const lines = ['sku,name,brand,category,price,stock,details,image'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `IMPORT-${round}-${i},Imported part ${round}-${i} model Z${i},Benchworks,other,` +
        `${1000 + i + priceStep},${i % 25},A part the import bench adds: number ${i} of round ${round},${image}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function timedImport(shop: ShopProcess, token: string, text: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const answer = await fetch(`${shop.baseUrl}/api/admin/products/import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const elapsed = performance.now() - started;
  if (!answer.ok) throw new Error(`import answered ${answer.status}: ${await answer.text()}`);
  return elapsed;
}

export async function measureImport(
  bench: Bench,
  shop: ShopProcess,
  connection: pg.ClientConfig,
  secret: string,
): Promise<Target[]> {
  const rows = bench.smoke ? 200 : 5000;
  const token = await benchAdmin(connection, secret);
  const image = await anyPicture(shop);
  const fresh: number[] = [];
  const again: number[] = [];
  const repriced: number[] = [];
  for (let round = 0; round < bench.rounds; round++) {
    const file = catalogueFile(round, rows, image, 0);
    fresh.push(await timedImport(shop, token, file));
    again.push(await timedImport(shop, token, file));
    repriced.push(await timedImport(shop, token, catalogueFile(round, rows, image, 10)));
  }
  const ms = (values: number[]) => values.map(Math.round).join(', ');
  bench.log(
    `import of ${rows} rows: new ${ms(fresh)} ms; again ${ms(again)} ms; repriced ${ms(repriced)} ms`,
  );
  return [
    target(
      `POST /api/admin/products/import, ${rows} new products (ms)`,
      spread(fresh, 0),
      '<',
      10_000,
    ),
    target(
      `POST /api/admin/products/import, the same ${rows} again (ms)`,
      spread(again, 0),
      '<',
      10_000,
    ),
    target(
      `POST /api/admin/products/import, ${rows} prices changed (ms)`,
      spread(repriced, 0),
      '<',
      10_000,
    ),
  ];
}
