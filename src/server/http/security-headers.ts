import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export interface TransportOptions {
  /** PUBLIC_URL is https: the shop is always reached over HTTPS, whatever the hop to us. */
  httpsPublicUrl: boolean;
  /** `'sha256-…'` sources of the built page's own inline scripts (inline-scripts.ts). */
  inlineScriptHashes: string[];
}

const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  transport: TransportOptions,
): Promise<void> {
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-inline' and no nonce: only the page's own inline script, by its hash.
        scriptSrc: ["'self'", ...transport.inlineScriptHashes],
        // Toasts and a few components set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Set below, per request.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // Browsers ignore HSTS over plain HTTP, and a shop tried out on http://localhost must
  // not pin itself to HTTPS: send it when PUBLIC_URL is https, or when this request
  // came over HTTPS (TLS here, or X-Forwarded-Proto from a proxy trusted by TRUST_PROXY).
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (transport.httpsPublicUrl || request.protocol === 'https') {
      void reply.header('Strict-Transport-Security', HSTS);
    }
    done();
  });
}

/**
 * The headers helmet sets with these options, worked out once at start: every one of them
 * is the same on every response (no nonce, no per-request directive), and building helmet's
 * middleware for each request, as its Fastify plugin does, cost a few percent of the
 * server's time on every request.
 */
function headersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    // X-Powered-By: Fastify never sets it.
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw new Error('The security headers options are invalid', { cause: error });
  });
  return headers;
}
