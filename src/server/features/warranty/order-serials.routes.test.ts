import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OrderDetail } from '../../../shared/schemas/order-detail.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { OrderSerials } from '../../../shared/schemas/warranty-desk.ts';
import { serialsBody, startWarrantyShop, type WarrantyShop } from '../../test/warranty-test-kit.ts';

// Serials at packing (docs/product.md#warranty-desk): one per unit, read as scanned, never
// sold twice (not even by two staff at once), corrected only with a note, and required before
// an order ships while the owner's rule is on.

let desk: WarrantyShop;
beforeAll(async () => {
  desk = await startWarrantyShop();
});
afterAll(() => desk.shop.close());

const put = (orderId: string, body: object, as = desk.staff) =>
  desk.api<OrderSerials & { message: string }>(
    as,
    'PUT',
    `/api/admin/orders/${orderId}/serials`,
    body,
  );

describe('products say whether their units get serials', () => {
  test('by category unless staff say otherwise, in the product API', async () => {
    const cpu = await desk.api<Product>(undefined, 'GET', `/api/product/${desk.tracked.id}`);
    const box = await desk.api<Product>(undefined, 'GET', `/api/product/${desk.untracked.id}`);
    expect(cpu.body.serialTracked).toBe(true);
    expect(box.body.serialTracked).toBe(false);
    const edited = await desk.api<Product>(
      desk.owner,
      'PATCH',
      `/api/products/${desk.untracked.id}`,
      {
        serialTracked: true,
      },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.serialTracked).toBe(true);
    await desk.api(desk.owner, 'PATCH', `/api/products/${desk.untracked.id}`, {
      serialTracked: false,
    });
    const back = await desk.api<Product>(undefined, 'GET', `/api/product/${desk.untracked.id}`);
    expect(back.body.serialTracked).toBe(false);
  });
});

