// What every resource's route module gets from createApp.
import type { MiddlewareHandler } from 'hono'
import type { AuthService } from '../auth/service'
import type { Db } from '../db/client'
import type { Env } from '../config/env'
import type { Logger } from '../ops/log'
import type { ApiEnv } from '../http/types'
import type { ShareCards } from '../images/share-cards'
import type { Payments } from './reservations/reservations.payments'

export type RouteDeps = {
  db: Db
  env: Env
  auth: AuthService
  /** Rate limit of the public form posts, one bucket per form. */
  rateLimit: (bucket: string) => MiddlewareHandler<ApiEnv>
  /** The share cards of cars, brands, blog posts and the site (og:image). */
  shareCards: ShareCards
  /** M-Pesa Express for reservation deposits: Daraja, or the local stand-in. */
  payments: Payments
  /** What a route reports beside its answer (a file it could not remove). */
  log: Logger
}
