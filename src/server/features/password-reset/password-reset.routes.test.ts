import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RESET_LINK_INVALID } from '../../../shared/schemas/password-reset.ts';
import { passwordResets } from '../../db/schema-mailed-links.ts';
import { tableDigests } from '../../security/table-digests.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, tokenFor, uniqueEmail } from '../../test/auth-test-helpers.ts';
import { setRole } from '../users/index.ts';

const PUBLIC_URL = 'https://shop.example.com';
let shop: TestApp;
let inbox: SmtpInbox;
let ip = 0;
const RESET_SUBJECT = 'Set a new password for Circuit Haat';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await createTestApp({
    env: { SMTP_URL: inbox.url, MAIL_FROM: 'Circuit Haat <shop@example.com>', PUBLIC_URL },
  });
});
afterAll(async () => {
  await shop.close();
  await inbox.close();
});

/** Each call from its own address, so the per-IP limits only bite where a test means them to. */
const post = (url: string, payload: unknown, remoteAddress = `10.9.0.${++ip}`) =>
  shop.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const requestReset = (email: string, remoteAddress?: string) =>
  post('/api/auth/password-reset', { email }, remoteAddress);
const confirm = (token: string, password: string) =>
  post('/api/auth/password-reset/confirm', { token, password });
const signIn = (email: string, password: string) => post('/api/auth/login', { email, password });

/** The token in the link of the newest mail to this address. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await inbox.mailTo(email, RESET_SUBJECT);
  const link = /https:\/\/shop\.example\.com\/reset-password\?token=([\w-]+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`No reset link in: ${mail.text}`);
  return link[1];
}

describe('password reset by mailed link', () => {
  test("a staff account's new password is at least 10 characters; the link is not spent by a refusal", async () => {
    const staff = await signUpAs(shop.app, { password: 'old password here' });
    await setRole(shop.database.db, staff.user.email, 'admin');
    expect((await requestReset(staff.user.email)).statusCode).toBe(202);
    const token = await tokenMailedTo(staff.user.email);
    const short = await confirm(token, 'nine char');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: "A staff account's password must be at least 10 characters",
    });
    expect((await confirm(token, 'ten chars!')).statusCode).toBe(204);
    expect((await signIn(staff.user.email, 'ten chars!')).statusCode).toBe(200);
  });

  test("a customer's new password needs only 6 characters", async () => {
    const account = await signUpAs(shop.app, { password: 'old password here' });
    expect((await requestReset(account.user.email)).statusCode).toBe(202);
    expect((await confirm(await tokenMailedTo(account.user.email), 'six ok')).statusCode).toBe(204);
  });

  test('the mailed link sets a new password once, and signs out every session and token', async () => {
    const account = await signUpAs(shop.app, { password: 'old password here' });
    const asked = await requestReset(account.user.email);
    expect(asked.statusCode).toBe(202);
    const token = await tokenMailedTo(account.user.email);
    const mail = await inbox.mailTo(account.user.email, RESET_SUBJECT);
    expect(mail.from).toContain('shop@example.com');

    expect((await confirm(token, 'new password here')).statusCode).toBe(204);
    // The token from before the reset belongs to a closed session now.
    const me = await shop.app.inject({ url: '/api/me', headers: account.headers });
    expect(me.statusCode).toBe(401);
    expect((await signIn(account.user.email, 'old password here')).statusCode).toBe(401);
    const after = await signIn(account.user.email, 'new password here');
    expect(after.statusCode).toBe(200);
    // The link reached the mailbox, so the email is proven as well.
    const cookie = after.cookies.find((c) => c.name.endsWith('ch_session'));
    const bearer = await tokenFor(shop.app, account.user.email, `${cookie?.name}=${cookie?.value}`);
    const profile = await shop.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(profile.json()).toMatchObject({ emailVerified: true });

    const again = await confirm(token, 'another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: RESET_LINK_INVALID,
      issues: { token: RESET_LINK_INVALID },
    });
    expect((await signIn(account.user.email, 'another password')).statusCode).toBe(401);
  });

  test('answers the same for an email with no account, and mails nothing', async () => {
    const account = await signUpAs(shop.app);
    const known = await requestReset(account.user.email);
    const nobody = uniqueEmail('nobody');
    const unknown = await requestReset(nobody);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await inbox.mailTo(account.user.email, RESET_SUBJECT);
    expect(inbox.received.some((m) => m.to.includes(nobody))).toBe(false);
  });

  test('a link older than an hour is refused and changes nothing', async () => {
    const account = await signUpAs(shop.app, { password: 'kept password 1' });
    await requestReset(account.user.email);
    const token = await tokenMailedTo(account.user.email);
    const { db } = shop.database;
    await db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.expiresAt, passwordResets.expiresAt));
    const late = await confirm(token, 'too late password');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(RESET_LINK_INVALID);
    expect((await signIn(account.user.email, 'kept password 1')).statusCode).toBe(200);
  });

  test('asking again makes the earlier link useless', async () => {
    const account = await signUpAs(shop.app);
    await requestReset(account.user.email);
    const first = await tokenMailedTo(account.user.email);
    inbox.received.splice(0); // so the next wait sees the second mail
    await requestReset(account.user.email);
    const second = await tokenMailedTo(account.user.email);
    expect(second).not.toBe(first);
    expect((await confirm(first, 'first link password')).statusCode).toBe(400);
    expect((await confirm(second, 'second link password')).statusCode).toBe(204);
  });

  test('bad input is a 400 naming the field, and changes nothing', async () => {
    const before = await tableDigests(shop.database.pool);
    const badEmail = await post('/api/auth/password-reset', { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(Object.keys(badEmail.json().issues)).toEqual(['email']);
    const short = await confirm('whatever-token', 'short');
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().issues)).toEqual(['password']);
    const noToken = await post('/api/auth/password-reset/confirm', { password: 'long enough 1' });
    expect(Object.keys(noToken.json().issues)).toEqual(['token']);
    expect(await tableDigests(shop.database.pool)).toEqual(before);
  });

  test('asking for one email over and over is limited, whether or not it has an account', async () => {
    const nobody = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await requestReset(nobody)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('password reset without mail configured', () => {
  test('writes the link to the server log at warn level, and it works', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const plain = await createTestApp({ logger: { level: 'warn', stream } });
    try {
      const account = await signUpAs(plain.app);
      const asked = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: account.user.email },
      });
      expect(asked.statusCode).toBe(202);
      const entry = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((logged) => logged.msg.startsWith(`Password reset asked for ${account.user.email}`));
      expect(entry?.level).toBe(40);
      const token = /\/reset-password\?token=([\w-]+)/.exec(entry?.msg ?? '')?.[1] ?? '';
      const reset = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password: 'from the log 123' },
      });
      expect(reset.statusCode).toBe(204);
    } finally {
      await plain.close();
    }
  });
});
