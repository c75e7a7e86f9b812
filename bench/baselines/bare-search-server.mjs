// The search baseline: plain node:http and pg running, for each search and suggestion, the
// very statements the shop runs for it (captured by the bench from the shop's own code, see
// bench/lib/search-statements.ts), and answering their rows as JSON. No framework, no
// validation, no cache, no reading of the query: what the database's side of an answer costs
// at this concurrency. `/constant` answers a fixed JSON: the floor of the machine.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const [statementsFile, connectionJson, poolSize, port] = process.argv.slice(2);
const { hole, templates } = JSON.parse(readFileSync(statementsFile, 'utf8'));
const pool = new pg.Pool({ ...JSON.parse(connectionJson), max: Number(poolSize) });
const CONSTANT = Buffer.from(JSON.stringify({ query: 'constant', products: [], categories: [] }));

/** The captured statements' parameters with the request's own value in the hole. */
function filled(params, value) {
  return params.map((param) =>
    String(param) === hole
      ? value
      : typeof param === 'string'
        ? param.replaceAll(hole, value)
        : param,
  );
}

/** A request's template key and its value for the hole (see search-statements.ts). */
function templateOf(url) {
  const q = url.searchParams.get('q') ?? '';
  const maxPrice = url.searchParams.get('maxPrice');
  if (maxPrice !== null) return { key: `${url.pathname} ${q}`, value: maxPrice };
  const number = /[0-9]+$/.exec(q)?.[0] ?? '';
  return { key: `${url.pathname} ${q.slice(0, q.length - number.length)}${hole}`, value: number };
}

async function answer(url) {
  const { key, value } = templateOf(url);
  const statements = templates[key];
  if (!statements) return undefined;
  let rows = [];
  for (const statement of statements) {
    // Named as the shop names it: parsed and planned once per connection, as the shop's is.
    const config = { text: statement.text, values: filled(statement.params, value) };
    if (statement.name) config.name = statement.name;
    rows = (await pool.query(config)).rows;
  }
  return rows;
}

http
  .createServer((request, response) => {
    const url = new URL(request.url, 'http://bare');
    if (url.pathname === '/constant') {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': CONSTANT.length,
      });
      response.end(CONSTANT);
      return;
    }
    answer(url)
      .then((rows) => {
        if (rows === undefined) {
          response.writeHead(404).end();
          return;
        }
        const body = Buffer.from(JSON.stringify(rows));
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-length': body.length,
        });
        response.end(body);
      })
      .catch((error) => response.writeHead(500).end(String(error)));
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
