// The one place configuration is read. Every variable is listed in .env.example with
// its default; a bad value stops the start with a message naming the variable.
import { z } from 'zod'

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optional = z.preprocess(emptyToUndefined, z.string().trim().optional())

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
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
    DEALER_WHATSAPP: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^\d{8,15}$/,
          'must be the number in international format, digits only (254712345678)',
        )
        .default('254700123456'),
    ),
    SITE_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default('Savanna Luxury Motors')),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.string().email().default('admin@example.com')),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(6, 'must be at least 6 characters').default('dealership-admin'),
    ),
    /** When set, the site calls the API over HTTP here instead of in process. */
    API_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
    TESTIMONIALS_EMBED_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
    /** Public form posts allowed per client address per window. */
    FORM_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(20)),
    FORM_RATE_WINDOW_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).default(600),
    ),
    /** Extra origins allowed to call the API from a browser (comma separated). */
    CORS_ORIGINS: optional,
  })
  .superRefine((env, ctx) => {
    const cloudinary = [env.CLOUDINARY_CLOUD_NAME, env.CLOUDINARY_UPLOAD_PRESET].filter(Boolean)
    if (cloudinary.length === 1) {
      ctx.addIssue({
        code: 'custom',
        path: [env.CLOUDINARY_CLOUD_NAME ? 'CLOUDINARY_UPLOAD_PRESET' : 'CLOUDINARY_CLOUD_NAME'],
        message: 'set both CLOUDINARY_CLOUD_NAME and CLOUDINARY_UPLOAD_PRESET, or neither',
      })
    }
  })

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  // A demo project only exists in the emulator: use it unless told otherwise.
  if (!env.FIREBASE_AUTH_EMULATOR_HOST && env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099'
  }
  return env
}

/** True when sign-in goes to the local Auth Emulator rather than real Firebase. */
export function usesAuthEmulator(env: Env): boolean {
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST)
}
