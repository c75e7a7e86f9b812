import * as client from 'openid-client';
import type { Config } from '../config.ts';

/** What the shop learns from Google (or the configured issuer) about a visitor. */
export interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

/** The secrets of one sign-in attempt, kept in a signed cookie until the visitor returns. */
export interface OidcTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export interface GoogleSignIn {
  redirectUri: string;
  start(returnTo: string): Promise<{ url: URL; transaction: OidcTransaction }>;
  /** Verifies the answer (state, PKCE, ID token and nonce); throws when anything is off. */
  finish(search: string, transaction: OidcTransaction): Promise<GoogleIdentity>;
}

export const CALLBACK_PATH = '/api/auth/google/callback';

/**
 * Google sign-in through the OpenID Connect authorisation-code flow with PKCE,
 * state and nonce. Undefined when Google is not configured. The issuer is
 * discovered on first use (not at start), so the shop starts even while the
 * issuer is unreachable, and a failed discovery is tried again next time.
 */
export function createGoogleSignIn(config: Config): GoogleSignIn | undefined {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config;
  if (!clientId || !clientSecret) return undefined;
  if (!config.PUBLIC_URL) {
    throw new Error(
      'GOOGLE_CLIENT_ID is set but PUBLIC_URL is not: Google sign-in needs the public ' +
        'address of the shop (for example https://shop.example.com) to send visitors back to.',
    );
  }
  const issuer = new URL(config.OIDC_ISSUER);
  const redirectUri = new URL(CALLBACK_PATH, config.PUBLIC_URL).href;

  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(issuer, clientId, clientSecret, undefined, {
        // Plain HTTP is allowed only for an issuer on this machine (the tests' local one).
        execute: [
          ...(isLoopback(issuer) ? [client.allowInsecureRequests] : []),
          // Also check the ID token's signature against the issuer's published keys.
          client.enableNonRepudiationChecks,
        ],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    redirectUri,
    async start(returnTo) {
      const transaction: OidcTransaction = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        returnTo,
      };
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: transaction.state,
        nonce: transaction.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, transaction };
    },
    async finish(search, transaction) {
      // The answer is read as if it arrived at the registered redirect address, which
      // is also what the token request must name.
      const currentUrl = new URL(redirectUri);
      currentUrl.search = search;
      const tokens = await client.authorizationCodeGrant(await configuration(), currentUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The issuer sent no ID token.');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    },
  };
}

function isLoopback(url: URL): boolean {
  const host = url.hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}
