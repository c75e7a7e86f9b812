import { describe, expect, test } from 'vitest';
import { pageAddress } from './page-address.ts';

const id = '0b6f3c9e-8d2a-4c1e-9f7a-2e5d4c3b2a10';

describe('the page an address asks for', () => {
  test.each([
    ['/products?category=cpu&utm_source=x&fbclid=y', '/products?category=cpu'],
    [
      '/products?q=SSD&gclid=1&brand=AMD&spec.socket=AM5&brand=Intel&inStock=true&page=2',
      '/products?q=SSD&brand=AMD&spec.socket=AM5&brand=Intel&inStock=true&page=2',
    ],
    // Named as the page reads it: %71 is "q".
    ['/products?%71=ssd&ref', '/products?%71=ssd'],
    ['/?utm_source=x', '/'],
    ['/about?a=1&b=2', '/about'],
    [`/products/${id}?from=mail`, `/products/${id}`],
    [
      `/pc-builder?cpu=${id}&memory=${id},${id}&saved=${id}&x=1`,
      `/pc-builder?cpu=${id}&memory=${id},${id}&saved=${id}`,
    ],
    [`/builder?gpu=${id}&fbclid=z`, `/builder?gpu=${id}`],
    [`/compare?ref=x&ids=${id}`, `/compare?ids=${id}`],
    ['/reset-password?token=abc123&utm_medium=email', '/reset-password?token=abc123'],
    ['/verify-email?token=abc123&utm_medium=email', '/verify-email?token=abc123'],
    ['/track?number=CH-000123&fbclid=x', '/track?number=CH-000123'],
    ['/products', '/products'],
  ])('%s is %s', (url, page) => {
    expect(pageAddress(url)).toBe(page);
  });
});
