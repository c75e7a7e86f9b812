import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createListeningApp, type ListeningApp } from '../test/listening-app.ts';

let shop: ListeningApp;
beforeAll(async () => {
  shop = await createListeningApp();
});
afterAll(() => shop?.close());

/** The headers every answer carries, whatever it is. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
];

describe('an address with malformed percent-encoding', () => {
  test.each(['/%ff', '/api/product/%ff', '/api/admin/%c0%80', '/products/%e0%a4%a', '/%'])(
    'GET %s answers 400 in the shop’s error shape with the security headers',
    async (path) => {
      // Over real HTTP: the catalogue's fast path sees the request before the framework.
      const response = await fetch(shop.baseUrl + path);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const normal = await fetch(`${shop.baseUrl}/api/no-such-thing`);
      for (const name of SECURITY_HEADERS) {
        expect(response.headers.get(name), name).toBe(normal.headers.get(name));
        expect(response.headers.get(name), name).not.toBeNull();
      }
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringContaining('malformed percent-encoding') as string,
      });
      expect(body.message).toContain(path);
    },
  );

  test('a POST to one is refused the same way, and the server keeps serving', async () => {
    const response = await fetch(`${shop.baseUrl}/api/orders/%ff`, { method: 'PATCH' });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${shop.baseUrl}/api/health`)).status).toBeLessThan(500);
  });
});
