import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  PATHAO_CREDENTIALS,
  startPathaoSimulator,
  type PathaoSimulator,
} from '../../../../test/gateways/pathao-simulator.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { orders } from '../../db/schema.ts';
import { shipments, type ShipmentState } from '../../db/schema-couriers.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { checkoutAs, checkoutBody, setStock } from '../../test/checkout-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Staff's courier tools through the real API on a real database, with Pathao's simulator
// over real HTTP: the shop the courier desk's tests share (its Pathao place lists, the
// labels and the cash reconciliation). Parcels are written to `shipments` directly, as
// booking would leave them.

/** A parcel's columns as a test writes them; each has a default. */
export interface Parcel {
  courier?: 'steadfast' | 'pathao';
  state?: ShipmentState;
  cashToCollect?: number;
  collected?: number | null;
  fee?: number | null;
  tracking?: string | null;
  updatedAt?: string;
}

export interface PlacedOrder {
  id: string;
  number: string;
}

export interface CourierDesk {
  sim: PathaoSimulator;
  shop: TestApp;
  admin: SignedIn;
  productId: string;
  /** A GET as the admin, or as `as`. */
  get: ReturnType<typeof getter>;
  /**
   * An order of `quantity` units, with the name and district a label shows; each by a new
   * customer, as a customer's unconfirmed orders are limited.
   */
  placeOrder: (quantity?: number) => Promise<PlacedOrder>;
  /** An order placed at checkout, with its area and district, by a new customer. */
  checkoutOrder: (address: {
    district: string;
    area: string;
    line: string;
  }) => Promise<PlacedOrder>;
  /** A parcel as booking and the status duty would leave it. */
  ship: (order: PlacedOrder, parcel?: Parcel) => Promise<void>;
  /** Closes the shop, then Pathao's simulator. */
  close(): Promise<void>;
}

const getter =
  (shop: TestApp, admin: SignedIn) =>
  (url: string, as: SignedIn = admin) =>
    shop.app.inject({ method: 'GET', url, headers: as.headers });

const orderNumber = (number: number) => `CH-${String(number).padStart(6, '0')}`;

/** The shop with Pathao set up against its simulator, its owner, and a product in stock. */
export async function startCourierDesk(): Promise<CourierDesk> {
  const sim = await startPathaoSimulator();
  const shop = await createTestApp({
    seeded: true,
    env: {
      PATHAO_BASE_URL: sim.baseUrl,
      PATHAO_CLIENT_ID: PATHAO_CREDENTIALS.clientId,
      PATHAO_CLIENT_SECRET: PATHAO_CREDENTIALS.clientSecret,
      PATHAO_USERNAME: PATHAO_CREDENTIALS.username,
      PATHAO_PASSWORD: PATHAO_CREDENTIALS.password,
      PATHAO_STORE_ID: PATHAO_CREDENTIALS.storeId,
    },
  });
  const admin = await signUpOwner(shop.app, shop.database.db, { name: 'Courier Owner' });
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  const productId = (listed.json<Product[]>()[0] as Product)._id;
  // Enough for every order of a test file, each of one customer's hold.
  await setStock(shop, { [productId]: 100 });
  const { db } = shop.database;

  return {
    sim,
    shop,
    admin,
    productId,
    get: getter(shop, admin),

    placeOrder: async (quantity = 1) => {
      const customer = await signUpAs(shop.app, { name: 'Rahim Uddin' });
      const placed = await shop.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: customer.headers,
        payload: {
          productId,
          quantity,
          phone: '01712345678',
          address: 'House 12, Road 5, Agrabad',
          district: 'Chattogram',
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json<{ insertedId: string }>().insertedId;
      const [row] = await db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.id, id));
      if (!row) throw new Error('no order');
      return { id, number: orderNumber(row.number) };
    },

    checkoutOrder: async (address) => {
      const customer = await signUpAs(shop.app, { name: 'Karim Mia' });
      const placed = await checkoutAs(
        shop,
        customer,
        checkoutBody({ address, items: [{ productId, quantity: 1 }] }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const [row] = await db
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(eq(orders.userId, customer.user._id));
      if (!row) throw new Error('no order');
      return { id: row.id, number: orderNumber(row.number) };
    },

    ship: async (order, parcel = {}) => {
      const tracking = parcel.tracking === undefined ? `TRK-${order.number}` : parcel.tracking;
      await db.insert(shipments).values({
        orderId: order.id,
        courier: parcel.courier ?? 'pathao',
        invoice: order.number,
        consignmentId: tracking === null ? null : `C-${order.number}`,
        trackingCode: tracking,
        cashToCollectTk: parcel.cashToCollect ?? 4_500,
        state: parcel.state ?? 'booked',
        cashCollectedTk: parcel.collected ?? null,
        deliveryFeeTk: parcel.fee ?? null,
        // Left out: the column's default, now().
        ...(parcel.updatedAt !== undefined && { updatedAt: new Date(parcel.updatedAt) }),
      });
    },

    async close() {
      await shop.close();
      await sim.close();
    },
  };
}
