import { Hono } from 'hono'
import type { PublicConfig } from '../../contract'
import type { ApiEnv } from '../../http/types'
import type { RouteDeps } from '../route-deps'
import { currentDealerSettings } from '../dealer-settings/dealer-settings.repository'

/**
 * What the browser needs to reach Firebase and the image host, and whether cars can be
 * reserved online (M-Pesa is set up); nothing secret.
 */
export function publicConfigRoutes({ db, env, payments }: RouteDeps) {
  const config: Omit<PublicConfig, 'dealerWhatsapp'> = {
    firebase: {
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: env.FIREBASE_PROJECT_ID,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    },
    cloudinary:
      env.CLOUDINARY_CLOUD_NAME && env.CLOUDINARY_UPLOAD_PRESET
        ? { cloudName: env.CLOUDINARY_CLOUD_NAME, uploadPreset: env.CLOUDINARY_UPLOAD_PRESET }
        : null,
    ...(env.CLOUDINARY_CLOUD_NAME ? { cloudinaryApiBase: env.CLOUDINARY_API_BASE } : {}),
    siteName: env.SITE_NAME,
    reservations: payments.daraja !== null,
  }
  return new Hono<ApiEnv>().get('/', (c) =>
    c.json({
      ...config,
      dealerWhatsapp: currentDealerSettings(db, env).whatsapp,
    } satisfies PublicConfig),
  )
}

/** What this file serves: /api/public-config. */
export const routes = { 'public-config': publicConfigRoutes }
