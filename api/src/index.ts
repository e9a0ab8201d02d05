// The API package: createApp and what the server and the site need around it. Its other
// entries (package.json's exports) are the contract, for browsers too, and the modules the
// server and the render worker load on their own: configuration, logs, metrics.
export { createApp, type AppType, type CreateAppDeps } from './app/create-app'
export type { ApiEnv } from './http/types'
export { securityHeaders } from './http/security-headers'
export { clientAddress } from './http/client-address'
export type { AuthService, AuthUser } from './auth/service'
export { IMMEDIATE, openDatabase, type Db, type Queryable } from './db/client'
export { parseEnv, usesAuthEmulator, type Env } from './config/env'
export { MailWorker, type MailTransport } from './mail/worker'
export { AlertScheduler } from './resources/saved-searches/alerts.digest'
export {
  paymentsFromEnv,
  startPaymentRounds,
  type Payments,
} from './resources/reservations/reservations.payments'
