// The one place configuration is read. Every variable is listed in .env.example with
// its default; a bad value stops the start with a message naming the variable.
import { randomBytes } from 'node:crypto'
import { isAbsolute, resolve } from 'node:path'
import { z } from 'zod'
import {
  COUNTRY_PATTERN,
  DEFAULT_OPENING_HOURS,
  parseOpeningHours,
  TELEPHONE_PATTERN,
  WHATSAPP_PATTERN,
  type DealerSettingsValues,
} from '../contract/dealer'
import { parseTrustProxy } from '../http/client-address'
import { LOG_LEVELS } from '../ops/log'

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optional = z.preprocess(emptyToUndefined, z.string().trim().optional())

/** Signs the site's saved-cars cookie on a laptop; refused with a real Firebase project. */
export const DEV_COOKIE_SECRET = 'dev-only-saved-cars-cookie-secret-change-me'

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    /** Default: 127.0.0.1 with the Auth Emulator (its tokens carry no signature), else 0.0.0.0. */
    HOST: optional,
    /** Serve emulator sign-in on a non-loopback address anyway (never on a real server). */
    ALLOW_DEMO_AUTH_ON_NETWORK: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false', '1', '0'])
        .default('false')
        .transform((v) => v === 'true' || v === '1'),
    ),
    /** The site's public address (https://cars.example.co.ke): secure cookies when https. */
    PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .url()
        .regex(/^https?:\/\//, 'must start with http:// or https://')
        .transform((v) => v.replace(/\/+$/, ''))
        .optional(),
    ),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.string().default('./data/dealership.sqlite')),
    UPLOADS_DIR: z.preprocess(emptyToUndefined, z.string().default('./data/uploads')),
    FIREBASE_PROJECT_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[a-z0-9-]{4,40}$/,
          'must be a Firebase project id (lowercase letters, digits, hyphens)',
        )
        .default('demo-dealership'),
    ),
    FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w.-]+:\d+$/, 'must be host:port, for example 127.0.0.1:9099')
        .optional(),
    ),
    FIREBASE_API_KEY: z.preprocess(emptyToUndefined, z.string().default('demo-api-key')),
    FIREBASE_AUTH_DOMAIN: optional,
    CLOUDINARY_CLOUD_NAME: optional,
    CLOUDINARY_UPLOAD_PRESET: optional,
    /** Cloudinary's upload endpoint base; tests point it at a local stand-in. */
    CLOUDINARY_API_BASE: z.preprocess(
      emptyToUndefined,
      z.string().url().default('https://api.cloudinary.com/v1_1'),
    ),
    // The dealer's details: the first values of the dealer settings, written at the first
    // start; staff then keep them in the console (api/src/resources/dealer-settings).
    DEALER_WHATSAPP: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          WHATSAPP_PATTERN,
          'must be the number in international format, digits only (254712345678)',
        )
        .default('254700123456'),
    ),
    DEALER_STREET_ADDRESS: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(120).default('Waiyaki Way, Westlands'),
    ),
    DEALER_LOCALITY: z.preprocess(emptyToUndefined, z.string().trim().max(60).default('Nairobi')),
    DEALER_REGION: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(60).default('Nairobi County'),
    ),
    DEALER_POSTAL_CODE: z.preprocess(emptyToUndefined, z.string().trim().max(12).default('00800')),
    DEALER_COUNTRY: z.preprocess(
      emptyToUndefined,
      z.string().regex(COUNTRY_PATTERN, 'must be a two-letter country code (KE)').default('KE'),
    ),
    DEALER_LATITUDE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().min(-90).max(90).default(-1.2641),
    ),
    DEALER_LONGITUDE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().min(-180).max(180).default(36.8031),
    ),
    /** The showroom's telephone, + and digits; default: + and DEALER_WHATSAPP. */
    DEALER_PHONE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          TELEPHONE_PATTERN,
          'must be + and the number in international format (+254712345678)',
        )
        .optional(),
    ),
    /** The showroom's public email address. */
    DEALER_EMAIL: z.preprocess(
      emptyToUndefined,
      z.string().email('must be an email address').default('sales@example.com'),
    ),
    /** schema.org's text form: "Mo-Fr 09:00-18:00; Sa 09:00-18:00". */
    DEALER_OPENING_HOURS: z
      .preprocess(emptyToUndefined, z.string().trim().default(DEFAULT_OPENING_HOURS))
      .superRefine((v, ctx) => {
        try {
          parseOpeningHours(v)
        } catch (err) {
          ctx.addIssue({
            code: 'custom',
            message: err instanceof Error ? err.message : String(err),
          })
        }
      }),
    SITE_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default('Savanna Luxury Motors')),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.string().email().default('admin@example.com')),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(6, 'must be at least 6 characters').default('dealership-admin'),
    ),
    // Mail: without SMTP_URL, messages wait in the outbox (the console shows them).
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^smtps?:\/\/[^\s]+$/,
          'must be an smtp:// or smtps:// URL, for example smtp://user:pass@host:587',
        )
        .optional(),
    ),
    /** The hour (0-23, Nairobi time) daily saved-search digests go out. */
    ALERTS_DIGEST_HOUR: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(23).default(7),
    ),
    /** Who is told of every new lead; the demo admin's address when unset. */
    LEAD_ALERT_EMAIL: z.preprocess(emptyToUndefined, z.string().email().optional()),
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z.string().min(3).default('Savanna Luxury Motors <no-reply@example.com>'),
    ),
    /** When set, the site calls the API over HTTP here instead of in process. */
    API_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
    TESTIMONIALS_EMBED_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
    /** The HMAC key of the saved-cars cookie (site/app/lib/garage.server.ts). */
    SITE_COOKIE_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').default(DEV_COOKIE_SECRET),
    ),
    /** Public form posts allowed per client address per window. */
    // The server's page cache (public pages and public API reads): memory in megabytes
    // (0 turns it off) and the longest an entry lives without a write invalidating it.
    PAGE_CACHE_MAX_MB: z.preprocess(emptyToUndefined, z.coerce.number().min(0).default(32)),
    // How far ahead a visitor may book a test drive on a car's page.
    TEST_DRIVE_HORIZON_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(365).default(60),
    ),
    PAGE_CACHE_TTL_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).default(600),
    ),
    // Threads that render pages beside the main one (server/serving/render-pool.ts): a
    // number, or `auto` for one per core but one (1 to 4) in production, none otherwise.
    RENDER_THREADS: z.preprocess(
      emptyToUndefined,
      z.union([z.literal('auto'), z.coerce.number().int().min(0).max(32)]).default('auto'),
    ),
    FORM_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(20)),
    FORM_RATE_WINDOW_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).default(600),
    ),
    // Waiting M-Pesa prompts (cars being reserved) one client may have at once, waiting
    // prompts on one phone number at once, and prompts one number may get in a Nairobi day.
    RESERVATION_HOLDS_PER_CLIENT: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).default(2),
    ),
    RESERVATION_WAITING_PER_PHONE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).default(1),
    ),
    RESERVATION_PROMPTS_PER_PHONE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).default(5),
    ),
    // M-Pesa Express (Daraja) for reservation deposits. Without the keys the server talks
    // to the local Daraja stand-in that `npm start` runs (MPESA_STAND_IN_URL).
    MPESA_ENV: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'production']).default('sandbox')),
    MPESA_CONSUMER_KEY: optional,
    MPESA_CONSUMER_SECRET: optional,
    MPESA_SHORTCODE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d{5,7}$/, 'must be the paybill or till number, 5 to 7 digits')
        .optional(),
    ),
    MPESA_PASSKEY: optional,
    /** The secret path segment of the callback URL Daraja posts to. */
    MPESA_CALLBACK_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{16,}$/,
          'must be at least 16 letters, digits, - or _ (openssl rand -hex 24)',
        )
        .optional(),
    ),
    /** The Daraja stand-in's address; `npm start` sets it when it starts one. */
    MPESA_STAND_IN_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
    /** Extra origins allowed to call the API from a browser (comma separated). */
    CORS_ORIGINS: optional,
    /** The least severe log lines written: info writes one line per request. */
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
    /** Sentry project DSN: unhandled server errors are reported there; off when unset. */
    SENTRY_DSN: z.preprocess(emptyToUndefined, z.string().url().optional()),
    /** The environment and release Sentry files reports under (default: NODE_ENV, none). */
    SENTRY_ENVIRONMENT: optional,
    SENTRY_RELEASE: optional,
    /**
     * A bearer token that lets a scraper off this machine read /metrics; without it only
     * loopback connections that came through no proxy may.
     */
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'must be at least 16 characters (openssl rand -hex 24)').optional(),
    ),
    /** /readyz answers 503 when less disk than this is free for the database or uploads. */
    READY_MIN_FREE_DISK_MB: z.preprocess(emptyToUndefined, z.coerce.number().min(0).default(100)),
    /** Proxies whose X-Forwarded-For to believe: off, a hop count, or addresses/CIDRs. */
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()).transform((v, ctx) => {
      try {
        return parseTrustProxy(v)
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : String(err) })
        return z.NEVER
      }
    }),
  })
  .superRefine((env, ctx) => {
    const mpesa = {
      MPESA_CONSUMER_KEY: env.MPESA_CONSUMER_KEY,
      MPESA_CONSUMER_SECRET: env.MPESA_CONSUMER_SECRET,
      MPESA_SHORTCODE: env.MPESA_SHORTCODE,
      MPESA_PASSKEY: env.MPESA_PASSKEY,
      MPESA_CALLBACK_SECRET: env.MPESA_CALLBACK_SECRET,
    }
    const mpesaSet = Object.values(mpesa).filter(Boolean).length
    if (
      mpesaSet > 0 &&
      (env.MPESA_CONSUMER_KEY || env.MPESA_CONSUMER_SECRET || env.MPESA_PASSKEY)
    ) {
      for (const [name, value] of Object.entries(mpesa)) {
        if (!value)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              'set MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY and MPESA_CALLBACK_SECRET together, or none of them',
          })
      }
      if (!env.PUBLIC_URL?.startsWith('https://'))
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'must be the https:// address Daraja calls back on when MPESA_* keys are set',
        })
    }
    const cloudinary = [env.CLOUDINARY_CLOUD_NAME, env.CLOUDINARY_UPLOAD_PRESET].filter(Boolean)
    if (cloudinary.length === 1) {
      ctx.addIssue({
        code: 'custom',
        path: [env.CLOUDINARY_CLOUD_NAME ? 'CLOUDINARY_UPLOAD_PRESET' : 'CLOUDINARY_CLOUD_NAME'],
        message: 'set both CLOUDINARY_CLOUD_NAME and CLOUDINARY_UPLOAD_PRESET, or neither',
      })
    }
  })

