import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A product's rating is read from product_ratings, kept by triggers on reviews (decision
// 162). The moderation and review tests check what shoppers see; here the kept counts are
// compared with the reviews themselves after writes the routes do one at a time but a busy
// shop does at once: reviews of one product written together, hidden, rewritten, deleted.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
});
afterAll(() => shop.close());

/** Products whose kept rating differs from their shown reviews. */
async function ratingsUnlikeReviews(): Promise<unknown[]> {
  const { rows } = await shop.database.pool.query<Record<string, unknown>>(
    `with counted as (
       select p.id, count(r.id)::int as reviews, coalesce(sum(r.rating), 0)::int as stars
       from products p left join reviews r on r.product_id = p.id and r.hidden_at is null
       group by p.id)
     select c.id, c.reviews, c.stars, k.reviews as kept_reviews, k.stars as kept_stars
     from counted c left join product_ratings k on k.product_id = c.id
     where (c.reviews, c.stars) is distinct from (coalesce(k.reviews, 0), coalesce(k.stars, 0))`,
  );
  return rows;
}

async function reviewOnce(productId: string, rating: number): Promise<string> {
  const { rows } = await shop.database.pool.query<{ id: string }>(
    `insert into reviews (product_id, product_name, product_image, user_name, email, comment, rating)
     select id, name, image_url, 'Shopper', 'shopper@example.com', 'Fine.', $2 from products where id = $1
     returning id`,
    [productId, rating],
  );
  return rows[0]!.id;
}

test('the kept ratings follow reviews written at once, hidden, rewritten and deleted', async () => {
  const { pool } = shop.database;
  expect(await ratingsUnlikeReviews()).toEqual([]);
  const { rows } = await pool.query<{ id: string }>('select id from products limit 1');
  const productId = rows[0]!.id;

  // Twelve reviews of one product on as many connections at once: each must count.
  const ids = await Promise.all(
    Array.from({ length: 12 }, (_, n) => reviewOnce(productId, 1 + (n % 5))),
  );
  expect(await ratingsUnlikeReviews()).toEqual([]);

  await pool.query('update reviews set hidden_at = now() where id = any($1)', [ids.slice(0, 4)]);
  await pool.query('update reviews set rating = 5 where id = any($1)', [ids.slice(2, 8)]);
  await pool.query('update reviews set hidden_at = null where id = $1', [ids[0]]);
  await pool.query(`update reviews set comment = 'Better than fine.' where id = $1`, [ids[9]]);
  expect(await ratingsUnlikeReviews()).toEqual([]);

  await pool.query('delete from reviews where id = any($1)', [ids.slice(1, 10)]);
  expect(await ratingsUnlikeReviews()).toEqual([]);

  const page = await shop.app.inject({ method: 'GET', url: `/api/product/${productId}` });
  const { rows: shown } = await pool.query<{ n: number; average: number }>(
    `select count(*)::int as n, coalesce(avg(rating), 0)::float8 as average
     from reviews where product_id = $1 and hidden_at is null`,
    [productId],
  );
  // The product's answer shows the average to one decimal place.
  expect(page.json()).toMatchObject({
    rating: { count: shown[0]!.n, average: Math.round(shown[0]!.average * 10) / 10 },
  });
});
