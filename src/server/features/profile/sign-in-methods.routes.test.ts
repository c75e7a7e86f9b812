import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  EMAIL_TAKEN,
  HAS_EMAIL,
  HAS_PASSWORD,
  HAS_PHONE,
  PASSWORD_NEEDS_EMAIL,
  PHONE_TAKEN,
} from '../../../shared/schemas/sign-in-methods.ts';
import { emailVerifications } from '../../db/schema-mailed-links.ts';
import { signUpAs, signUpOwner, uniqueEmail } from '../../test/auth-test-helpers.ts';
import { createListeningApp, type ListeningApp } from '../../test/listening-app.ts';
import { providerEnv, startSmsGateway, type SmsGateway } from '../../test/notice-test-kit.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { VERIFICATION_SUBJECT } from '../email-verification/index.ts';
import { mailedVerificationToken, postVerification } from '../../test/verification-test-helpers.ts';

// A phone account adds an email (mailed link) and a password; an email account adds a phone
// (SMS code) — decision 091 — over real HTTP, against the SMS stand-in and a real SMTP inbox.

let shop: ListeningApp;
let gateway: SmsGateway;
let inbox: SmtpInbox;
let phones = 0;
let clients = 0;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  gateway = await startSmsGateway();
  shop = await createListeningApp({
    // The public address is set: a mailed link needs it.
    env: { ...providerEnv(inbox.url, gateway), TRUST_PROXY: 'true' },
  });
});
afterAll(async () => {
  await shop?.close();
  await gateway?.close();
  await inbox?.close();
});

const newPhone = () => `0181${String(10_000_000 + ++phones).slice(1)}`;
const newClient = () => `10.88.${(++clients >> 8) & 255}.${clients & 255}`;
const sentTo = (phone: string) => gateway.received.filter((sms) => sms.number === `88${phone}`);
const lastCode = (phone: string) => /\b(\d{6})\b/.exec(sentTo(phone).at(-1)?.message ?? '')?.[1];

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method,
    headers: {
      'x-forwarded-for': newClient(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

/** A customer account made by a phone code, as checkout or the login page makes one. */
async function phoneAccount() {
  const phone = newPhone();
  await call('POST', '/api/auth/otp/request', { phone, purpose: 'sign-in' });
  const signedIn = await call('POST', '/api/auth/otp/verify', {
    phone,
    code: lastCode(phone),
    name: 'Karim Phone',
  });
  expect(signedIn.status).toBe(200);
  const user = signedIn.body.user as { _id: string };
  return { phone, token: signedIn.body.token as string, id: user._id };
}

const profile = async (token: string) => (await call('GET', '/api/me', undefined, token)).body;

describe('a phone account adds an email and a password', () => {
  test('the email is the account’s once its mailed link is opened; then a password signs in with it', async () => {
    const account = await phoneAccount();
    const email = uniqueEmail('phone-adds');
    const asked = await call('POST', '/api/me/email', { email }, account.token);
    expect(asked.status).toBe(202);
    const mail = await inbox.mailTo(email, VERIFICATION_SUBJECT);
    expect(mail.text).toContain('add this email address to their');
    // Not the account's until the link is opened: nobody adds an address they do not read.
    expect(await profile(account.token)).toMatchObject({ email: null, phone: account.phone });
    expect(
      (await call('PUT', '/api/me/password', { newPassword: 'a long enough one' }, account.token))
        .body.message,
    ).toBe(PASSWORD_NEEDS_EMAIL);

    const opened = await postVerification(shop.app, await mailedVerificationToken(inbox, email));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ email });
    expect(await profile(account.token)).toMatchObject({
      email,
      phone: account.phone,
      emailVerified: true,
      hasPassword: false,
    });

    const set = await call(
      'PUT',
      '/api/me/password',
      { newPassword: 'mango season' },
      account.token,
    );
    expect(set.status).toBe(204);
    const signIn = await call('POST', '/api/auth/login', { email, password: 'mango season' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ _id: account.id, phone: account.phone });
    const again = await call(
      'PUT',
      '/api/me/password',
      { newPassword: 'other words' },
      account.token,
    );
    expect(again).toMatchObject({ status: 409, body: { message: HAS_PASSWORD } });
  });

  test('an email of another account, an account with an email, or a malformed one: refused, nothing mailed', async () => {
    const account = await phoneAccount();
    const other = await signUpAs(shop.app);
    const taken = await call('POST', '/api/me/email', { email: other.user.email }, account.token);
    expect(taken).toMatchObject({ status: 409, body: { message: EMAIL_TAKEN } });
    const malformed = await call('POST', '/api/me/email', { email: 'not-an-email' }, account.token);
    expect(malformed.status).toBe(400);
    const links = await shop.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, account.id));
    expect(links).toEqual([]);

    const hasOne = await call('POST', '/api/me/email', { email: uniqueEmail() }, other.token);
    expect(hasOne).toMatchObject({ status: 409, body: { message: HAS_EMAIL } });
  });

  test('an address taken by another account before the link is opened is not added twice', async () => {
    const account = await phoneAccount();
    const email = uniqueEmail('raced');
    expect((await call('POST', '/api/me/email', { email }, account.token)).status).toBe(202);
    const token = await mailedVerificationToken(inbox, email);
    await signUpAs(shop.app, { email });
    const opened = await postVerification(shop.app, token);
    expect(opened.statusCode).toBe(409);
    expect(opened.json().message).toBe(EMAIL_TAKEN);
    expect(await profile(account.token)).toMatchObject({ email: null });
  });
});