describe('PUT /api/admin/orders/:id/serials', () => {
  test('records one serial per unit, trimmed and upper-cased, shown on the order page', async () => {
    const customer = await desk.customer();
    const id = await desk.order(customer, desk.tracked.id, 2, ['confirmed']);
    const saved = await put(id, serialsBody(['  ab-100 ', 'ab-101']));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.lines[0]?.serials).toEqual(['AB-100', 'AB-101']);
    expect(saved.body.complete).toBe(true);
    const detail = await desk.api<OrderDetail>(customer, 'GET', `/api/orders/${id}`);
    expect(detail.body.lines[0]?.serials).toEqual(['AB-100', 'AB-101']);
    expect(detail.body.lines[0]?.serialTracked).toBe(true);
  });

  test('empty, too long or non-ASCII serials are 400, and nothing is recorded', async () => {
    const id = await desk.order(await desk.customer(), desk.tracked.id, 1, ['confirmed']);
    for (const serial of ['   ', 'X'.repeat(65), 'SN-১২৩', 'SN\u200b1', 'SN\t1']) {
      const refused = await put(id, serialsBody([serial]));
      expect(refused.status, serial).toBe(400);
    }
    const read = await desk.api<OrderSerials>(desk.staff, 'GET', `/api/admin/orders/${id}/serials`);
    expect(read.body.lines[0]?.serials).toEqual([]);
    expect(read.body.complete).toBe(false);
  });

  test('more serials than units, a line the order lacks or an untracked line are 422', async () => {
    const id = await desk.order(await desk.customer(), desk.tracked.id, 1, ['confirmed']);
    expect((await put(id, serialsBody(['ZZ-1', 'ZZ-2']))).status).toBe(422);
    expect((await put(id, { lines: [{ lineNo: 2, serials: ['ZZ-3'] }] })).status).toBe(422);
    const box = await desk.order(await desk.customer(), desk.untracked.id, 1, ['confirmed']);
    const untracked = await put(box, serialsBody(['ZZ-4']));
    expect(untracked.status).toBe(422);
    expect(untracked.body.message).toContain('not sold with serial numbers');
  });

  test('a serial sold with another order is 409 naming it; once that order came back it is free', async () => {
    const first = await desk.order(await desk.customer(), desk.tracked.id, 1, ['confirmed']);
    expect((await put(first, serialsBody(['DUP-1']))).status).toBe(200);
    const second = await desk.order(await desk.customer(), desk.tracked.id, 1, ['confirmed']);
    const refused = await put(second, serialsBody(['dup-1']));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('DUP-1');
    const twice = await put(second, {
      lines: [
        { lineNo: 1, serials: ['DUP-2'] },
        { lineNo: 1, serials: ['DUP-2'] },
      ],
    });
    expect(twice.status).toBe(409);
    const check = await desk.api<{ free: boolean; reason: string }>(
      desk.staff,
      'GET',
      '/api/admin/serials/check?serial=dup-1',
    );
    expect(check.body).toMatchObject({ free: false });
    expect(check.body.reason).toContain('CH-');
    expect((await desk.move(first, 'cancelled')).status).toBe(200);
    expect((await put(second, serialsBody(['DUP-1']))).status).toBe(200);
  });

  test('two staff recording one serial for two orders at once: one wins, the other 409', async () => {
    const customer = await desk.customer();
    const orders = await Promise.all(
      [1, 2].map(() => desk.order(customer, desk.tracked.id, 1, ['confirmed'])),
    );
    for (let round = 0; round < 5; round++) {
      const serial = `RACE-${round}`;
      const answers = await Promise.all([
        put(orders[0] as string, serialsBody([serial]), desk.staff),
        put(orders[1] as string, serialsBody([serial]), desk.owner),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.status === 409);
      expect(loser?.body.message).toContain(serial);
      // Free both orders' units for the next round (a correction, with its note).
      for (const id of orders) await put(id, serialsBody([], 'Next round of the race'));
    }
  });

  test('a correction needs a note, which the order’s timeline keeps', async () => {
    const customer = await desk.customer();
    const id = await desk.order(customer, desk.tracked.id, 1, ['confirmed']);
    expect((await put(id, serialsBody(['TYPO-1']))).status).toBe(200);
    const bare = await put(id, serialsBody(['FIXED-1']));
    expect(bare.status).toBe(422);
    expect(bare.body.message).toContain('needs a note');
    const fixed = await put(id, serialsBody(['FIXED-1'], 'Scanned the box, not the card'));
    expect(fixed.status).toBe(200);
    expect(fixed.body.lines[0]?.serials).toEqual(['FIXED-1']);
    const detail = await desk.api<OrderDetail>(desk.staff, 'GET', `/api/orders/${id}`);
    const note = detail.body.events.at(-1)?.note ?? '';
    expect(note).toContain('TYPO-1 corrected to FIXED-1');
    expect(note).toContain('Scanned the box, not the card');
    // The old serial is free again.
    const other = await desk.order(customer, desk.tracked.id, 1, ['confirmed']);
    expect((await put(other, serialsBody(['TYPO-1']))).status).toBe(200);
  });
});

describe('shipping waits for serials', () => {
  test('marking shipped is 409 until every tracked unit has its serial; the owner can turn it off', async () => {
    const id = await desk.order(await desk.customer(), desk.tracked.id, 2, ['confirmed']);
    expect((await put(id, serialsBody(['SHIP-1']))).status).toBe(200);
    const early = await desk.move(id, 'shipped');
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('serial number of 1 unit');
    expect((await put(id, serialsBody(['SHIP-1', 'SHIP-2']))).status).toBe(200);
    expect((await desk.move(id, 'shipped')).status).toBe(200);

    const staffTurnsOff = await desk.api(desk.staff, 'PUT', '/api/admin/warranty-settings', {
      serialsBeforeShipping: false,
    });
    expect(staffTurnsOff.status).toBe(403);
    const off = await desk.api(desk.owner, 'PUT', '/api/admin/warranty-settings', {
      serialsBeforeShipping: false,
    });
    expect(off.body).toEqual({ serialsBeforeShipping: false });
    const loose = await desk.order(await desk.customer(), desk.tracked.id, 1, ['confirmed']);
    expect((await desk.move(loose, 'shipped')).status).toBe(200);
    await desk.api(desk.owner, 'PUT', '/api/admin/warranty-settings', {
      serialsBeforeShipping: true,
    });
  });

  test('an order of untracked parts ships without serials', async () => {
    const id = await desk.order(await desk.customer(), desk.untracked.id, 1, ['confirmed']);
    expect((await desk.move(id, 'shipped')).status).toBe(200);
  });
});
