import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contractProblems, type OpenApiDocument, type RecordedAnswer } from './answer-contract.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The check behind every API test file: answers are compared with the document the
// server publishes. Here it is shown to pass real answers and to catch each kind of
// mismatch, so a quiet contract check means something.

let shop: TestApp;
let document: OpenApiDocument;
let productId: string;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  document = shop.app.swagger() as OpenApiDocument;
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  productId = listed.json<{ _id: string }[]>()[0]?._id ?? '';
});
afterAll(() => shop?.close());

const clone = (): OpenApiDocument => structuredClone(document);
const answerOf = (method: string, route: string | undefined, status: number, body: unknown) =>
  ({
    method,
    byShop: false,
    route,
    status,
    contentType: 'application/json; charset=utf-8',
    contentEncoding: '',
    allow: '',
    body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
  }) satisfies RecordedAnswer;

describe('the contract check', () => {
  test('passes the answers the server really gives, compressed ones included', async () => {
    const before = shop.answers.length;
    await shop.app.inject({ method: 'GET', url: `/api/product/${productId}` });
    await shop.app.inject({
      method: 'GET',
      url: '/api/product',
      headers: { 'accept-encoding': 'br' },
    });
    await shop.app.inject({ method: 'GET', url: '/api/product/not%20an%20id!' });
    await shop.app.inject({ method: 'DELETE', url: '/api/product' });
    await shop.app.inject({ method: 'GET', url: '/api/orders' });
    const answers = shop.answers.slice(before);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400, 405, 401]);
    expect(answers[1]?.contentEncoding).toBe('br');
    expect(contractProblems(document, answers)).toEqual([]);
  });

  test('fails an answer whose status the operation does not declare', () => {
    const changed = clone();
    delete changed.paths?.['/api/product/{id}']?.get?.responses?.['404'];
    const answer = answerOf('GET', '/api/product/:id', 404, {
      statusCode: 404,
      error: 'Not Found',
      message: 'No product with this id.',
    });
    expect(contractProblems(changed, [answer])).toEqual([
      'GET /api/product/:id 404: status not declared for the operation',
    ]);
  });

  test('fails a body that breaks the schema, naming the first mismatch', () => {
    const answer = answerOf('GET', '/api/health', 200, { status: 'ok', database: 'sideways' });
    const [problem] = contractProblems(document, [answer]);
    expect(problem).toMatch(/^GET \/api\/health 200: \/database must be equal to one of/);
  });

  test('fails a body where the document says none, and a 405 without Allow', () => {
    const withBody = answerOf('POST', '/api/auth/logout', 204, { done: true });
    const notAllowed = answerOf('PUT', undefined, 405, {
      statusCode: 405,
      error: 'Method Not Allowed',
      message: 'PUT is not allowed here',
    });
    expect(contractProblems(document, [withBody, notAllowed])).toEqual([
      'POST /api/auth/logout 204: a body where the document says none',
      'PUT (no route) 405: 405 without an Allow header',
    ]);
  });

  test('fails a route the document does not have', () => {
    const answer = answerOf('GET', '/api/secret', 200, {});
    expect(contractProblems(document, [answer])).toEqual([
      'GET /api/secret 200: no operation in the document',
    ]);
  });
});
