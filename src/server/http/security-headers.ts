import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
  await app.register(helmet, {
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
  app.addHook('onRequest', async (request, reply) => {
    if (transport.httpsPublicUrl || request.protocol === 'https') {
      void reply.header('Strict-Transport-Security', HSTS);
    }
  });
}
