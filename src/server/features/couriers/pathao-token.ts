import { callGateway, field, GatewayError } from '../payments/index.ts';

// Pathao's access token for one instance (decision 056): issued with the password grant,
// renewed an hour before it runs out (or at half its life, if shorter) with the refresh
// token first, and renewed by one request however many callers ask for it at once.

export interface PathaoSignIn {
  /** Pathao's API root, `<base>/aladdin/api/v1`. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  timeoutMs: number;
  /** The clock the token's expiry is read against (tests move it on). */
  now: () => number;
}

export interface PathaoToken {
  access: string;
  refresh: string;
  /** Epoch ms after which the token is refreshed rather than used. */
  refreshAt: number;
}

/** Refresh this long before Pathao's expiry (its tokens live days), or at half-life if sooner. */
const REFRESH_MARGIN_MS = 60 * 60_000;

export class PathaoTokenKeeper {
  private token: PathaoToken | null = null;
  private pending: Promise<PathaoToken> | null = null;

  constructor(private readonly signIn: PathaoSignIn) {}

  /** The kept token, renewed by one request however many callers wait for it. */
  async valid(): Promise<PathaoToken> {
    if (this.token && this.signIn.now() < this.token.refreshAt) return this.token;
    this.pending ??= this.renew().finally(() => {
      this.pending = null;
    });
    this.token = await this.pending;
    return this.token;
  }

  /**
   * Pathao refused `used` (it forgot the token early): the next `valid()` renews it,
   * unless a parallel caller has renewed it already.
   */
  refused(used: PathaoToken): void {
    if (this.token === used) this.token = { ...used, refreshAt: 0 };
  }

  private async renew(): Promise<PathaoToken> {
    if (this.token?.refresh) {
      const refreshed = await this.tokenCall({
        grant_type: 'refresh_token',
        refresh_token: this.token.refresh,
      });
      if (refreshed) return refreshed;
    }
    const issued = await this.tokenCall({
      grant_type: 'password',
      username: this.signIn.username,
      password: this.signIn.password,
    });
    if (!issued) throw new GatewayError('Pathao refused to sign the shop in: check its settings.');
    return issued;
  }

  private async tokenCall(grant: Record<string, string>): Promise<PathaoToken | null> {
    const { body } = await callGateway(
      `${this.signIn.apiUrl}/issue-token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          client_id: this.signIn.clientId,
          client_secret: this.signIn.clientSecret,
          ...grant,
        }),
      },
      this.signIn.timeoutMs,
    );
    const access = field(body, 'access_token');
    if (!access) return null;
    const lifetimeMs = (Number(field(body, 'expires_in')) || 3600) * 1000;
    const margin = Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2);
    return {
      access,
      refresh: field(body, 'refresh_token'),
      refreshAt: this.signIn.now() + lifetimeMs - margin,
    };
  }
}
