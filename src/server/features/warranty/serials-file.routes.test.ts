import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SerialImportReport, WarrantyUnit } from '../../../shared/schemas/warranty-desk.ts';
import { startWarrantyShop, type WarrantyShop } from '../../test/warranty-test-kit.ts';

// The serials file (docs/product.md#warranty-desk): an existing shop brings the serials of
// units it sold before going online (an old invoice's reference and date), or of its online
// orders; the export is the same shape. All of a file or nothing.

let desk: WarrantyShop;
let sku: string;
beforeAll(async () => {
  desk = await startWarrantyShop();
  const { rows } = await desk.shop.database.pool.query<{ sku: string }>(
    'select sku from products where id = $1',
    [desk.tracked.id],
  );
  sku = rows[0]?.sku as string;
});
afterAll(() => desk.shop.close());

async function upload(csv: string, dryRun = false) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'serials.csv');
  const response = await fetch(
    `${desk.shop.baseUrl}/api/admin/serials/import${dryRun ? '?dryRun=true' : ''}`,
    { method: 'POST', headers: desk.owner.headers, body: form },
  );
  return {
    status: response.status,
    body: (await response.json()) as SerialImportReport & { message: string },
  };
}

const warrantyOf = (serial: string) =>
  desk.api<WarrantyUnit>(undefined, 'GET', `/api/warranty?serial=${serial}`);

describe('the serials file', () => {
  test('offline sales and online orders come in, once; the export gives them back', async () => {
    const orderId = await desk.order(await desk.customer(), desk.tracked.id, 2, ['confirmed']);
    const order = await desk.api<{ orderNumber: string }>(
      desk.staff,
      'GET',
      `/api/orders/${orderId}`,
    );
    const csv = [
      'orderNumber,sku,serial,soldOn',
      `INV-2024-0042,${sku},hist-1,2024-03-02`,
      `INV-2024-0042,${sku},HIST-2,2024-03-02`,
      `${order.body.orderNumber},${sku},ONL-1,`,
    ].join('\n');
    const dry = await upload(csv, true);
    expect(dry.body).toMatchObject({ rows: 3, added: 3, unchanged: 0, errors: [], applied: false });
    expect((await warrantyOf('HIST-1')).status).toBe(404);
    const applied = await upload(csv);
    expect(applied.body).toMatchObject({ added: 3, applied: true });
    const hist = await warrantyOf('HIST-1');
    expect(hist.body).toMatchObject({ soldOn: '2024-03-02', deliveredOn: '2024-03-02' });
    const serials = await desk.api<{ lines: { serials: string[] }[] }>(
      desk.staff,
      'GET',
      `/api/admin/orders/${orderId}/serials`,
    );
    expect(serials.body.lines[0]?.serials).toEqual(['ONL-1']);
    const again = await upload(csv);
    expect(again.body).toMatchObject({ added: 0, unchanged: 3, applied: true });
    // A unit sold before the shop went online is claimed at the counter, told to who brought it.
    const buyer = await desk.customer();
    const own = await desk.api(buyer, 'POST', '/api/warranty/claims', {
      serial: 'HIST-2',
      problem: 'Fans spin, no picture',
    });
    expect(own.status).toBe(403);
    const counter = await desk.api<{ id: string }>(desk.staff, 'POST', '/api/warranty/claims', {
      serial: 'hist-2',
      problem: 'Fans spin, no picture',
      customer: { name: 'Jamal Uddin', phone: '01911222333' },
    });
    expect(counter.status).toBe(201);
    const claim = await desk.api<{ customer: object; orderNumber: null; warranty: object }>(
      desk.staff,
      'GET',
      `/api/admin/warranty/claims/${counter.body.id}`,
    );
    expect(claim.body).toMatchObject({
      customer: { name: 'Jamal Uddin', phone: '01911222333' },
      orderNumber: null,
      warranty: { serial: 'HIST-2', soldOn: '2024-03-02' },
    });
    const { rows } = await desk.shop.database.pool.query<{ recipient: string }>(
      `select n.recipient from notices n
         join warranty_claim_events e on e.event_no = n.warranty_claim_event_id
        where e.claim_id = $1`,
      [counter.body.id],
    );
    expect(rows.map((row) => row.recipient)).toEqual(['01911222333']);
    const exported = await desk.api<string>(desk.staff, 'GET', '/api/admin/serials/export');
    expect(exported.status).toBe(200);
    expect(exported.body).toContain('orderNumber,sku,serial,soldOn');
    expect(exported.body).toContain(`INV-2024-0042,${sku},HIST-1,2024-03-02`);
    expect(exported.body).toContain(`${order.body.orderNumber},${sku},ONL-1,`);
  });

  test('a file with any bad row is 422 and records nothing; a dry run names each row', async () => {
    const csv = [
      'orderNumber,sku,serial,soldOn',
      `INV-9,${sku},GOOD-1,2024-01-05`,
      `INV-9,NO-SUCH-SKU,BAD-1,2024-01-05`,
      `INV-9,${sku},BAD-2,`,
      `CH-999999999,${sku},BAD-3,`,
      `INV-9,${sku},,2024-01-05`,
      `INV-9,${sku},GOOD-1,2024-01-05`,
      `INV-10,${sku},HIST-1,2024-01-05`,
    ].join('\n');
    const dry = await upload(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'sku'],
      [4, 'soldOn'],
      [5, 'orderNumber'],
      [6, 'serial'],
      [7, 'serial'],
      [8, 'serial'],
    ]);
    const refused = await upload(csv);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('nothing was changed');
    expect((await warrantyOf('GOOD-1')).status).toBe(404);
  });
});
