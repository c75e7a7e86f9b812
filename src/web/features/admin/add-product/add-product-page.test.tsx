import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { CategoryWeights } from '../../../../shared/schemas/category-weights.ts';
import { answerRequests, renderInApp, type Call } from '../../../test-support.tsx';
import { AddProductPage } from './add-product-page.tsx';

// The product form's weight, warranty and pictures as the owner meets them; the network
// is answered here, everything between the screen and fetch is the app's own code.

const weights: CategoryWeights = {
  cpu: 500,
  gpu: 2000,
  motherboard: 1500,
  memory: 200,
  storage: 300,
  psu: 2500,
  case: 9000,
  cooler: 1200,
  monitor: 6000,
  other: 1000,
};

let calls: Call[];
let uploads = 0;

beforeEach(() => {
  localStorage.clear();
  uploads = 0;
  calls = answerRequests(({ method, url }) => {
    if (url === '/api/admin/category-weights') return { body: weights };
    if (url === '/api/images' && method === 'POST') {
      uploads += 1;
      const url = `/images/${String(uploads).padStart(32, '0')}.webp`;
      return { body: { success: true, data: { url } } };
    }
    if (url === '/api/products' && method === 'POST') {
      return { status: 201, body: { insertedId: '00000000-0000-4000-8000-000000000001' } };
    }
    return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' } };
  });
});

const added = () => calls.filter((call) => call.url === '/api/products');
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

async function renderForm() {
  renderInApp(<AddProductPage />, '/dashboard/addProduct');
  const form = await screen.findByRole('form', { name: 'New product' });
  const field = (label: string) => within(form).getByLabelText<HTMLInputElement>(label);
  // The category defaults have arrived once the weight shows Accessories' 1000 g.
  await waitFor(() => expect(field('Shipping weight (g)').value).toBe('1000'));
  return { form, field };
}

describe('the product form', () => {
  test('the weight follows the category’s default until the owner types one', async () => {
    const { field } = await renderForm();
    fireEvent.change(field('Product Name'), { target: { value: 'Test Case' } });
    fireEvent.change(field('Price (Tk)'), { target: { value: '5400' } });
    fireEvent.change(field('Category'), { target: { value: 'case' } });
    await waitFor(() => expect(field('Shipping weight (g)').value).toBe('9000'));
    fireEvent.change(field('Shipping weight (g)'), { target: { value: '7400' } });
    fireEvent.change(field('Category'), { target: { value: 'psu' } });
    expect(field('Shipping weight (g)').value).toBe('7400');
  });

  test('without a picture, or with a warranty of 121 months, it names the field and sends nothing', async () => {
    const { form, field } = await renderForm();
    fireEvent.change(field('Warranty (months)'), { target: { value: '121' } });
    fireEvent.submit(form);
    await within(form).findByText('Image is Required');
    within(form).getByText('Warranty must be at most 120 months (10 years)');
    expect(added()).toEqual([]);
  });

  test('says how shoppers will read the warranty', async () => {
    const { form, field } = await renderForm();
    fireEvent.change(field('Warranty (months)'), { target: { value: '12' } });
    fireEvent.change(field('Warranty kind'), { target: { value: 'service' } });
    await within(form).findByText('Shoppers see: 1 year service warranty');
  });

  test('sends the pictures in order, the one made main first, with weight, warranty and availability', async () => {
    const { form, field } = await renderForm();
    fireEvent.change(field('Product Name'), { target: { value: 'Test Case' } });
    fireEvent.change(field('Product Details'), { target: { value: 'A case for the tests.' } });
    fireEvent.change(field('Price (Tk)'), { target: { value: '5400' } });
    fireEvent.change(field('Quantity in stock'), { target: { value: '3' } });
    fireEvent.change(field('Warranty (months)'), { target: { value: '36' } });
    expect(field('Availability').value).toBe('normal');
    fireEvent.change(field('Availability'), { target: { value: 'preorder' } });
    fireEvent.change(field('Product image'), {
      target: { files: [png('front.png'), png('side.png')] },
    });
    const pictures = within(form).getByRole('list', { name: 'Chosen pictures' });
    expect(within(pictures).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(form).getByRole('button', { name: 'Make picture 2 the main picture' }));
    // Picture 1 is now the one that was second: it has no "make main" button.
    expect(
      within(form).queryByRole('button', { name: 'Make picture 1 the main picture' }),
    ).toBeNull();
    fireEvent.submit(form);
    await waitFor(() => expect(added()).toHaveLength(1));
    expect(added()[0]?.body).toMatchObject({
      name: 'Test Case',
      images: [`/images/${'1'.padStart(32, '0')}.webp`, `/images/${'2'.padStart(32, '0')}.webp`],
      weightGrams: 1000,
      warrantyMonths: 36,
      warrantyKind: 'brand',
      availability: 'preorder',
    });
    // Ready for the next product: emptied, the weight back at the first category's default.
    await waitFor(() => expect(field('Product Name').value).toBe(''));
    expect(field('Shipping weight (g)').value).toBe('1000');
    expect(within(form).queryByRole('list', { name: 'Chosen pictures' })).toBeNull();
  });
});
