import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  ClaimDetail,
  ClaimSummary,
  WarrantyUnit,
} from '../../../shared/schemas/warranty-desk.ts';
import type { StockEntry } from '../../../shared/schemas/stock.ts';
import { providerEnv, startSmsGateway, type SmsGateway } from '../../test/notice-test-kit.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { startWarrantyShop, type WarrantyShop } from '../../test/warranty-test-kit.ts';
import { eventually } from '../../test/eventually.ts';

// The public warranty check and claims (docs/product.md#warranty-desk): what a serial answers
// before and after delivery, who may claim on which unit, the claim's moves with their
// notices, and a replacement taken from stock through the ledger.

let desk: WarrantyShop;
let inbox: SmtpInbox;
let gateway: SmsGateway;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  gateway = await startSmsGateway();
  desk = await startWarrantyShop({ ...providerEnv(inbox.url, gateway), TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await desk.shop.close();
  await inbox.close();
  await gateway.close();
});

/** Waits for something the notice worker does in its own time (bounded, then fails). */
async function arrived(done: () => boolean) {
  await eventually(() => expect(done(), 'the notices all arrived').toBe(true), { within: 30_000 });
}

let client = 0;
/** Each check from its own address, so the per-address limit is tested alone. */
const check = (serial: string, address = `203.0.113.${++client}`) =>
  desk.api<WarrantyUnit & { message: string }>(
    undefined,
    'GET',
    `/api/warranty?serial=${encodeURIComponent(serial)}`,
    undefined,
    { 'x-forwarded-for': address },
  );

describe('GET /api/warranty', () => {
  test('a unit on its way has no end yet; once delivered it runs from delivery, without personal data', async () => {
    const customer = await desk.customer('Shirin Akter');
    const id = await desk.order(customer, desk.tracked.id, 1, ['confirmed']);
    await desk.api(desk.staff, 'PUT', `/api/admin/orders/${id}/serials`, {
      lines: [{ lineNo: 1, serials: ['PUB-1'] }],
    });
    const before = await check('pub-1');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ state: 'not-yet-delivered', warrantyUntil: null });
    expect((await desk.move(id, 'shipped')).status).toBe(200);
    expect((await desk.move(id, 'delivered')).status).toBe(200);
    // Delivered on a known day: the warranty's last day follows from it, whatever today is.
    await desk.shop.database.pool.query(
      `update order_events set created_at = '2026-01-10 12:00+06' where order_id = $1 and status = 'delivered'`,
      [id],
    );
    await desk.shop.database.pool.query(
      `update order_lines set warranty_months = 36 where order_id = $1`,
      [id],
    );
    const after = await check('PUB-1');
    expect(after.body).toMatchObject({
      serial: 'PUB-1',
      deliveredOn: '2026-01-10',
      warrantyMonths: 36,
      warrantyUntil: '2029-01-09',
      openClaim: null,
    });
    expect(after.body.product.id).toBe(desk.tracked.id);
    const text = JSON.stringify(after.body);
    for (const personal of ['Shirin', '01712345678', 'Dhanmondi', customer.user.email]) {
      expect(text).not.toContain(personal);
    }
    await desk.shop.database.pool.query(
      `update order_events set created_at = '2020-01-10 12:00+06' where order_id = $1 and status = 'delivered'`,
      [id],
    );
    expect((await check('PUB-1')).body.state).toBe('expired');
  });

  test('a serial the shop did not sell is 404; a bad one 400; too many checks from one address 429', async () => {
    expect((await check('NEVER-SOLD')).status).toBe(404);
    expect((await check('')).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await check('NEVER-SOLD', '198.51.100.7')).status);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  test('by order number and phone: the order’s units; a wrong phone is the same 404', async () => {
    const id = await desk.delivered(await desk.customer(), ['ORD-1', 'ORD-2']);
    const detail = await desk.api<{ orderNumber: string }>(desk.staff, 'GET', `/api/orders/${id}`);
    const lookup = (phone: string) =>
      desk.api<{ units: WarrantyUnit[] }>(
        undefined,
        'POST',
        '/api/warranty/order-lookup',
        {
          orderNumber: detail.body.orderNumber,
          phone,
        },
        { 'x-forwarded-for': `203.0.113.${++client}` },
      );
    const found = await lookup('+880 1712-345678');
    expect(found.status).toBe(200);
    expect(found.body.units.map((unit) => unit.serial).sort()).toEqual(['ORD-1', 'ORD-2']);
    expect((await lookup('01812345678')).status).toBe(404);
  });
});

