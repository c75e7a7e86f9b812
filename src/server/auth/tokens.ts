import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/**
 * Bearer tokens live in localStorage (the spec's `accessToken`), where a script
 * injected into the page could read them, so they are short-lived; the browser
 * gets a fresh one from its identity session whenever one runs out.
 * See docs/decisions/002-sign-in-and-tokens.md.
 */
export const TOKEN_LIFETIME_SECONDS = 15 * 60;
export const TOKEN_ISSUER = 'circuit-haat';
export const TOKEN_AUDIENCE = 'circuit-haat/api';
// Pinned: a token that names any other algorithm (including "none") is refused.
const ALGORITHM = 'HS256';

export interface TokenSubject {
  id: string;
  email: string;
  tokenVersion: number;
}

const claimsSchema = z.object({
  sub: z.uuid(),
  email: z.string(),
  token_version: z.number().int().nonnegative(),
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
  return {
    async issue(subject) {
      return new SignJWT({ email: subject.email, token_version: subject.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subject.id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(await key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          // No token of ours lives longer, whatever its exp says.
          maxTokenAge: TOKEN_LIFETIME_SECONDS,
          // A little slack for clocks of several instances that disagree slightly.
          clockTolerance: 5,
        });
        const claims = claimsSchema.safeParse(payload);
        return claims.success ? claims.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
