import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** A courier's webhook secret: long enough not to be guessed. */
const webhookSecret = optionalText.pipe(
  z.string().min(16, 'must be at least 16 characters').optional(),
);

/** A count per period: a whole number from 1 up. */
const limit = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const configSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ message: 'must be a postgres:// URL' }).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  PUBLIC_URL: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  TRUST_PROXY: booleanFlag,
  // An empty database gets the demo shop unless this is false (docs/product.md#clean-start).
  DEMO_DATA: z
    .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
    .default('true')
    .transform((value) => value !== 'false' && value !== '0'),
  // Many customers can share one carrier-NAT address; raise this if they hit it.
  SIGNUP_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // One customer placing more orders than this a minute is a script, not a shopper.
  ORDER_LIMIT_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  // Password hashes and checks (argon2id, ~19 MiB and tens of ms each) run at once, and
  // may wait in line; past both a sign-in gets a 503 with Retry-After. Two suit two cores.
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  // Pictures one account may upload; admins stock the catalogue, customers need a photo.
  UPLOAD_LIMIT_PER_USER_PER_HOUR: limit(10),
  UPLOAD_LIMIT_PER_USER_PER_DAY: limit(30),
  UPLOAD_LIMIT_PER_ADMIN_PER_HOUR: limit(200),
  UPLOAD_LIMIT_PER_ADMIN_PER_DAY: limit(1000),
  // Pictures decoded at once per instance; each can take about 100 MB while it runs.
  IMAGE_DECODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  // Origins (scheme://host[:port]) whose pages may call the API; empty: none but our own.
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https?:\/\/[^/\s?#]+$/i,
            'must be comma-separated origins like https://a.example',
          )
          .transform((origin) => origin.toLowerCase()),
      ),
    ),
  // Outgoing mail (password reset links, order notices): an SMTP server, smtp:// or smtps://, with the
  // sender's address. Without both, the links are written to the log instead.
  SMTP_URL: optionalText.pipe(
    z
      .url({ message: 'must be an smtp:// or smtps:// URL' })
      .regex(/^smtps?:\/\//i, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .max(320)
      .regex(/@/, 'must be an email address, e.g. Circuit Haat <shop@example.com>')
      .optional(),
  ),
  // Order notices by SMS: a Bangladeshi bulk-SMS gateway's HTTP API (docs/deploy.md#sms).
  // Without all three, SMS notices are recorded on the Notices page but not sent.
  SMS_API_URL: optionalText.pipe(
    z
      .url({ message: 'must be an http:// or https:// URL' })
      .regex(/^https?:\/\//i, 'must be an http:// or https:// URL')
      .optional(),
  ),
  SMS_API_KEY: optionalText,
  SMS_SENDER_ID: optionalText.pipe(z.string().max(20, 'must be at most 20 characters').optional()),
  // Online payment gateways (docs/product.md#online-payment). A method is offered at checkout
  // only when all of its settings are set; the README names the sandbox addresses.
  BKASH_BASE_URL: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  BKASH_APP_KEY: optionalText,
  BKASH_APP_SECRET: optionalText,
  BKASH_USERNAME: optionalText,
  BKASH_PASSWORD: optionalText,
  SSLCOMMERZ_BASE_URL: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  SSLCOMMERZ_STORE_ID: optionalText,
  SSLCOMMERZ_STORE_PASSWORD: optionalText,
  // Pathao, the courier (docs/deploy.md#couriers): offered for booking only when all are set.
  // Sandbox: https://courier-api-sandbox.pathao.com; live: https://api-hermes.pathao.com.
  PATHAO_BASE_URL: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  PATHAO_CLIENT_ID: optionalText,
  PATHAO_CLIENT_SECRET: optionalText,
  PATHAO_USERNAME: optionalText,
  PATHAO_PASSWORD: optionalText,
  PATHAO_STORE_ID: optionalText.pipe(
    z.string().regex(/^\d+$/, 'must be the number of a store in Pathao').optional(),
  ),
  // How long an unpaid online order holds its stock before it is cancelled.
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  // How long one call to a gateway may take before it counts as unanswered.
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // How often each instance looks for unpaid online orders past their hold.
  PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Couriers (docs/product.md#couriers, docs/deploy.md#couriers). Steadfast is offered to
  // staff only when all three are set.
  STEADFAST_BASE_URL: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  STEADFAST_API_KEY: optionalText,
  STEADFAST_SECRET_KEY: optionalText,
  // Each courier's secret for its status pushes (features/couriers/webhook-secrets.ts), so
  // a secret given to one courier's panel proves nothing for the other's parcels. The one
  // secret shops set before serves Steadfast alone, as STEADFAST_WEBHOOK_SECRET unset.
  STEADFAST_WEBHOOK_SECRET: webhookSecret,
  PATHAO_WEBHOOK_SECRET: webhookSecret,
  COURIER_WEBHOOK_SECRET: webhookSecret,
  // How often each instance asks the couriers about parcels they have not finished with.
  COURIER_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // How long one call to a courier may take before it counts as unanswered.
  COURIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema>;

/** Rules between settings, checked once each setting is read. */
const checkedConfigSchema = configSchema.superRefine((config, context) => {
  // The same secret in both panels would let either courier's push move the other's parcels.
  const steadfast = config.STEADFAST_WEBHOOK_SECRET ?? config.COURIER_WEBHOOK_SECRET;
  if (config.PATHAO_WEBHOOK_SECRET && config.PATHAO_WEBHOOK_SECRET === steadfast) {
    context.addIssue({
      code: 'custom',
      path: ['PATHAO_WEBHOOK_SECRET'],
      message: 'must differ from Steadfast’s webhook secret: give each courier its own',
    });
  }
});

/** Parses the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
