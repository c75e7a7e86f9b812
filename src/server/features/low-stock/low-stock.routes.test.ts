import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LowStockReport } from '../../../shared/schemas/low-stock.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { saveWebpImage } from '../images/index.ts';
import { LOW_STOCK_SUMMARY_TASK } from './low-stock-summary.ts';
import { eventually } from '../../test/eventually.ts';

// Low stock: the shop's threshold, a product's own, Manage Products' filters, the overview's
// list, and the one daily summary however many instances run.

let shop: TestApp;
let inbox: SmtpInbox;
let admin: SignedIn;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });
const namesOf = async (url: string) =>
  (await call('GET', url)).json<Product[]>().map((product) => product.name);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const env = {
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Circuit Haat <orders@circuithaat.test>',
    PUBLIC_URL: 'https://shop.circuithaat.test',
  };
  shop = await createTestApp({ env });
  admin = await signUpOwner(shop.app, shop.database.db, { email: 'owner@circuithaat.test' });
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#654321' } })
    .webp()
    .toBuffer();
  const image = (await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 })).url;
  const made: [string, number, number | null][] = [
    ['Sold Out SSD', 0, null],
    ['Two Left RAM', 2, null],
    ['Four Left GPU', 4, 5],
    ['Plenty PSU', 40, null],
  ];
  for (const [name, quantity, lowStockAt] of made) {
    const answer = await call('POST', '/api/products', {
      name,
      quantity,
      price: 1000,
      details: 'For the low-stock tests.',
      image,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    if (lowStockAt !== null) {
      const id = answer.json<{ insertedId: string }>().insertedId;
      const patched = await call('PATCH', `/api/products/${id}`, { lowStockAt });
      expect(patched.json<Product>().lowStockAt).toBe(lowStockAt);
    }
  }
});
afterAll(async () => {
  await shop.close();
  await inbox.close();
});

describe('low stock', () => {
  test('Manage Products filters low stock (its own threshold or the shop’s 3) and out of stock', async () => {
    expect(await namesOf('/api/manage-products?stock=restock&sort=name')).toEqual([
      'Four Left GPU',
      'Sold Out SSD',
      'Two Left RAM',
    ]);
    expect(await namesOf('/api/manage-products?stock=low&sort=name')).toEqual([
      'Four Left GPU',
      'Two Left RAM',
    ]);
    expect(await namesOf('/api/manage-products?stock=out')).toEqual(['Sold Out SSD']);
    const bad = await call('GET', '/api/manage-products?stock=some');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(
      'stock must be one of: restock, low, out',
    );
  });

  test('the shop’s threshold moves what counts as low; a bad one is refused', async () => {
    expect((await call('GET', '/api/admin/low-stock-setting')).json()).toEqual({ lowStockAt: 3 });
    const saved = await call('PUT', '/api/admin/low-stock-setting', { lowStockAt: 1 });
    expect(saved.json()).toEqual({ lowStockAt: 1 });
    expect(await namesOf('/api/manage-products?stock=low')).toEqual(['Four Left GPU']);
    const bad = await call('PUT', '/api/admin/low-stock-setting', { lowStockAt: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(
      'Low stock at must be a whole number from 0 to 100000',
    );
    const badProduct = await call('PATCH', `/api/products/sold-out-ssd`, { lowStockAt: 2.5 });
    expect(badProduct.statusCode).toBe(400);
    await call('PUT', '/api/admin/low-stock-setting', { lowStockAt: 3 });
  });

  test('the overview lists the low products, out of stock first', async () => {
    const report = (await call('GET', '/api/admin/low-stock')).json<LowStockReport>();
    expect(report.lowStockAt).toBe(3);
    expect(report.total).toBe(3);
    expect(report.products.map(({ name, stock, lowStockAt }) => [name, stock, lowStockAt])).toEqual(
      [
        ['Sold Out SSD', 0, 3],
        ['Two Left RAM', 2, 3],
        ['Four Left GPU', 4, 5],
      ],
    );
  });

  test('two instances running the daily summary send one mail', async () => {
    const second = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        SMTP_URL: inbox.url,
        MAIL_FROM: 'Circuit Haat <orders@circuithaat.test>',
        PUBLIC_URL: 'https://shop.circuithaat.test',
      }),
      database: shop.database,
      webDir: '/nonexistent-web-build',
    });
    try {
      const { pool } = shop.database;
      // As the schedule of each instance would, several times over: the day's one mail.
      await pool.query(`select graphile_worker.add_job($1) from generate_series(1, 4)`, [
        LOW_STOCK_SUMMARY_TASK,
      ]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
      const subject = `Low stock at Circuit Haat: 3 products on ${today}`;
      const mail = await inbox.mailTo('owner@circuithaat.test', subject, 20_000);
      expect(mail.text).toContain('- Sold Out SSD (SOLD-OUT-SSD): out of stock');
      expect(mail.text).toContain('- Four Left GPU (FOUR-LEFT-GPU): 4 left (low at 5)');
      expect(mail.text).toContain(
        'https://shop.circuithaat.test/dashboard/manage-products?stock=restock',
      );
      // Every queued run has finished: whatever was to be sent has been.
      await eventually(async () => {
        const { rows } = await pool.query<{ left: number }>(
          `select count(*)::int as left from graphile_worker.jobs where task_identifier = $1`,
          [LOW_STOCK_SUMMARY_TASK],
        );
        expect(rows[0]?.left).toBe(0);
      });
      const summaries = inbox.received.filter((m) => m.subject === subject);
      expect(summaries).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