export type Env = Omit<z.infer<typeof envSchema>, 'HOST'> & { HOST: string }

export class EnvError extends Error {}

/**
 * The configuration a process runs with, settled once at its start from what was read:
 * paths resolved from the repository's root, the M-Pesa stand-in's address when the
 * process started one, and the callback's secret (made here when none is set, so the
 * render workers, given this object, send the same callback URL). Nothing writes into
 * it after.
 */
export function settleEnv(
  env: Env,
  { root, standInUrl = null }: { root: string; standInUrl?: string | null },
): Readonly<Env> {
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(root, path))
  return Object.freeze({
    ...env,
    DATABASE_URL: fromRoot(env.DATABASE_URL),
    UPLOADS_DIR: fromRoot(env.UPLOADS_DIR),
    MPESA_STAND_IN_URL: standInUrl ?? env.MPESA_STAND_IN_URL,
    MPESA_CALLBACK_SECRET: env.MPESA_CALLBACK_SECRET ?? randomBytes(24).toString('hex'),
  })
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const parsed = result.data
  // A demo project only exists in the emulator: use it unless told otherwise.
  if (!parsed.FIREBASE_AUTH_EMULATOR_HOST && parsed.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    parsed.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099'
  }
  const emulator = Boolean(parsed.FIREBASE_AUTH_EMULATOR_HOST)
  const env: Env = { ...parsed, HOST: parsed.HOST ?? (emulator ? '127.0.0.1' : '0.0.0.0') }
  if (emulator && env.TRUST_PROXY.kind !== 'none' && !env.ALLOW_DEMO_AUTH_ON_NETWORK) {
    // A proxy on this machine forwards the network to a loopback HOST: listening on
    // loopback then protects nothing.
    throw new EnvError(
      'Invalid configuration:\n  TRUST_PROXY: a proxy in front of the server makes it reachable from ' +
        'the network, but sign-in uses the Firebase Auth Emulator, whose tokens anyone can forge. ' +
        'Use a real Firebase project (FIREBASE_PROJECT_ID without demo-, no ' +
        'FIREBASE_AUTH_EMULATOR_HOST), or set ALLOW_DEMO_AUTH_ON_NETWORK=true for a trusted network only.',
    )
  }
  if (emulator && !isLoopback(env.HOST) && !env.ALLOW_DEMO_AUTH_ON_NETWORK) {
    throw new EnvError(
      `Invalid configuration:\n  HOST: ${env.HOST} is reachable from the network, but sign-in uses the ` +
        'Firebase Auth Emulator, whose tokens anyone can forge. Use a real Firebase project ' +
        '(FIREBASE_PROJECT_ID without demo-, no FIREBASE_AUTH_EMULATOR_HOST), or set ' +
        'ALLOW_DEMO_AUTH_ON_NETWORK=true for a trusted network only.',
    )
  }
  // Anyone can read the default in this repository and sign a cookie with it: a real
  // deployment (a real Firebase project) must bring its own.
  if (!emulator && env.SITE_COOKIE_SECRET === DEV_COOKIE_SECRET) {
    throw new EnvError(
      'Invalid configuration:\n  SITE_COOKIE_SECRET: set a secret of your own (at least 32 random ' +
        'characters, e.g. `openssl rand -base64 32`); the default is for the Auth Emulator only.',
    )
  }
  return env
}

