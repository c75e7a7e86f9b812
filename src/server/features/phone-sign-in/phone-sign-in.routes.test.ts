import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createListeningApp, type ListeningApp } from '../../test/listening-app.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { providerEnv, startSmsGateway, type SmsGateway } from '../../test/notice-test-kit.ts';

// Sign-in by SMS code over real HTTP, against the SMS stand-in (decision 082). Each test
// speaks from its own client address (X-Forwarded-For; the shop trusts its proxy here).

let shop: ListeningApp;
let gateway: SmsGateway;
let inbox: SmtpInbox;
let clients = 0;
let owner: SignedIn | undefined;
// One owner per shop: the tests that need one share it.
const theOwner = async () => (owner ??= await signUpOwner(shop.app, shop.database.db));
let phones = 0;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  gateway = await startSmsGateway();
  shop = await createListeningApp({
    env: { ...providerEnv(inbox.url, gateway), PUBLIC_URL: '', TRUST_PROXY: 'true' },
  });
});
afterAll(async () => {
  await shop?.close();
  await gateway?.close();
  await inbox?.close();
});
beforeEach(() => {
  gateway.mode = 'accept';
});

const newClient = () => `10.46.${(++clients >> 8) & 255}.${clients & 255}`;
const newPhone = () => `0171${String(10_000_000 + ++phones).slice(1)}`;

async function post(path: string, body: unknown, client: string) {
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    cookie: response.headers.get('set-cookie'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

const ask = (phone: string, client: string, purpose = 'sign-in') =>
  post('/api/auth/otp/request', { phone, purpose }, client);
const verify = (body: Record<string, unknown>, client: string) =>
  post('/api/auth/otp/verify', body, client);
const sentTo = (phone: string) => gateway.received.filter((sms) => sms.number === `88${phone}`);
const lastCode = (phone: string) => /\b(\d{6})\b/.exec(sentTo(phone).at(-1)?.message ?? '')?.[1];

describe('asking for a code', () => {
  test('sends one short SMS with a 6-digit code and the shop name, the same answer for any phone', async () => {
    const phone = newPhone();
    const client = newClient();
    const first = await ask(phone, client);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ expiresIn: 300, resendAfter: 60 });
    const [sms] = sentTo(phone);
    expect(sms?.message).toMatch(/^\d{6} is your .+ code\./);
    expect(sms?.message.length).toBeLessThanOrEqual(160);
    // The phone now has an account: the request answers exactly the same.
    await verify({ phone, code: lastCode(phone), name: 'Rahim' }, client);
    const again = await ask(phone, client);
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
  });

  test('reads the phone as checkout does, and refuses a malformed phone or purpose sending nothing', async () => {
    const client = newClient();
    const phone = newPhone();
    const typed = `+880 ${phone.slice(1, 5)}-${phone.slice(5)}`;
    expect((await ask(typed, client)).status).toBe(202);
    expect(sentTo(phone)).toHaveLength(1);
    const before = gateway.received.length;
    const bad = await ask('0123', client);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Bangladeshi|phone/i);
    expect((await ask(newPhone(), client, 'shopping')).status).toBe(400);
    expect(gateway.received.length).toBe(before);
  });

  test('a gateway that is down answers 503 and counts nothing as sent', async () => {
    const phone = newPhone();
    const client = newClient();
    gateway.mode = 'http-500';
    for (let i = 0; i < 6; i += 1) {
      const down = await ask(phone, client);
      expect(down.status).toBe(503);
      expect(down.body.message).toMatch(/could not send the SMS/);
    }
    gateway.mode = 'accept';
    // Six failures later the phone still has its full hour of five.
    expect((await ask(phone, client)).status).toBe(202);
  });
});

describe('signing in with the code', () => {
  test('a new phone asks for a name, then makes a customer account signed in at once', async () => {
    const phone = newPhone();
    const client = newClient();
    await ask(phone, client);
    const code = lastCode(phone);
    const nameless = await verify({ phone, code }, client);
    expect(nameless.status).toBe(400);
    expect(nameless.body.issues).toEqual({ name: 'Name is Required' });
    const made = await verify({ phone, code, name: 'Karim Uddin' }, client);
    expect(made.status).toBe(200);
    expect(made.body.created).toBe(true);
    expect(made.body.user).toMatchObject({
      email: null,
      phone,
      name: 'Karim Uddin',
      role: 'customer',
    });
    expect(made.cookie).toMatch(/ch_session=/);
    // The token works on the caller's own routes: /api/my-orders without an email.
    const orders = await fetch(`${shop.baseUrl}/api/my-orders`, {
      headers: { authorization: `Bearer ${String(made.body.token)}` },
    });
    expect(orders.status).toBe(200);
    expect(await orders.json()).toEqual([]);
  });

  test('a returning phone signs in to the same account', async () => {
    const phone = newPhone();
    const client = newClient();
    await ask(phone, client);
    const first = await verify({ phone, code: lastCode(phone), name: 'Salma' }, client);
    await ask(phone, client);
    const back = await verify({ phone, code: lastCode(phone) }, client);
    expect(back.status).toBe(200);
    expect(back.body.created).toBe(false);
    expect((back.body.user as { _id: string })._id).toBe((first.body.user as { _id: string })._id);
  });

  test('a code works once, a new one voids the old, and the fifth wrong try voids it', async () => {
    const phone = newPhone();
    const client = newClient();
    await ask(phone, client);
    const old = lastCode(phone)!;
    await ask(phone, client);
    const current = lastCode(phone)!;
    if (old !== current) {
      const stale = await verify({ phone, code: old, name: 'A' }, client);
      expect(stale.status).toBe(400);
    }
    expect((await verify({ phone, code: current, name: 'Nadia' }, client)).status).toBe(200);
    const reused = await verify({ phone, code: current }, client);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/expired or was used/);

    await ask(phone, client);
    const live = lastCode(phone)!;
    const wrong = live === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      expect((await verify({ phone, code: wrong }, client)).body.message).toMatch(/not right/);
    }
    expect((await verify({ phone, code: wrong }, client)).body.message).toMatch(/Too many wrong/);
    // Voided: even the right code is refused now.
    expect((await verify({ phone, code: live }, client)).status).toBe(400);
  });

  test('a code of the wrong length is refused naming the field', async () => {
    const answer = await verify({ phone: newPhone(), code: '12345' }, newClient());
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual({ code: 'The code is the 6 digits in the SMS' });
  });

  test('staff cannot sign in by a code alone', async () => {
    const owner = await theOwner();
    const phone = newPhone();
    await shop.database.pool.query('update users set phone = $1 where id = $2', [
      phone,
      owner.user._id,
    ]);
    const client = newClient();
    await ask(phone, client);
    const refused = await verify({ phone, code: lastCode(phone) }, client);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Staff accounts sign in with email and password/);
    expect(refused.cookie).toBeNull();
  });
});

