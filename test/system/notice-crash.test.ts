import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDataDir,
  removeDataDir,
  ShopProcess,
  signUpCustomer,
  sleep,
  withShopDatabase,
} from './support/shop-process.ts';

// docs/reliability.md#order-notices: a shop killed (kill -9) between an order's commit
// and the sending of its mail sends that mail after the restart, once.
const PORT = 4305;

/** A real SMTP server that, while `stalling`, takes a message's data and never answers. */
async function startStallingSmtp() {
  const delivered: { messageId: string; at: number }[] = [];
  const state = { stalling: true, stalled: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (state.stalling) {
        state.stalled += 1;
        stream.resume(); // read it all, answer never: the sender is stuck mid-send
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          delivered.push({ messageId: parsed.messageId ?? '', at: Date.now() });
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  // The shop is killed while its mail is stalled here, so that connection is reset: the
  // test's own doing. Any other error of the server fails the test (below).
  const errors: Error[] = [];
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') errors.push(error);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    state,
    errors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface NoticeRow {
  key: string;
  status: string;
  attempts: number;
}

describe('order notices across a crash', () => {
  let dataDir: string;
  let shop: ShopProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startStallingSmtp>>;

  beforeAll(async () => {
    dataDir = await makeDataDir('circuit-haat-notices-');
    smtp = await startStallingSmtp();
  });
  afterAll(async () => {
    await shop?.stop();
    await smtp?.close();
    if (dataDir) await removeDataDir(dataDir);
  });

  it('a notice killed mid-send is sent after the restart, once', async () => {
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Circuit Haat <orders@circuithaat.test>',
      PUBLIC_URL: 'https://shop.circuithaat.test',
    };
    shop = await ShopProcess.start({ port: PORT, dataDir, env });
    const customer = await signUpCustomer(shop.baseUrl);
    const products = (await (await fetch(`${shop.baseUrl}/api/product?pageSize=1`)).json()) as {
      _id: string;
    }[];
    const placed = await fetch(`${shop.baseUrl}/api/order`, {
      method: 'POST',
      headers: { ...customer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        productId: products[0]?._id,
        quantity: 1,
        phone: '01712345678',
        address: 'House 7, Road 3, Mirpur, Dhaka',
      }),
    });
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { insertedId: string }).insertedId;
    const key = `${orderId}:placed:email`;

    // The order committed; its mail is on the wire and not yet accepted: kill the shop.
    while (smtp.state.stalled === 0) await sleep(50);
    const status = await shop.kill('SIGKILL');
    expect(status.signal).toBe('SIGKILL');
    const notices = () =>
      withShopDatabase(dataDir, async (db) => {
        const { rows } = await db.query<NoticeRow>(
          'select key, status, attempts from notices where order_id = $1 order by key',
          [orderId],
        );
        return rows;
      });
    expect((await notices()).find((n) => n.key === key)).toMatchObject({ status: 'queued' });
    expect(smtp.delivered).toEqual([]);

    smtp.state.stalling = false;
    const restartAt = Date.now();
    shop = await ShopProcess.start({ port: PORT, dataDir, env });
    const readyAt = Date.now();
    while (smtp.delivered.length === 0 && Date.now() - readyAt < 60_000) await sleep(100);
    const deliveredAt = smtp.delivered[0]?.at ?? NaN;
    // The worker marks the notice sent once the mail server accepted it; from then on no
    // instance takes it again, so a second copy could only have come before this point.
    let after = await notices();
    while (after.find((n) => n.key === key)?.status !== 'sent' && Date.now() - readyAt < 120_000) {
      await sleep(100);
      after = await notices();
    }
    console.log(
      `notice crash: ${smtp.delivered.length} mail delivered, ${smtp.state.stalled} stalled before the kill; ` +
        `start took ${readyAt - restartAt} ms; delivered ${deliveredAt - readyAt} ms after the restarted shop was ready; ` +
        `notice ${JSON.stringify(after.find((n) => n.key === key))}`,
    );
    expect(smtp.delivered.map((mail) => mail.messageId)).toEqual([
      `<${key}@shop.circuithaat.test>`,
    ]);
    expect(after.find((n) => n.key === key)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(after.find((n) => n.key.endsWith(':sms'))).toMatchObject({ status: 'not-configured' });
    expect(smtp.errors).toEqual([]);
  });
});
