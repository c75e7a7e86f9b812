import type { Customer } from '../test/system/support/shop-process.ts';
import { errorCode } from '../test/system/support/shop-process.ts';

export type Kind = 'browse' | 'order' | 'review';

/** What the clients saw, by kind of request. */
export class LoadTally {
  readonly statuses: Record<Kind, Map<number, number>> = {
    browse: new Map(),
    order: new Map(),
    review: new Map(),
  };
  readonly latenciesMs: Record<Kind, number[]> = { browse: [], order: [], review: [] };
  readonly serverErrors: string[] = [];
  readonly unexpected: string[] = [];
  networkErrors = 0;
  ordersPlaced = 0;

  count(kind: Kind, status: number, ms: number): void {
    const byStatus = this.statuses[kind];
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.latenciesMs[kind].push(ms);
  }

  total(kind?: Kind): number {
    const kinds: readonly Kind[] = kind ? [kind] : ['browse', 'order', 'review'];
    return kinds.reduce(
      (sum, k) => sum + [...this.statuses[k].values()].reduce((a, b) => a + b, 0),
      0,
    );
  }

  fiveHundreds(): number {
    let count = 0;
    for (const byStatus of Object.values(this.statuses)) {
      for (const [status, n] of byStatus) if (status >= 500) count += n;
    }
    return count;
  }
}

export interface LoadPlan {
  baseUrl: string;
  customers: Customer[];
  productIds: string[];
  endAt: number;
  random: () => number;
  tally: LoadTally;
  /** A tag in every order's address, to find this run's orders afterwards. */
  tag: string;
}

const SORTS = ['catalogue', 'price-asc', 'price-desc', 'newest', 'name'];
const SEARCHES = ['ssd', 'ryzen', 'ddr5', 'rtx', 'monitor', 'nvme', 'cooler', 'zz-nothing'];
const PHONE = '01712345678';

/**
 * One connection's worth of traffic, one request at a time until endAt:
 * 90% browsing (catalogue pages, searches, products, reviews, the home page),
 * 5% orders and 5% reviews, as the customer this connection belongs to.
 */
export async function runConnection(plan: LoadPlan, customer: Customer): Promise<void> {
  const { random, tally } = plan;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  let n = 0;
  while (Date.now() < plan.endAt) {
    n += 1;
    const dice = random();
    const productId = pick(plan.productIds);
    if (dice < 0.9) {
      const page = 1 + Math.floor(random() * 4);
      const path = pick([
        `/api/product?page=${page}&pageSize=12&sort=${pick(SORTS)}`,
        `/api/product?page=${page}&pageSize=12&sort=${pick(SORTS)}`,
        `/api/product?search=${pick(SEARCHES)}`,
        `/api/product/${productId}`,
        `/api/product/${productId}`,
        `/api/reviews?productId=${productId}`,
        `/api/reviews?page=${page}`,
        '/',
      ]);
      await request(plan, 'browse', 'GET', path, undefined, undefined, [200]);
    } else if (dice < 0.95) {
      const status = await request(
        plan,
        'order',
        'POST',
        '/api/order',
        customer,
        {
          productId,
          quantity: 1 + Math.floor(random() * 3),
          phone: PHONE,
          address: `${plan.tag} ${customer.id} ${n}`,
          district: 'Dhaka',
        },
        [201, 409],
      );
      if (status === 201) tally.ordersPlaced += 1;
    } else {
      await request(
        plan,
        'review',
        'POST',
        '/api/reviews',
        customer,
        {
          productId,
          phone: PHONE,
          rating: 1 + Math.floor(random() * 5),
          comment: `Soak review ${n}: ${'fine part '.repeat(1 + Math.floor(random() * 20))}`,
        },
        [200],
      );
    }
  }
}

async function request(
  plan: LoadPlan,
  kind: Kind,
  method: string,
  path: string,
  customer: Customer | undefined,
  body: unknown,
  expected: number[],
): Promise<number | undefined> {
  const started = performance.now();
  try {
    const response = await fetch(`${plan.baseUrl}${path}`, {
      method,
      headers: customer ? { ...customer.headers, 'content-type': 'application/json' } : {},
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    plan.tally.count(kind, response.status, performance.now() - started);
    const note = `${method} ${path} -> ${response.status} ${text.slice(0, 200)}`;
    if (response.status >= 500) plan.tally.serverErrors.push(note);
    else if (!expected.includes(response.status)) plan.tally.unexpected.push(note);
    return response.status;
  } catch (error) {
    plan.tally.networkErrors += 1;
    plan.tally.unexpected.push(`${method} ${path} -> ${errorCode(error)}`);
    return undefined;
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
