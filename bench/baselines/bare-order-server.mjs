// The order baseline: plain node:http and pg doing what placing an order must do at the
// least — take the stock with a conditional update and record the order, in one
// transaction on the same database — with no framework, validation or authentication.
import http from 'node:http';
import pg from 'pg';

const [connectionJson, poolSize, port] = process.argv.slice(2);
const pool = new pg.Pool({ ...JSON.parse(connectionJson), max: Number(poolSize) });

const TAKE_STOCK = `update products set stock = stock - $2, updated_at = now()
  where id = $1 and deleted_at is null and stock >= $2
  returning name, image_url, price_tk`;
const RECORD_ORDER = `insert into orders (user_id, product_id, product_name, product_image,
  unit_price_tk, quantity, total_tk, customer_name, email, phone, address)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`;

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
    const inserted = await client.query(RECORD_ORDER, [
      id,
      body.productId,
      product.name,
      product.image_url,
      product.price_tk,
      body.quantity,
      product.price_tk * body.quantity,
      email,
      email,
      body.phone,
      body.address,
    ]);
    await client.query('commit');
    return [201, { insertedId: inserted.rows[0].id, order: inserted.rows[0] }];
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
