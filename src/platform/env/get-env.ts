import 'server-only';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
        .optional(),
    ),
    /** Connections each instance keeps to PostgreSQL (docs/deployment.md sizes it). */
    ACAP_DB_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
    ACAP_DATA_DIR: z.string().trim().min(1).default('.data'),
    ACAP_BASE_URL: optionalText.pipe(z.url().optional()),
    ACAP_AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /**
     * 32 bytes, written as 64 hex digits or in base64: the key of the audit chain's links (HMAC), and of
     * what later stores secrets or phone numbers. Kept out of the database and its backups.
     */
    ACAP_DATA_KEY: optionalText.pipe(
      z
        .string()
        .transform((text) => (/^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64')))
        .refine((key) => key.length === 32, 'must be 32 bytes, written as 64 hex digits or in base64')
        .optional(),
    ),
    /** The key before ACAP_DATA_KEY, while the office rotates it: what was sealed with it still opens. */
    ACAP_DATA_KEY_PREVIOUS: optionalText.pipe(
      z
        .string()
        .transform((text) => (/^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64')))
        .refine((key) => key.length === 32, 'must be 32 bytes, written as 64 hex digits or in base64')
        .optional(),
    ),
    ACAP_ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ACAP_ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
    ACAP_ADMIN_NAME: z.string().trim().min(1).default('Portal administrator'),
    ACAP_PROGRAMME_ABBR: z.string().trim().min(1).default('ACAP'),
    ACAP_SOCIAL_URL: z.url().default('https://www.facebook.com/DA4ACALABARZON'),
    /** Failed sign-ins to one account from one address before each further attempt waits (growing). */
    ACAP_SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    /** Failed sign-ins from one address, whatever the accounts, before each further attempt waits. */
    ACAP_SIGNIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    /** How long failures are remembered, and the longest wait. */
    ACAP_SIGNIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /**
     * Comma-separated addresses or CIDR ranges of the proxies in front of the portal (a load
     * balancer). Only their X-Forwarded-For / -Host / -Proto headers are believed; empty: none.
     */
    ACAP_TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'ACAP_TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas' }),
        ),
      ),
    /** Seeds the labelled sample calendars and recommendations into an empty portal. */
    ACAP_DEMO_DATA: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    /**
     * Whether the portal composes drafts when a 10-day or seasonal issue is stored (decision 063); the
     * office chooses which on the staff screens. `off` for a training copy, and for test servers.
     */
    ACAP_AUTO_DRAFTS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    /**
     * Where texts go (decisions 065, 066): `outbox` keeps them on a staff page, nothing leaves the machine;
     * `semaphore` posts them to Semaphore's API; `webhook` posts them, signed, to ACAP_SMS_WEBHOOK_URL.
     */
    ACAP_SMS_GATEWAY: z.enum(['outbox', 'semaphore', 'webhook'], { error: 'must be outbox, semaphore or webhook' }).default('outbox'),
    /** Days a number that stopped receiving texts is kept before it is erased to the do-not-text list (decision 064). */
    ACAP_SMS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** Semaphore's API key (never logged), its approved sender name, and its API base with the version. */
    ACAP_SEMAPHORE_API_KEY: optionalText,
    ACAP_SEMAPHORE_SENDER: optionalText,
    ACAP_SEMAPHORE_URL: z
      .url()
      .default('https://api.semaphore.co/api/v4')
      .transform((url) => url.replace(/\/+$/, '')),
    /** The generic HTTP gateway: where texts are posted, and the shared secret their signature uses. */
    ACAP_SMS_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
    ACAP_SMS_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** One-time codes the sign-up form may text in an hour, all numbers and networks together: what a crowd of addresses can cost the office. */
    ACAP_SMS_CODES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
    /** Calls a minute the portal makes to the gateway (its rate limit); Semaphore allows 120. */
    ACAP_SMS_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(60),
    /** The bearer secret a two-way provider sends with farmers' texts to POST /api/sms/inbound; unset: inbound is off. */
    ACAP_SMS_INBOUND_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** Comma-separated emails of accounts nobody may change or delete through staff administration. */
    ACAP_PROTECTED_EMAILS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('ACAP_PROTECTED_EMAILS must list email addresses separated by commas'))),
    /** Hours a cyclone advisory counts as current after PAGASA issued it; older ones are marked out of date. */
    ACAP_SPECIAL_VALID_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 14)
      .default(24),
    /**
     * Worker threads that render bulletin PDFs, off the thread that answers requests (decision 040).
     * 0 renders on that thread, as before: a way back should a worker not start where the portal runs.
     */
    ACAP_PDF_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
    /** PAGASA's TenDay API, without `/api/v1` (decision 060); a test's fake server elsewhere. */
    ACAP_PAGASA_API_URL: z
      .url()
      .default('https://tenday.pagasa.dost.gov.ph')
      .transform((url) => url.replace(/\/+$/, '')),
    /** The office's token from PAGASA. Never logged nor sent to a browser. */
    ACAP_PAGASA_API_TOKEN: optionalText,
    /** Minutes between checks of PAGASA's issuance route. */
    ACAP_PAGASA_POLL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /**
     * Comma-separated hosts (`name` or `name:port`) the portal may fetch CAP alerts from when staff start
     * a cyclone advisory from an alert's address (decision 062); empty: only uploaded files are read.
     */
    ACAP_CAP_IMPORT_HOSTS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/,
              'ACAP_CAP_IMPORT_HOSTS must list host names such as bagong.pagasa.dost.gov.ph, separated by commas (no scheme or path)',
            ),
        ),
      ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => env.ACAP_SMS_GATEWAY !== 'semaphore' || Boolean(env.ACAP_SEMAPHORE_API_KEY), {
    message: 'ACAP_SMS_GATEWAY=semaphore needs ACAP_SEMAPHORE_API_KEY',
    path: ['ACAP_SEMAPHORE_API_KEY'],
  })
  .refine((env) => env.ACAP_SMS_GATEWAY !== 'webhook' || (Boolean(env.ACAP_SMS_WEBHOOK_URL) && Boolean(env.ACAP_SMS_WEBHOOK_SECRET)), {
    message: 'ACAP_SMS_GATEWAY=webhook needs ACAP_SMS_WEBHOOK_URL and ACAP_SMS_WEBHOOK_SECRET',
    path: ['ACAP_SMS_WEBHOOK_URL'],
  })
  .refine((env) => Boolean(env.ACAP_ADMIN_EMAIL) === Boolean(env.ACAP_ADMIN_PASSWORD), {
    message: 'ACAP_ADMIN_EMAIL and ACAP_ADMIN_PASSWORD go together: set both or neither',
    path: ['ACAP_ADMIN_EMAIL'],
  });

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Parses the environment once; a bad value stops the process with a list of every problem. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new Error(`The environment is not valid:\n${problems.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}
