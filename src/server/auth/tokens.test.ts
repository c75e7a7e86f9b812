import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createTokens, TOKEN_LIFETIME_SECONDS } from './tokens.ts';

const subject = {
  id: randomUUID(),
  email: 'nusrat@example.com',
  tokenVersion: 3,
  sessionId: randomBytes(32).toString('hex'),
};

afterEach(() => {
  vi.useRealTimers();
});

describe('verified tokens kept in memory', () => {
  test('a token verified once is accepted again only until it runs out', async () => {
    const start = new Date('2026-11-22T10:00:00Z');
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const tokens = createTokens(randomBytes(32));
    const token = await tokens.issue(subject);
    const claims = {
      sub: subject.id,
      email: subject.email,
      token_version: 3,
      sid: subject.sessionId,
    };

    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(start.getTime() + (TOKEN_LIFETIME_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    // Past its lifetime and the clock tolerance: refused, though it was accepted before.
    vi.setSystemTime(start.getTime() + (TOKEN_LIFETIME_SECONDS + 6) * 1000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  test('a token altered after it was accepted is checked afresh and refused', async () => {
    const tokens = createTokens(randomBytes(32));
    const token = await tokens.issue(subject);
    expect(await tokens.verify(token)).toBeDefined();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const raised = Buffer.from(JSON.stringify({ ...claims, token_version: 4 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toBeUndefined();
  });

  test('another secret does not accept a token that this one has', async () => {
    const token = await createTokens(randomBytes(32)).issue(subject);
    expect(await createTokens(randomBytes(32)).verify(token)).toBeUndefined();
  });
});
