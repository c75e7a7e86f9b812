import { afterAll, beforeAll, expect, test } from 'vitest';
import { allEndpoints } from '../../shared/api/registry.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Response {
  description: string;
  content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
}
interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, object> } }> };
  responses: Record<string, Response>;
}
interface Document {
  components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let shop: TestApp;
let document: Document;
beforeAll(async () => {
  shop = await createTestApp();
  const answer = await shop.app.inject({ method: 'GET', url: '/api/docs' });
  document = answer.json();
});
afterAll(() => shop?.close());

const operation = (method: string, path: string) => {
  const found = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};

test('declares the bearer token and the identity-session cookie', () => {
  expect(document.components.securitySchemes.bearerAuth).toMatchObject({
    type: 'http',
    scheme: 'bearer',
  });
  expect(document.components.securitySchemes.identitySession).toMatchObject({
    type: 'apiKey',
    in: 'cookie',
  });
});

test('every declared endpoint is in the document with its security and its error answers', () => {
  for (const endpoint of allEndpoints) {
    const { security, responses } = operation(endpoint.method, endpoint.path);
    const where = `${endpoint.method} ${endpoint.path}`;
    if (endpoint.access === 'public')
      expect(security, where).not.toContainEqual({ bearerAuth: [] });
    else {
      expect(security, where).toEqual([{ bearerAuth: [] }]);
      expect(responses, where).toHaveProperty('401');
    }
    if (endpoint.access === 'admin') expect(responses, where).toHaveProperty('403');
    for (const status of endpoint.refusals ?? []) {
      const error = responses[status]?.content?.['application/json']?.schema?.properties;
      expect(Object.keys(error ?? {}), `${where} ${status}`).toEqual([
        'statusCode',
        'error',
        'message',
        'issues',
      ]);
    }
  }
});

test('the routes that read the identity session say so', () => {
  expect(operation('PUT', '/api/user/:email').security).toEqual([{ identitySession: [] }]);
  expect(operation('GET', '/api/auth/session').security).toEqual([{ identitySession: [] }, {}]);
  expect(operation('GET', '/api/product').security).toEqual([]);
});

test('the upload is a multipart body with a binary field "image"', () => {
  const upload = operation('POST', '/api/images');
  const form = upload.requestBody?.content['multipart/form-data'];
  expect(form?.schema.properties.image).toMatchObject({ type: 'string', format: 'binary' });
  expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  expect(Object.keys(upload.responses)).toEqual(
    expect.arrayContaining(['200', '400', '401', '413', '415']),
  );
});

test('answers without a body declare no content; files declare their type', () => {
  expect(operation('POST', '/api/auth/logout').responses['204']).toEqual({
    description: 'Signed out',
  });
  expect(operation('POST', '/api/me/password').responses['204']?.content).toBeUndefined();
  expect(operation('GET', '/api/auth/google').responses['302']?.content).toBeUndefined();
  expect(operation('GET', '/api/product/:id').responses['304']?.content).toBeUndefined();
  // WebP, or JPEG for the link-preview copy.
  expect(Object.keys(operation('GET', '/images/:file').responses['200']?.content ?? {})).toEqual([
    'image/webp',
    'image/jpeg',
  ]);
});
