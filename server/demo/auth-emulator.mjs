// Starts the Firebase Auth Emulator (firebase-tools, no Java, no network) unless one
// already answers on the configured host, and creates accounts in it. Used by
// `npm start`, the vitest global setup and the Playwright global setup.
import { spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099'
export const DEFAULT_PROJECT_ID = 'demo-dealership'

/**
 * The emulator configuration for `host`: the committed firebase.json for the default
 * host, otherwise a copy with that host and port (and the hub and logging ports next to
 * it), so a second emulator can run beside the default one.
 */
function configFor(host) {
  if (host === DEFAULT_EMULATOR_HOST) return join(ROOT, 'firebase.json')
  const [name = '127.0.0.1', portText = ''] = host.split(':')
  const port = Number(portText)
  if (!Number.isInteger(port) || port < 1 || port > 65_533) {
    throw new Error(`FIREBASE_AUTH_EMULATOR_HOST must be host:port, not "${host}"`)
  }
  const file = join(tmpdir(), `dealership-firebase-${port}.json`)
  const config = {
    emulators: {
      singleProjectMode: true,
      auth: { host: name, port },
      ui: { enabled: false },
      hub: { host: name, port: port + 1 },
      logging: { host: name, port: port + 2 },
    },
  }
  writeFileSync(file, JSON.stringify(config, null, 2))
  return file
}

async function answers(host) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })
    return res.ok || res.status < 500
  } catch {
    return false
  }
}

/**
 * Makes sure an Auth Emulator answers on `host`. Returns a function that stops the
 * emulator this call started (a no-op when one was already running).
 */
export async function ensureAuthEmulator({
  host = DEFAULT_EMULATOR_HOST,
  projectId = DEFAULT_PROJECT_ID,
  log = (line) => process.stdout.write(line),
  timeoutMs = 90_000,
} = {}) {
  if (await answers(host)) return async () => {}
  const bin = join(ROOT, 'node_modules', '.bin', 'firebase')
  if (!existsSync(bin)) throw new Error('firebase-tools is not installed: run npm install')
  const config = configFor(host)
  const child = spawn(
    bin,
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        // Offline: no update checks, no usage reporting.
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        FIREBASE_CLI_EXPERIMENTS: '',
        CI: process.env.CI ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    },
  )
  let output = ''
  const collect = (chunk) => {
    output += chunk.toString()
    if (output.length > 20_000) output = output.slice(-20_000)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  let exited = false
  child.on('exit', () => (exited = true))

  log('Starting the Firebase Auth Emulator')
  const started = Date.now()
  while (!(await answers(host))) {
    if (exited) throw new Error(`The Auth Emulator exited while starting:\n${output}`)
    if (Date.now() - started > timeoutMs) {
      stopProcessGroup(child)
      throw new Error(`The Auth Emulator did not start within ${timeoutMs / 1000}s:\n${output}`)
    }
    log('.')
    await new Promise((r) => setTimeout(r, 1000))
  }
  log(` ready on ${host} (${Math.round((Date.now() - started) / 1000)}s)\n`)
  return async () => {
    if (exited) return
    const done = new Promise((r) => child.once('exit', r))
    stopProcessGroup(child)
    await Promise.race([done, new Promise((r) => setTimeout(r, 5000))])
  }
}

function stopProcessGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
}

/**
 * Creates an email/password account in the emulator, or leaves the existing one.
 * Returns the account's uid.
 */
export async function ensureEmulatorUser({
  host = DEFAULT_EMULATOR_HOST,
  projectId = DEFAULT_PROJECT_ID,
  email,
  password,
}) {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1`
  // Already there with this password: leave it alone (changing the password would
  // revoke the sessions of everyone signed in as this user).
  const signIn = await fetch(`${base}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })
  if (signIn.ok) return (await signIn.json()).localId
  const signUp = await fetch(`${base}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })
  if (signUp.ok) return (await signUp.json()).localId
  const body = await signUp.json().catch(() => ({}))
  if (body?.error?.message !== 'EMAIL_EXISTS') {
    throw new Error(`Could not create ${email} in the Auth Emulator: ${JSON.stringify(body)}`)
  }
  // Exists already: make sure the password is the configured one.
  const lookup = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  )
  const found = await lookup.json()
  const uid = found?.users?.[0]?.localId
  if (!uid) throw new Error(`Could not look up ${email} in the Auth Emulator`)
  await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, password }),
    },
  )
  return uid
}

/** Signs in with email and password against the emulator and returns the ID token. */
export async function emulatorIdToken({ host = DEFAULT_EMULATOR_HOST, email, password }) {
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )
  const body = await res.json()
  if (!res.ok) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`)
  return body.idToken
}