describe('the limits', () => {
  test('per phone 5 an hour: the sixth is a 429 with Retry-After and sends nothing', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i += 1) expect((await ask(phone, newClient())).status).toBe(202);
    const refused = await ask(phone, newClient());
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(sentTo(phone)).toHaveLength(5);
  });

  test('200 requests for one phone and 200 for random phones from one client send what the limits allow', async () => {
    const phone = newPhone();
    const spread = await Promise.all(
      Array.from({ length: 200 }, () => ask(phone, newClient()).then((answer) => answer.status)),
    );
    expect(spread.filter((status) => status === 202)).toHaveLength(5);
    expect(spread.filter((status) => status === 429)).toHaveLength(195);
    expect(sentTo(phone)).toHaveLength(5);

    const client = newClient();
    const before = gateway.received.length;
    const pumped = await Promise.all(
      Array.from({ length: 200 }, () => ask(newPhone(), client).then((answer) => answer.status)),
    );
    expect(pumped.filter((status) => status === 202)).toHaveLength(20);
    expect(gateway.received.length - before).toBe(20);
    // 400 requests at once: room for a shared, busy machine.
  }, 120_000);

  test("the owner's shop-wide hourly cap stops every phone and client", async () => {
    const { rows } = await shop.database.pool.query<{ n: number }>(
      "select count(*)::int as n from phone_code_sends where sent_at > now() - interval '1 hour'",
    );
    const sentSoFar = rows[0]?.n ?? 0;
    await shop.database.pool.query(
      `insert into settings (key, value) values ('phone-codes', $1)
       on conflict (key) do update set value = excluded.value`,
      [JSON.stringify({ hourlyCap: sentSoFar + 2 })],
    );
    expect((await ask(newPhone(), newClient())).status).toBe(202);
    expect((await ask(newPhone(), newClient())).status).toBe(202);
    const capped = await ask(newPhone(), newClient());
    expect(capped.status).toBe(429);
    expect(capped.retryAfter).not.toBeNull();
    await shop.database.pool.query("delete from settings where key = 'phone-codes'");
  });

  test('the owner sets the hourly cap in the settings: 200 by default, validated, staff only', async () => {
    const owner = await theOwner();
    await shop.database.pool.query("delete from settings where key = 'phone-codes'");
    const url = `${shop.baseUrl}/api/admin/phone-code-setting`;
    const as = (init: RequestInit = {}, token = owner.token) =>
      fetch(url, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    expect(await (await as()).json()).toEqual({ hourlyCap: 200 });
    const bad = await as({ method: 'PUT', body: JSON.stringify({ hourlyCap: 0 }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(
      /whole number from 1 to 100000/,
    );
    expect(await (await as()).json()).toEqual({ hourlyCap: 200 });
    const saved = await as({ method: 'PUT', body: JSON.stringify({ hourlyCap: 350 }) });
    expect(await saved.json()).toEqual({ hourlyCap: 350 });
    expect(await (await as()).json()).toEqual({ hourlyCap: 350 });
    expect((await fetch(url)).status).toBe(401);
    await shop.database.pool.query("delete from settings where key = 'phone-codes'");
  });

  test('sends older than a day and codes past their life are forgotten by the next send', async () => {
    const old = newPhone();
    const { pool } = shop.database;
    await pool.query(
      `insert into phone_code_sends (phone, client, sent_at)
       values ($1, 'old-client', now() - interval '25 hours'), ($1, 'old-client', now() - interval '23 hours')`,
      [old],
    );
    await pool.query(
      `insert into phone_codes (phone, code_hash, purpose, expires_at)
       values ($1, 'x:y', 'sign-in', now() - interval '1 second')`,
      [old],
    );
    expect((await ask(newPhone(), newClient())).status).toBe(202);
    const sends = await pool.query<{ age: string }>(
      "select (now() - sent_at > interval '24 hours')::text as age from phone_code_sends where phone = $1",
      [old],
    );
    // The send of 23 hours ago still counts against the phone's day; the older one is gone.
    expect(sends.rows).toEqual([{ age: 'false' }]);
    const codes = await pool.query('select 1 from phone_codes where phone = $1', [old]);
    expect(codes.rowCount).toBe(0);
  });
});
