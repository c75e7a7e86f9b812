// The order baseline: plain node:http and pg doing what placing an order must do at the
// least — take the stock with a conditional update and record the order with its line,
// its stock ledger entry and its first event, in one transaction on the same database —
// with no framework, validation or authentication.
import http from 'node:http';
import pg from 'pg';

const [connectionJson, poolSize, port] = process.argv.slice(2);
const pool = new pg.Pool({ ...JSON.parse(connectionJson), max: Number(poolSize) });

const TAKE_STOCK = `update products set stock = stock - $2, updated_at = now()
  where id = $1 and deleted_at is null and stock >= $2
  returning name, image_url, price_tk, stock`;
const RECORD_ORDER = `insert into orders (user_id, product_id, product_name, product_image,
  unit_price_tk, quantity, total_tk, subtotal_tk, customer_name, contact_name, email, phone,
  address)
  values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $8, $9, $10, $11) returning *`;
const RECORD_LINE = `insert into order_lines (order_id, line_no, product_id, product_name,
  product_image, unit_price_tk, quantity, line_total_tk) values ($1, 1, $2, $3, $4, $5, $6, $7)`;
const RECORD_LEDGER = `insert into stock_ledger (product_id, change, reason, order_id, actor_role,
  actor_id, stock_after) values ($1, $2, 'order', $3, 'customer', $4, $5)`;
const RECORD_EVENT = `insert into order_events (order_id, status, actor_role, actor_id)
  values ($1, 'pending', 'customer', $2)`;

/** The caller's id and email from the bearer token's payload, unverified. */
function caller(request) {
  const token = (request.headers.authorization ?? '').split(' ')[1] ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return { id: payload.sub, email: payload.email };
}

async function placeOrder(request, body) {
  const { id, email } = caller(request);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const taken = await client.query(TAKE_STOCK, [body.productId, body.quantity]);
    const product = taken.rows[0];
    if (!product) {
      await client.query('rollback');
      return [409, { message: 'Out of stock.' }];
    }
    const total = product.price_tk * body.quantity;
    const inserted = await client.query(RECORD_ORDER, [
      id,
      body.productId,
      product.name,
      product.image_url,
      product.price_tk,
      body.quantity,
      total,
      email,
      email,
      body.phone,
      body.address,
    ]);
    const order = inserted.rows[0];
    await client.query(RECORD_LINE, [
      order.id,
      body.productId,
      product.name,
      product.image_url,
      product.price_tk,
      body.quantity,
      total,
    ]);
    await client.query(RECORD_LEDGER, [
      body.productId,
      -body.quantity,
      order.id,
      id,
      product.stock,
    ]);
    await client.query(RECORD_EVENT, [order.id, id]);
    await client.query('commit');
    return [201, { insertedId: order.id, order }];
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

http
  .createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      placeOrder(request, JSON.parse(Buffer.concat(chunks).toString()))
        .then(([status, answer]) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(answer));
        })
        .catch((error) => {
          response.writeHead(500).end(String(error));
        });
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
