import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { User } from '../../../shared/schemas/auth.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { Review } from '../../../shared/schemas/review.ts';
import { answerRequests, renderInApp, type Answer, type Call } from '../../test-support.tsx';
import { ReviewForm } from './review-form.tsx';

// The review form as a customer meets it: the rules checked before sending, a
// second review starting from the first, and the server's answer where it belongs.

const user: User = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  email: 'karim@example.com',
  name: 'Karim Ahmed',
  role: 'customer',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const product: Product = {
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'Corsair RM750e',
  sku: 'CORSAIR-RM750E',
  slug: 'corsair-rm750e',
  image: '/images/psu.webp',
  images: ['/images/psu.webp'],
  details: 'Power supply',
  price: 11_000,
  regularPrice: null,
  saleEndsAt: null,
  quantity: 9,
  origin: 'China',
  category: 'psu',
  brand: 'Corsair',
  specs: {},
  weightGrams: 1000,
  holdLimit: null,
  warrantyMonths: 0,
  warrantyKind: 'brand',
  rating: { average: 4, count: 1 },
  createdAt: '2026-11-01T00:00:00.000Z',
};
const earlier: Review = {
  _id: '00000000-0000-4000-8000-0000000000r1',
  productId: product._id,
  name: product.name,
  image: product.image,
  userName: user.name,
  email: 'k***@example.com',
  comment: 'Quiet and cool.',
  rating: 4,
  createdAt: '2026-11-10T00:00:00.000Z',
  verifiedPurchase: true,
};

let answer: (call: Call) => Answer;
let calls: Call[];
const onSaved = vi.fn();

beforeEach(() => {
  onSaved.mockReset();
  answer = () => ({ status: 201, body: { success: true, review: earlier } });
  calls = answerRequests((call) => answer(call));
});

function renderForm(previous?: Review) {
  renderInApp(
    <ReviewForm
      product={product}
      user={user}
      earlier={previous}
      onSaved={onSaved}
      onCancel={vi.fn()}
    />,
  );
  const field = (name: string) => screen.getByRole('textbox', { name });
  return {
    phone: field('Phone'),
    comment: field('Comment'),
    stars: (count: number) => screen.getByRole('radio', { name: `${count} of 5 stars` }),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Submit Review' })),
  };
}

const fillIn = (field: HTMLElement, value: string) =>
  fireEvent.change(field, { target: { value } });

describe('the review form', () => {
  test('sends nothing until phone, rating and comment are right', async () => {
    const { phone, stars, submit } = renderForm();
    submit();
    expect(await screen.findByText('Phone is Required')).toBeTruthy();
    expect(screen.getByText('Comment is Required')).toBeTruthy();
    expect(screen.getByText('Rating must be a whole number from 1 to 5')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Rating' }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    fillIn(phone, '01712345678');
    fireEvent.click(stars(4));
    submit();
    await waitFor(() => expect(screen.queryByText('Phone is Required')).toBeNull());
    expect(screen.queryByText('Rating must be a whole number from 1 to 5')).toBeNull();
    expect(screen.getByText('4 of 5 stars · 1 to 5')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test('the comment counts its characters for the customer', () => {
    const { comment } = renderForm();
    expect(screen.getByText('0 of 1000 characters')).toBeTruthy();
    fillIn(comment, 'Runs cool');
    expect(screen.getByText('9 of 1000 characters')).toBeTruthy();
    expect(comment.getAttribute('aria-describedby')).toBe(
      screen.getByText('9 of 1000 characters').id,
    );
  });

  test('a second review starts from the first and says it replaces it', () => {
    const { comment, stars, phone } = renderForm(earlier);
    expect(
      screen.getByText('Reviewing again replaces your earlier review of this product.'),
    ).toBeTruthy();
    expect((comment as HTMLTextAreaElement).value).toBe('Quiet and cool.');
    expect((stars(4) as HTMLInputElement).checked).toBe(true);
    expect((stars(5) as HTMLInputElement).checked).toBe(false);
    // The phone is never shown back, so it is asked for again.
    expect((phone as HTMLInputElement).value).toBe('');
  });

  test('a good review is sent with the account and product, thanked for, and closes', async () => {
    const { phone, comment, stars, submit } = renderForm();
    fillIn(phone, '01812345678');
    fireEvent.click(stars(5));
    fillIn(comment, '  Quiet under load.  ');
    submit();

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/reviews',
        body: {
          productId: product._id,
          phone: '01812345678',
          comment: 'Quiet under load.',
          rating: 5,
          name: 'Corsair RM750e',
          image: '/images/psu.webp',
          userName: 'Karim Ahmed',
          email: 'karim@example.com',
        },
      },
    ]);
    expect(await screen.findByText('Thanks for Giving Review')).toBeTruthy();
  });

  test('the server’s field messages go under their fields; other refusals above the button', async () => {
    answer = () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'comment: Say a little more',
        issues: { comment: 'Say a little more' },
      },
    });
    const { phone, comment, stars, submit } = renderForm();
    fillIn(phone, '01812345678');
    fireEvent.click(stars(3));
    fillIn(comment, 'ok');
    submit();
    expect(await screen.findByText('Say a little more')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(comment));
    expect(screen.queryByText('comment: Say a little more')).toBeNull();

    answer = () => ({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Product not found' },
    });
    submit();
    expect((await screen.findByText('Product not found')).getAttribute('role')).toBe('alert');
    // One failure toast for each refusal.
    expect(
      await screen.findAllByText('Opps! Yor Review are not send please try again'),
    ).toHaveLength(2);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