describe('an email account adds a phone', () => {
  test('the SMS code proves it; the phone then signs in to the same account', async () => {
    const account = await signUpAs(shop.app);
    const phone = newPhone();
    const asked = await call('POST', '/api/me/phone', { phone }, account.token);
    expect(asked).toMatchObject({ status: 202, body: { expiresIn: 300, resendAfter: 60 } });
    expect(sentTo(phone)).toHaveLength(1);
    const wrongCode = lastCode(phone) === '000000' ? '111111' : '000000';
    const wrong = await call('PUT', '/api/me/phone', { phone, code: wrongCode }, account.token);
    expect(wrong.status).toBe(400);
    expect(await profile(account.token)).not.toHaveProperty('phone');

    const added = await call(
      'PUT',
      '/api/me/phone',
      { phone, code: lastCode(phone) },
      account.token,
    );
    expect(added).toMatchObject({ status: 200, body: { email: account.user.email, phone } });

    await call('POST', '/api/auth/otp/request', { phone, purpose: 'sign-in' });
    const byCode = await call('POST', '/api/auth/otp/verify', { phone, code: lastCode(phone) });
    expect(byCode.status).toBe(200);
    expect(byCode.body).toMatchObject({ created: false, user: { _id: account.user._id } });

    const second = await call('POST', '/api/me/phone', { phone: newPhone() }, account.token);
    expect(second).toMatchObject({ status: 409, body: { message: HAS_PHONE } });
  });

  test("another account's phone is refused before any SMS is spent", async () => {
    const holder = await phoneAccount();
    const account = await signUpAs(shop.app);
    const before = sentTo(holder.phone).length;
    const taken = await call('POST', '/api/me/phone', { phone: holder.phone }, account.token);
    expect(taken).toMatchObject({ status: 409, body: { message: PHONE_TAKEN } });
    expect(sentTo(holder.phone)).toHaveLength(before);
    const malformed = await call('POST', '/api/me/phone', { phone: '12345' }, account.token);
    expect(malformed.status).toBe(400);
    const anonymous = await call('POST', '/api/me/phone', { phone: newPhone() });
    expect(anonymous.status).toBe(401);
  });
});

test('staff delete an account that has only a phone, named by its phone', async () => {
  const owner = await signUpOwner(shop.app, shop.database.db);
  const account = await phoneAccount();
  const path = `/api/userDelete/${account.phone}`;
  const deleted = await call('DELETE', path, undefined, owner.token);
  expect(deleted).toMatchObject({ status: 200, body: { deletedCount: 1 } });
  expect((await call('DELETE', path, undefined, owner.token)).status).toBe(404);
});