/** The dealer settings' first values (the row the first start writes), from DEALER_*. */
export function dealerSettingsFromEnv(env: Env): DealerSettingsValues {
  return {
    streetAddress: env.DEALER_STREET_ADDRESS,
    locality: env.DEALER_LOCALITY,
    region: env.DEALER_REGION,
    postalCode: env.DEALER_POSTAL_CODE,
    country: env.DEALER_COUNTRY,
    latitude: env.DEALER_LATITUDE,
    longitude: env.DEALER_LONGITUDE,
    telephone: env.DEALER_PHONE ?? `+${env.DEALER_WHATSAPP}`,
    whatsapp: env.DEALER_WHATSAPP,
    email: env.DEALER_EMAIL,
    openingHours: env.DEALER_OPENING_HOURS,
    mapUrl: null,
  }
}

/** Addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  return /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i.test(host)
}

/** The warning printed at every start when emulator sign-in is served beyond loopback. */
export function demoAuthWarning(env: Env): string | null {
  const proxied = env.TRUST_PROXY.kind !== 'none'
  if (!usesAuthEmulator(env) || (isLoopback(env.HOST) && !proxied)) return null
  const where = isLoopback(env.HOST) ? `behind a proxy (TRUST_PROXY)` : `on ${env.HOST}`
  return [
    '!'.repeat(78),
    `WARNING: serving ${where} with the Firebase Auth Emulator (ALLOW_DEMO_AUTH_ON_NETWORK).`,
    'Emulator tokens carry no signature: anyone who can reach this port can forge a',
    'staff sign-in. Use this on a trusted network only, never on a public server.',
    '!'.repeat(78),
  ].join('\n')
}

/** True when sign-in goes to the local Auth Emulator rather than real Firebase. */
export function usesAuthEmulator(env: Env): boolean {
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST)
}
