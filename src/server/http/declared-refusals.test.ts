import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allEndpoints } from '../../shared/api/registry.ts';
import type { Endpoint } from '../../shared/api/endpoint.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../test/auth-test-helpers.ts';
import { checkoutBody, setStock } from '../test/checkout-test-helpers.ts';
import { projectRoot } from '../project-paths.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { statusesOfRoutes, type RouteStatuses } from '../test/thrown-statuses.ts';
import { refusalsOf, responseSchemas } from './endpoint-route.ts';

// Every refusal is declared: each status a route's code can answer (found by walking the
// code from its handler through every function it calls) is in the route's declaration,
// and an error of the plain shape fits the schema declared for its status. Then the
// refusals that matter most are sent for real, and none may answer 500 or fail to
// serialise (a refusal whose body the route does not declare is exactly that 500).

const endpointOf = (method: string, path: string): Endpoint => {
  const endpoint = allEndpoints.find((e) => e.method === method && e.path === path);
  if (!endpoint) throw new Error(`No declaration for ${method} ${path}`);
  return endpoint;
};

const declaredStatuses = (endpoint: Endpoint) =>
  new Set([...Object.keys(endpoint.answers).map(Number), ...refusalsOf(endpoint)]);

describe('the statuses written in each route’s code', () => {
  let routes: RouteStatuses[];
  beforeAll(() => {
    routes = statusesOfRoutes(join(projectRoot, 'src', 'server'));
  }, 300_000);

  test('the walk reaches every declared endpoint, and follows calls into other modules', () => {
    const walked = routes.map((route) => `${route.method} ${route.path}`).sort();
    expect(walked).toEqual(allEndpoints.map((e) => `${e.method} ${e.path}`).sort());
    const checkout = routes.find((r) => r.method === 'POST' && r.path === '/api/checkout');
    // The hold limits refuse deep inside order placement, two modules away from the route.
    expect(checkout?.statuses).toContainEqual(
      expect.objectContaining({
        status: 409,
        where: expect.stringMatching(/^src\/server\/features\/orders\/placement-limits\.ts:/),
      }),
    );
  });

  test('a refusal caught by a catch that rethrows only what is not an HttpError is not the route’s', () => {
    const booking = routes.find((r) => r.method === 'POST' && r.path === '/api/admin/shipments');
    const statuses = booking?.statuses.map(({ status }) => status) ?? [];
    // Shipping a booked order may be refused (a 404 or 409 from the order life): the
    // booking catches it and answers it as that order's message.
    expect(statuses).toContain(409);
    expect(statuses).not.toContain(404);
  });

  test('every status a route can answer is declared in its response schema', () => {
    const undeclared = routes.flatMap((route) => {
      const declared = declaredStatuses(endpointOf(route.method, route.path));
      return route.statuses
        .filter(({ status }) => !declared.has(status))
        .map(({ status, where }) => `${route.method} ${route.path}: ${status} at ${where}`);
    });
    expect(undeclared).toEqual([]);
  });

  test('a refusal of the plain error shape fits the schema declared for its status', () => {
    const unfit = routes.flatMap((route) => {
      const schemas = responseSchemas(endpointOf(route.method, route.path));
      return route.statuses
        .filter(({ isError, withDetails }) => isError && !withDetails)
        .filter(({ status }) => {
          const body = { statusCode: status, error: 'Conflict', message: 'Refused.' };
          return schemas[status] && !schemas[status].safeParse(body).success;
        })
        .map(({ status, where }) => `${route.method} ${route.path}: ${status} at ${where}`);
    });
    expect(unfit).toEqual([]);
  });
});

describe('refusals sent for real', () => {
  let shop: TestApp;
  let admin: SignedIn;
  let catalogue: Product[];
  const logLines: string[] = [];

  beforeAll(async () => {
    shop = await createTestApp({
      seeded: true,
      env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '3' },
      logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
    });
    admin = await signUpOwner(shop.app, shop.database.db);
    catalogue = (await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=3' })).json();
    await setStock(shop, Object.fromEntries(catalogue.map((p) => [p._id, 8])));
  });
  afterAll(() => shop.close());

  const id = (i: number) => (catalogue[i] as Product)._id;
  const checkout = (as: SignedIn, body: object, key: string = randomUUID()) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...as.headers, 'idempotency-key': key },
      payload: body,
    });
  const items = (lines: [number, number][]) =>
    checkoutBody({ items: lines.map(([i, quantity]) => ({ productId: id(i), quantity })) });
  const order = (as: SignedIn, productId: string, quantity: number, district = 'Dhaka') =>
    shop.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: as.headers,
      payload: { productId, quantity, phone: '01712345678', address: 'Road 2, Uttara', district },
    });

  test('each answers its declared status with its declared body, never a 500', async () => {
    const expectAnswer = async (
      what: string,
      status: number,
      answer: Promise<{ statusCode: number; body: string }>,
    ) => {
      const got = await answer;
      expect(got.statusCode, `${what}: ${got.body}`).toBe(status);
    };

    const hoarder = await signUpAs(shop.app);
    await expectAnswer(
      'checkout: a line past the hold limit',
      409,
      checkout(hoarder, items([[0, 6]])),
    );
    await expectAnswer('checkout: short of stock', 409, checkout(hoarder, items([[1, 9]])));
    await expectAnswer(
      'checkout: a product repeated',
      400,
      checkout(
        hoarder,
        items([
          [0, 1],
          [0, 1],
        ]),
      ),
    );
    const unknown = checkoutBody({ items: [{ productId: randomUUID(), quantity: 1 }] });
    await expectAnswer('checkout: a product not sold', 404, checkout(hoarder, unknown));
    const key = randomUUID();
    await expectAnswer('checkout: an order', 201, checkout(hoarder, items([[2, 1]]), key));
    await expectAnswer(
      'checkout: its key with another body',
      422,
      checkout(hoarder, items([[2, 2]]), key),
    );

    const buyer = await signUpAs(shop.app);
    await expectAnswer('order: three packs', 201, order(buyer, id(0), 3));
    await expectAnswer('order: past the hold limit', 409, order(buyer, id(0), 3));
    await expectAnswer('order: a product not sold', 404, order(buyer, randomUUID(), 1));
    await setStock(shop, { [id(1)]: 0 });
    await expectAnswer('order: out of stock', 409, order(buyer, id(1), 1));
    await expectAnswer('order: a second', 201, order(buyer, id(2), 1));
    await expectAnswer('order: a third', 201, order(buyer, id(2), 1));
    await expectAnswer('order: too many in a minute', 429, order(buyer, id(2), 1));

    const patch = (body: object) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/products/${id(2)}`,
        headers: admin.headers,
        payload: body,
      });
    await expectAnswer('product: a bad limit per customer', 400, patch({ holdLimit: 0 }));
    await expectAnswer('product: a limit per customer', 200, patch({ holdLimit: 2 }));

    for (const answer of shop.answers) {
      expect(answer.status, `${answer.method} ${answer.route}`).not.toBe(500);
      if (!answer.route || !answer.route.startsWith('/api/')) continue;
      const endpoint = endpointOf(answer.method, answer.route);
      expect(declaredStatuses(endpoint).has(answer.status)).toBe(true);
      const schema = responseSchemas(endpoint)[answer.status];
      if (schema && answer.body?.length) {
        expect(schema.safeParse(JSON.parse(answer.body.toString('utf8'))).success).toBe(true);
      }
    }
    expect(logLines.filter((line) => line.includes('FST_ERR_RESPONSE_SERIALIZATION'))).toEqual([]);
  });
});
