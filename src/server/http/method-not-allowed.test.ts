import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop?.close());

describe('a method a known path does not take', () => {
  test.each([
    ['DELETE', '/api/product/0b7c4b2e-8a51-4e3c-9f0e-8d6f0a1b2c3d', 'GET, HEAD'],
    ['PUT', '/api/reviews', 'GET, HEAD, POST'],
    ['GET', '/api/auth/logout', 'POST'],
    ['POST', '/api/me', 'GET, HEAD, PATCH'],
    ['PATCH', '/api/docs', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const response = await shop.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({
      statusCode: 405,
      error: 'Method Not Allowed',
      message: `${method} is not allowed here: ${url} takes ${allow}.`,
    });
  });

  test('is refused before its body is read: broken JSON still gets the 405', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  test('an unknown path keeps its 404, with any method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await shop.app.inject({ method, url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.headers.allow).toBeUndefined();
    }
  });

  test('a method the path takes is not touched', async () => {
    const response = await shop.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