describe('claims', () => {
  test('refused with the reason: not sold, not delivered, another customer’s, already open', async () => {
    const buyer = await desk.customer();
    const stranger = await desk.customer();
    const open = (as = buyer, serial = 'CLM-1') =>
      desk.api<{ message: string; claimNumber: string }>(as, 'POST', '/api/warranty/claims', {
        serial,
        problem: 'No display output at all',
      });
    expect((await open(buyer, 'NOT-SOLD-9')).status).toBe(404);
    const pending = await desk.order(buyer, desk.tracked.id, 1, ['confirmed']);
    await desk.api(desk.staff, 'PUT', `/api/admin/orders/${pending}/serials`, {
      lines: [{ lineNo: 1, serials: ['CLM-0'] }],
    });
    const early = await open(buyer, 'CLM-0');
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('not delivered');
    await desk.delivered(buyer, ['CLM-1']);
    const other = await open(stranger);
    expect(other.status).toBe(403);
    expect(other.body.message).toContain('another customer');
    const [first, second] = await Promise.all([open(), open()]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.message).toContain('already under an open warranty claim');
    expect((await check('CLM-1')).body.state).toBe('claim-open');
    // Staff may open one at the counter for a unit not yet delivered.
    expect((await open(desk.staff, 'CLM-0')).status).toBe(201);
  });

  test('a claim through replacement: moves with notes, notices, the ledger, the new serial’s warranty', async () => {
    const buyer = await desk.customer('Kamal Hossain');
    const orderId = await desk.delivered(buyer, ['OLD-UNIT-1']);
    const opened = await desk.api<{ id: string; claimNumber: string; state: string }>(
      buyer,
      'POST',
      '/api/warranty/claims',
      { serial: 'old-unit-1', problem: 'Restarts under load after ten minutes' },
    );
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ state: 'received' });
    expect(opened.body.claimNumber).toMatch(/^WC-\d{6}$/);
    const claimId = opened.body.id;
    const moveTo = (body: object) =>
      desk.api<ClaimDetail & { message: string }>(
        desk.staff,
        'POST',
        `/api/admin/warranty/claims/${claimId}/events`,
        body,
      );

    const skip = await moveTo({ state: 'replaced', note: 'Too early', newSerial: 'NEW-UNIT-1' });
    expect(skip.status).toBe(409);
    expect((await moveTo({ state: 'with-supplier', note: 'Sent to the distributor' })).status).toBe(
      200,
    );
    expect((await moveTo({ state: 'replaced', note: 'Swapped' })).status).toBe(400);
    const stockBefore = (
      await desk.api<{ quantity: number }>(undefined, 'GET', `/api/product/${desk.tracked.id}`)
    ).body.quantity;
    const replaced = await moveTo({
      state: 'replaced',
      note: 'Distributor sent a new unit',
      newSerial: 'new-unit-1',
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.replacementSerial).toBe('NEW-UNIT-1');
    const stockAfter = (
      await desk.api<{ quantity: number }>(undefined, 'GET', `/api/product/${desk.tracked.id}`)
    ).body.quantity;
    expect(stockAfter).toBe(stockBefore - 1);
    const ledger = await desk.api<StockEntry[] | { entries: StockEntry[] }>(
      desk.staff,
      'GET',
      `/api/products/${desk.tracked.id}/stock-ledger`,
    );
    const entries = Array.isArray(ledger.body) ? ledger.body : ledger.body.entries;
    const entry = entries.find((e) => e.reason === 'warranty-replacement');
    expect(entry).toMatchObject({ change: -1, stockAfter });
    expect(entry?.note).toContain(opened.body.claimNumber);

    // The warranty continues on the new serial, from the first sale; the old one is gone.
    const oldUnit = await check('OLD-UNIT-1');
    expect(oldUnit.status).toBe(404);
    const newUnit = await check('NEW-UNIT-1');
    expect(newUnit.body).toMatchObject({ state: 'claim-open', replaces: 'OLD-UNIT-1' });
    const order = await desk.api<{ lines: { serials: string[] }[] }>(
      buyer,
      'GET',
      `/api/orders/${orderId}`,
    );
    expect(order.body.lines[0]?.serials).toEqual(['NEW-UNIT-1']);

    expect((await moveTo({ state: 'with-supplier', note: 'Again?' })).status).toBe(409);
    const closed = await moveTo({
      state: 'returned-to-customer',
      note: 'Handed over at the counter',
    });
    expect(closed.body.events.map((e) => e.state)).toEqual([
      'received',
      'with-supplier',
      'replaced',
      'returned-to-customer',
    ]);
    expect(closed.body.events[1]).toMatchObject({
      note: 'Sent to the distributor',
      actor: { role: 'admin', name: 'Rafiq Islam' },
    });
    const after = await check('NEW-UNIT-1');
    expect(after.body.state).not.toBe('claim-open');
    expect(after.body.deliveredOn).toBe(newUnit.body.deliveredOn);

    // The customer heard of every step, by SMS and by mail, once each.
    const { rows } = await desk.shop.database.pool.query<{ key: string; status: string }>(
      `select n.key, n.status from notices n join warranty_claim_events e on e.event_no = n.warranty_claim_event_id
        where e.claim_id = $1 order by n.key`,
      [claimId],
    );
    expect(rows).toHaveLength(8);
    const claimNumber = opened.body.claimNumber;
    const mails = () =>
      inbox.received.filter(
        (m) => m.to.includes(buyer.user.email) && m.subject.includes(claimNumber),
      );
    const texts = () => gateway.received.filter((m) => m.message.includes(claimNumber));
    await arrived(() => mails().length >= 4 && texts().length >= 4);
    // One mail per step (the worker sends them in any order).
    expect(
      mails()
        .map((m) => m.subject.split(claimNumber)[1]?.trim())
        .sort(),
    ).toEqual(['received', 'replaced', 'returned to the customer', 'with the supplier']);
    expect(
      texts()
        .map((m) => m.message)
        .join('\n'),
    ).toContain('replaced by a new unit (serial NEW-UNIT-1)');

    const mine = await desk.api<{ claims: ClaimDetail[] }>(buyer, 'GET', '/api/warranty/claims');
    expect(mine.body.claims.map((c) => c.id)).toEqual([claimId]);
    const strangers = await desk.api<{ claims: ClaimDetail[] }>(
      await desk.customer(),
      'GET',
      '/api/warranty/claims',
    );
    expect(strangers.body.claims).toEqual([]);
  });

  test('a rejection needs a reason; the board filters by state and brand, the oldest first', async () => {
    const buyer = await desk.customer();
    await desk.delivered(buyer, ['REJ-1', 'REJ-2']);
    const ids: string[] = [];
    for (const serial of ['REJ-1', 'REJ-2']) {
      const opened = await desk.api<{ id: string }>(buyer, 'POST', '/api/warranty/claims', {
        serial,
        problem: 'Burnt smell from the socket',
      });
      ids.push(opened.body.id);
    }
    const path = `/api/admin/warranty/claims/${ids[0]}/events`;
    await desk.api(desk.staff, 'POST', path, { state: 'with-supplier', note: 'Sent' });
    expect(
      (await desk.api(desk.staff, 'POST', path, { state: 'rejected', note: 'Physical damage' }))
        .status,
    ).toBe(400);
    const rejected = await desk.api<ClaimDetail>(desk.staff, 'POST', path, {
      state: 'rejected',
      note: 'Distributor refused',
      reason: 'Bent pins: physical damage is not covered',
    });
    expect(rejected.body.rejectReason).toBe('Bent pins: physical damage is not covered');
    const board = await desk.api<{ claims: ClaimSummary[] }>(
      desk.staff,
      'GET',
      `/api/admin/warranty/claims?state=received&brand=${encodeURIComponent(desk.tracked.brand.toUpperCase())}`,
    );
    const listed = board.body.claims.map((c) => c.id);
    expect(listed).toContain(ids[1]);
    expect(listed).not.toContain(ids[0]);
    expect(board.body.claims.every((c) => c.state === 'received' && c.daysOpen >= 0)).toBe(true);
    const opened = board.body.claims.map((c) => c.openedAt);
    expect(opened).toEqual([...opened].sort());
    const none = await desk.api<{ claims: ClaimSummary[] }>(
      desk.staff,
      'GET',
      '/api/admin/warranty/claims?brand=NoSuchBrand',
    );
    expect(none.body.claims).toEqual([]);
  });
});
