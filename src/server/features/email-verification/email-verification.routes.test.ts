import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  EMAIL_ALREADY_VERIFIED,
  VERIFY_LINK_INVALID,
} from '../../../shared/schemas/email-verification.ts';
import { emailVerifications } from '../../db/schema-mailed-links.ts';
import { tableDigests } from '../../security/table-digests.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { VERIFICATION_SUBJECT } from './verification-mail.ts';
import { mailedVerificationToken, postVerification } from '../../test/verification-test-helpers.ts';

const PUBLIC_URL = 'https://shop.example.com';
let shop: TestApp;
let inbox: SmtpInbox;

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

const profileOf = async (account: SignedIn) =>
  (await shop.app.inject({ method: 'GET', url: '/api/me', headers: account.headers })).json<{
    emailVerified: boolean;
  }>();
const resend = (account: SignedIn) =>
  shop.app.inject({ method: 'POST', url: '/api/me/email-verification', headers: account.headers });

describe('email verification by mailed link', () => {
  test('sign-up mails a link; it proves the email once, and My Profile says so', async () => {
    const account = await signUpAs(shop.app);
    const mail = await inbox.mailTo(account.user.email, VERIFICATION_SUBJECT);
    expect(mail.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect(mail.from).toContain('shop@example.com');
    expect(await profileOf(account)).toMatchObject({ emailVerified: false });

    const token = await mailedVerificationToken(inbox, account.user.email);
    const verified = await postVerification(shop.app, token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: account.user.email });
    expect(await profileOf(account)).toMatchObject({ emailVerified: true });

    const again = await postVerification(shop.app, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: VERIFY_LINK_INVALID,
      issues: { token: VERIFY_LINK_INVALID },
    });
    const resent = await resend(account);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().message).toBe(EMAIL_ALREADY_VERIFIED);
  });

  test('a link older than 48 hours is refused and proves nothing', async () => {
    const account = await signUpAs(shop.app);
    const token = await mailedVerificationToken(inbox, account.user.email);
    await shop.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, account.user._id));
    const late = await postVerification(shop.app, token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(VERIFY_LINK_INVALID);
    expect(await profileOf(account)).toMatchObject({ emailVerified: false });
  });

  test('asking again mails a new link and makes the earlier one useless; a few an hour', async () => {
    const account = await signUpAs(shop.app);
    const first = await mailedVerificationToken(inbox, account.user.email);
    inbox.received.splice(0); // so the next wait sees the new mail
    const asked = await resend(account);
    expect(asked.statusCode).toBe(202);
    const second = await mailedVerificationToken(inbox, account.user.email);
    expect(second).not.toBe(first);
    expect((await postVerification(shop.app, first)).statusCode).toBe(400);

    const statuses = [(await resend(account)).statusCode, (await resend(account)).statusCode];
    const over = await resend(account);
    expect([...statuses, over.statusCode]).toEqual([202, 202, 429]);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    expect((await postVerification(shop.app, second)).statusCode).toBe(400);
  });

  test('bad input is a 400 naming the token, and changes nothing', async () => {
    const before = await tableDigests(shop.database.pool);
    for (const payload of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 'made-up' }]) {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ issues: { token: VERIFY_LINK_INVALID } });
    }
    expect(await tableDigests(shop.database.pool)).toEqual(before);
  });

  test('asking for a link needs a signed-in account', async () => {
    const anonymous = await shop.app.inject({ method: 'POST', url: '/api/me/email-verification' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('email verification without mail configured', () => {
  test('writes the link to the server log at warn level, and it works', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const plain = await createTestApp({ logger: { level: 'warn', stream } });
    try {
      const account = await signUpAs(plain.app);
      const entry = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((logged) => logged.msg.startsWith(`Email verification for ${account.user.email}`));
      expect(entry?.level).toBe(40);
      const token = /\/verify-email\?token=([\w-]+)/.exec(entry?.msg ?? '')?.[1] ?? '';
      expect((await postVerification(plain.app, token)).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
