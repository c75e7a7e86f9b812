import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/**
 * Bearer tokens live in localStorage (`accessToken`, docs/product.md#sessions-and-tokens), where a
 * script injected into the page could read them, so they are short-lived; the browser gets a fresh
 * one from its identity session whenever one runs out. See
 * docs/decisions/002-sign-in-and-tokens.md.
 */
export const TOKEN_LIFETIME_SECONDS = 15 * 60;
export const TOKEN_ISSUER = 'circuit-haat';
export const TOKEN_AUDIENCE = 'circuit-haat/api';
// Pinned: a token that names any other algorithm (including "none") is refused.
const ALGORITHM = 'HS256';
const CLOCK_TOLERANCE_SECONDS = 5;
// A few MB at most: enough for every customer active in a quarter of an hour.
const VERIFIED_TOKENS_KEPT = 10_000;

export interface TokenSubject {
  id: string;
  /** Null for a phone account without an email. */
  email: string | null;
  tokenVersion: number;
  /** The identity session the token was issued from (its stored id): ending it revokes the token. */
  sessionId: string;
}

const claimsSchema = z.object({
  sub: z.uuid(),
  email: z.string().nullable(),
  token_version: z.number().int().nonnegative(),
  // A token without one (issued before sessions were named in tokens) is refused; the
  // browser fetches a new one from its session.
  sid: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TokenClaims = z.infer<typeof claimsSchema>;

export interface Tokens {
  issue(subject: TokenSubject): Promise<string>;
  /** The claims of a genuine, unexpired token; undefined for anything else. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

export function createTokens(secret: Uint8Array): Tokens {
  // Imported once: given raw bytes (or a KeyObject), jose imports a WebCrypto key on
  // every call, which cost a tenth of the CPU of placing an order.
  const key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  /**
   * Tokens already verified, until they run out: a browser sends the same token with
   * every request for up to 15 minutes, and the signature check goes through the
   * WebCrypto thread pool, which cost a fifth of the CPU of placing an order. The key is
   * the whole token, so any change to it is a miss and a full check. Only the signature
   * is remembered: whether its session is still open and its user still exists with
   * the same token version is checked in the database on every request (identify.ts),
   * so a sign-out on any instance revokes the token at once.
   */
  const verified = new Map<string, { claims: TokenClaims; validUntil: number }>();
  const remember = (token: string, claims: TokenClaims, exp: number, iat: number) => {
    // Oldest first out: a Map iterates in insertion order.
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    const validUntil = Math.min(exp, iat + TOKEN_LIFETIME_SECONDS) + CLOCK_TOLERANCE_SECONDS;
    verified.set(token, { claims, validUntil });
  };
  return {
    async issue(subject) {
      return new SignJWT({
        email: subject.email,
        token_version: subject.tokenVersion,
        sid: subject.sessionId,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subject.id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() / 1000 <= known.validUntil) return known.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          // No token of ours lives longer, whatever its exp says.
          maxTokenAge: TOKEN_LIFETIME_SECONDS,
          // A little slack for clocks of several instances that disagree slightly.
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return undefined;
        remember(token, claims.data, payload.exp as number, payload.iat as number);
        return claims.data;
      } catch {
        return undefined;
      }
    },
  };
}
