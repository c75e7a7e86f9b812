import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { CALLBACK_PATH, type OidcTransaction } from './google-oidc.ts';

// Long enough to pick an account and type a password on Google's page.
const TRANSACTION_LIFETIME_SECONDS = 10 * 60;
const NAME = 'ch_oidc';
const AUDIENCE = 'circuit-haat/oidc-transaction';

const transactionSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
});

export interface TransactionCookie {
  set(reply: FastifyReply, transaction: OidcTransaction): Promise<void>;
  /** The transaction, when the cookie is present, genuine and unexpired. */
  read(request: FastifyRequest): Promise<OidcTransaction | undefined>;
  clear(reply: FastifyReply): void;
}

/**
 * Keeps a sign-in attempt's state, nonce and PKCE verifier in a short-lived signed
 * cookie rather than in server memory, so the visitor may come back to any instance.
 * SameSite=Lax lets it ride along on the issuer's top-level redirect back to us.
 */
export function transactionCookie(tokenSecret: Uint8Array, secure: boolean): TransactionCookie {
  // A key of its own, so this cookie can never pass as a bearer token or the reverse.
  const key = createHmac('sha256', tokenSecret).update(AUDIENCE).digest();
  const options = { path: CALLBACK_PATH, httpOnly: true, sameSite: 'lax', secure } as const;
  return {
    async set(reply, transaction) {
      const value = await new SignJWT({ ...transaction })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${TRANSACTION_LIFETIME_SECONDS}s`)
        .sign(key);
      reply.setCookie(NAME, value, { ...options, maxAge: TRANSACTION_LIFETIME_SECONDS });
    },
    async read(request) {
      const value = request.cookies[NAME];
      if (!value) return undefined;
      try {
        const { payload } = await jwtVerify(value, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          requiredClaims: ['exp'],
        });
        const parsed = transactionSchema.safeParse(payload);
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    clear(reply) {
      reply.clearCookie(NAME, options);
    },
  };
}
