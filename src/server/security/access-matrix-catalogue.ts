/** The access matrix's entries for the catalogue: products read by everyone, written by staff (see access-matrix.ts). */
import { adminOnly, everyone } from './access-matrix-callers.ts';
import type { MatrixEntry, MatrixFixtures } from './access-matrix.ts';

const q = encodeURIComponent;

const newProduct = (f: MatrixFixtures) => ({
  name: 'Matrix Test Cable',
  details: 'A SATA cable added by the access matrix test.',
  price: 250,
  quantity: 10,
  image: f.imagePath,
});

export const CATALOGUE_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/product': { expected: everyone(200), request: () => ({ path: '/api/product' }) },
  'GET /api/product/facets': {
    expected: everyone(200),
    request: () => ({ path: '/api/product/facets?category=cpu' }),
  },
  'GET /api/search/suggest': {
    expected: everyone(200),
    request: () => ({ path: '/api/search/suggest?q=ryz' }),
  },
  'GET /api/product/:id': {
    expected: everyone(200),
    request: (f) => ({ path: `/api/product/${f.productId}` }),
  },
  'POST /api/builds/check': {
    expected: everyone(200),
    request: () => ({ path: '/api/builds/check', json: { parts: {} } }),
  },
  'POST /api/products': {
    expected: adminOnly(201),
    personal: true,
    request: (f) => ({ path: '/api/products', json: newProduct(f) }),
  },
  'PATCH /api/products/:id': {
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({
      path: `/api/products/${await f.freshProductId()}`,
      json: { price: 275 },
    }),
  },
  'DELETE /api/products/:id': {
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({ path: `/api/products/${await f.freshProductId()}` }),
  },
  'GET /api/deleted-products': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/deleted-products' }),
  },
  'POST /api/products/:id/restore': {
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({ path: `/api/products/${await f.freshDeletedProductId()}/restore` }),
  },
  'GET /api/admin/products/export': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/products/export' }),
  },
  'POST /api/admin/products/import': {
    expected: adminOnly(200),
    personal: true,
    request: () => {
      // A header alone: a dry run of no rows, which changes nothing.
      const form = new FormData();
      form.append('file', new Blob(['sku\n'], { type: 'text/csv' }), 'catalogue.csv');
      return { path: '/api/admin/products/import?dryRun=true', form };
    },
  },
  'POST /api/admin/products/images': {
    expected: adminOnly(200),
    personal: true,
    request: () => {
      // An empty zip (its end record alone): nothing to store, nothing changed.
      const emptyZip = new Uint8Array(22);
      emptyZip.set([0x50, 0x4b, 0x05, 0x06]);
      const form = new FormData();
      form.append('file', new Blob([emptyZip], { type: 'application/zip' }), 'pictures.zip');
      return { path: '/api/admin/products/images', form };
    },
  },
  'GET /api/products/:id/price-history': {
    expected: adminOnly(200),
    personal: true,
    request: (f) => ({ path: `/api/products/${f.productId}/price-history` }),
  },
  'GET /api/manage-products': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/manage-products' }),
  },
  'GET /api/my-products': {
    expected: adminOnly(200),
    personal: true,
    request: (f) => ({ path: `/api/my-products?email=${q(f.adminEmail)}` }),
  },
};
