// The checkout baseline: plain node:http and pg doing what a checkout must do at the
// least — lock the cart's products in id order, check every line, take the stock, and
// record the order, its lines, their stock ledger entries and the first event, in one
// transaction on the same database — with no framework, validation, authentication,
// idempotency key or delivery settings (a fixed charge by weight).
import http from 'node:http';
import pg from 'pg';

const [connectionJson, poolSize, port] = process.argv.slice(2);
const pool = new pg.Pool({ ...JSON.parse(connectionJson), max: Number(poolSize) });

const LOCK = `select id, name, image_url, price_tk, stock, weight_grams from products
  where id = any($1::uuid[]) and deleted_at is null order by id for no key update`;
const TAKE = `update products p set stock = p.stock - m.quantity, updated_at = now()
  from unnest($1::uuid[], $2::int[]) as m(id, quantity) where p.id = m.id
  returning p.id, p.stock`;
const RECORD_ORDER = `insert into orders (user_id, product_id, product_name, product_image,
  unit_price_tk, quantity, total_tk, subtotal_tk, delivery_charge_tk, customer_name,
  contact_name, email, phone, address, district, area, line_count)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
  returning id, number`;
const RECORD_LINES = `insert into order_lines (order_id, line_no, product_id, product_name,
  product_image, unit_price_tk, quantity, line_total_tk, weight_grams)
  select $1, n, id, name, image, price, quantity, price * quantity, weight
  from unnest($2::uuid[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[])
    with ordinality as l(id, name, image, price, quantity, weight, n)`;
const RECORD_LEDGER = `insert into stock_ledger (product_id, change, reason, order_id,
  actor_role, actor_id, stock_after)
  select id, -quantity, 'order', $1, 'customer', $2, stock
  from unnest($3::uuid[], $4::int[], $5::int[]) as m(id, quantity, stock)`;
const RECORD_EVENT = `insert into order_events (order_id, status, actor_role, actor_id)
  values ($1, 'pending', 'customer', $2)`;

function caller(request) {
  const token = (request.headers.authorization ?? '').split(' ')[1] ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return { id: payload.sub, email: payload.email };
}

async function checkout(request, body) {
  const { id: userId, email } = caller(request);
  const ids = body.items.map((item) => item.productId);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const locked = new Map((await client.query(LOCK, [ids])).rows.map((row) => [row.id, row]));
    const short = body.items.filter(
      (item) => (locked.get(item.productId)?.stock ?? 0) < item.quantity,
    );
    if (short.length) {
      await client.query('rollback');
      return [
        409,
        { message: 'Short', lines: short.map((item) => ({ productId: item.productId })) },
      ];
    }
    const lines = body.items.map((item) => ({
      ...locked.get(item.productId),
      quantity: item.quantity,
    }));
    const sorted = [...lines].sort((a, b) => (a.id < b.id ? -1 : 1));
    const taken = await client.query(TAKE, [
      sorted.map((l) => l.id),
      sorted.map((l) => l.quantity),
    ]);
    const after = new Map(taken.rows.map((row) => [row.id, row.stock]));
    const subtotal = lines.reduce((sum, l) => sum + l.price_tk * l.quantity, 0);
    const kg = Math.ceil(lines.reduce((sum, l) => sum + l.weight_grams * l.quantity, 0) / 1000);
    const charge = 150 + 20 * Math.max(0, kg - 1);
    const first = lines[0];
    const units = lines.reduce((sum, l) => sum + l.quantity, 0);
    const order = (
      await client.query(RECORD_ORDER, [
        userId,
        first.id,
        first.name,
        first.image_url,
        first.price_tk,
        units,
        subtotal + charge,
        subtotal,
        charge,
        email,
        body.contact.name,
        email,
        body.contact.phone,
        `${body.address.line}, ${body.address.area}, ${body.address.district}`,
        body.address.district,
        body.address.area,
        lines.length,
      ])
    ).rows[0];
    await client.query(RECORD_LINES, [
      order.id,
      lines.map((l) => l.id),
      lines.map((l) => l.name),
      lines.map((l) => l.image_url),
      lines.map((l) => l.price_tk),
      lines.map((l) => l.quantity),
      lines.map((l) => l.weight_grams),
    ]);
    await client.query(RECORD_LEDGER, [
      order.id,
      userId,
      sorted.map((l) => l.id),
      sorted.map((l) => l.quantity),
      sorted.map((l) => after.get(l.id)),
    ]);
    await client.query(RECORD_EVENT, [order.id, userId]);
    await client.query('commit');
    return [
      201,
      { orderId: order.id, orderNumber: order.number, subtotal, deliveryCharge: charge },
    ];
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
      checkout(request, JSON.parse(Buffer.concat(chunks).toString()))
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
