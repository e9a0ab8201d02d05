// Firebase is configured from the server's public config (the emulator by default),
// never from values baked into the bundle.
import type { PublicConfig } from '@dealership/api/contract'
import { initializeApp } from 'firebase/app'
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth'
import { asPublicConfig } from '../lib/narrow'

let config: PublicConfig | null = null
let auth: Auth | null = null

export async function loadPublicConfig(): Promise<PublicConfig> {
  const res = await fetch('/api/public-config', { headers: { Accept: 'application/json' } })
  if (!res.ok) throw new Error(`Failed to load the configuration: ${res.status} ${res.statusText}`)
  const config = asPublicConfig(await res.json())
  if (!config)
    throw new Error('Failed to load the configuration: unexpected answer from the server')
  return config
}

export function initFirebase(publicConfig: PublicConfig): Auth {
  if (auth) return auth
  config = publicConfig
  const { apiKey, authDomain, projectId, emulatorHost } = publicConfig.firebase
  const app = initializeApp({ apiKey, authDomain, projectId })
  // initializeAuth rather than getAuth: without the popup/redirect resolver (email and
  // password only), the login page's JavaScript is much smaller.
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] })
  if (emulatorHost) {
    connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true })
  }
  return auth
}

export function firebaseAuth(): Auth {
  if (!auth) throw new Error('Firebase is not initialised')
  return auth
}

export function publicConfig(): PublicConfig {
  if (!config) throw new Error('The configuration is not loaded')
  return config
}
