import type { Config } from '../config.ts';
import { authLimits, type AuthLimits } from './auth-limits.ts';
import type { Db } from '../db/client.ts';
import type { IdentifyCaller } from '../http/access.ts';
import type { SendMail } from '../mail/mailer.ts';
import { createGoogleSignIn, type GoogleSignIn } from './google-oidc.ts';
import { createIdentify } from './identify.ts';
import { configurePasswordWork } from './passwords.ts';
import { transactionCookie, type TransactionCookie } from './oidc-transaction-cookie.ts';
import { sessionCookie, type SessionCookie } from './session-cookie.ts';
import { loadTokenSecret } from './token-secret.ts';
import { createTokens, type Tokens } from './tokens.ts';

/** Everything sign-in needs, built once at start and handed to the routes that use it. */
export interface AuthContext {
  db: Db;
  tokens: Tokens;
  identify: IdentifyCaller;
  session: SessionCookie;
  /** Undefined when Google sign-in is not configured. */
  google: GoogleSignIn | undefined;
  googleTransaction: TransactionCookie;
  /**
   * Whether shoppers are offered sign-in by SMS code: with an SMS gateway, or outside
   * production, where the code goes to the log (decision 082).
   */
  phoneSignIn: boolean;
  adminEmails: readonly string[];
  limits: AuthLimits;
  /** The shop's public address, when configured: its origin is the shop's own. */
  publicUrl: string | undefined;
  /** Verification links and account notices; undefined send: they go to the log. */
  mailer: { send: SendMail | undefined; publicUrl: string | undefined };
}

export async function createAuthContext(
  config: Config,
  db: Db,
  send: SendMail | undefined,
): Promise<AuthContext> {
  configurePasswordWork({
    concurrency: config.PASSWORD_HASH_CONCURRENCY,
    queue: config.PASSWORD_HASH_QUEUE,
  });
  const secret = await loadTokenSecret(db, config.JWT_SECRET);
  const tokens = createTokens(secret);
  // Cookies are marked Secure when the shop is served over HTTPS.
  const secure = Boolean(config.PUBLIC_URL?.startsWith('https:'));
  return {
    db,
    tokens,
    identify: createIdentify(db, tokens),
    session: sessionCookie(secure),
    google: createGoogleSignIn(config),
    googleTransaction: transactionCookie(secret, secure),
    phoneSignIn:
      Boolean(config.SMS_API_URL && config.SMS_API_KEY && config.SMS_SENDER_ID) ||
      config.NODE_ENV !== 'production',
    adminEmails: config.ADMIN_EMAILS,
    limits: authLimits(config.SIGNUP_LIMIT_PER_IP_PER_HOUR),
    publicUrl: config.PUBLIC_URL,
    mailer: { send, publicUrl: config.PUBLIC_URL },
  };
}
