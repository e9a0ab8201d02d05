// deploy/Caddyfile as committed, run by Debian's caddy in front of the production
// server. Only its {$...} placeholders change: loopback ports, Caddy's own certificate
// authority instead of Let's Encrypt, no admin endpoint, storage in a temporary folder.
import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect as http2Connect } from 'node:http2'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { freePort } from '../../../scripts/bench/server.mjs'
import { rawAnswer, ROOT, type RawAnswer } from '../support'
import { startDeployServer, type Server } from './server'

const HOST = 'dealership.test'
// Two real clients: Linux routes all of 127.0.0.0/8 to loopback, so a client bound to
// 127.0.0.2 reaches Caddy from another address than one bound to 127.0.0.1.
const CLIENT_A = '127.0.0.1'
const CLIENT_B = '127.0.0.2'
const FORM_RATE_LIMIT = 3

type Ask = {
  method?: string
  headers?: Record<string, string>
  body?: string
  localAddress?: string
}

let dir = ''
let server: Server | null = null
let caddy: ChildProcess | null = null
let caddyLog = ''
let httpPort = 0
let httpsPort = 0
let ca: Buffer

/** One request to Caddy over HTTPS (HTTP/1.1), trusting only the test's own authority. */
function viaCaddy(path: string, ask: Ask = {}): Promise<RawAnswer> {
  return send({ request: httpsRequest, port: httpsPort, ca, servername: HOST }, path, ask)
}

/** The same request to the server itself, bypassing Caddy. */
function direct(path: string, ask: Ask = {}): Promise<RawAnswer> {
  return send({ request: httpRequest, port: Number(new URL(server!.url).port) }, path, ask)
}

/** Where a request goes: over which protocol's `request`, to which port, trusting what. */
type Target = {
  request: typeof httpRequest | typeof httpsRequest
  port: number
  ca?: Buffer
  servername?: string
}

function send(
  { request, ...target }: Target,
  path: string,
  { method = 'GET', headers = {}, body, localAddress }: Ask,
): Promise<RawAnswer> {
  const req = request({
    ...target,
    host: '127.0.0.1',
    localAddress,
    path,
    method,
    headers: { host: HOST, ...headers },
    agent: false,
  })
  req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path} timed out`)))
  return rawAnswer(req, body)
}

async function startCaddy(upstreamPort: number) {
  httpPort = await freePort()
  httpsPort = await freePort()
  const home = join(dir, 'caddy-home')
  caddy = spawn(
    'caddy',
    ['run', '--config', join(ROOT, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        // Certificates, its authority and autosaved config go here, not in a real home.
        HOME: home,
        XDG_DATA_HOME: join(home, 'data'),
        XDG_CONFIG_HOME: join(home, 'config'),
        CADDY_ADMIN: 'off',
        CADDY_BIND: '127.0.0.1',
        CADDY_HTTP_PORT: String(httpPort),
        CADDY_HTTPS_PORT: String(httpsPort),
        CADDY_TLS_ISSUER: 'internal',
        SITE_HOST: HOST,
        UPSTREAM: `127.0.0.1:${upstreamPort}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  caddy.stdout!.on('data', (c: Buffer) => (caddyLog += c.toString()))
  caddy.stderr!.on('data', (c: Buffer) => (caddyLog += c.toString()))
  const rootCert = join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt')
  const deadline = Date.now() + 20_000
  for (;;) {
    if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${caddyLog}`)
    if (existsSync(rootCert)) {
      ca = readFileSync(rootCert)
      // The site's certificate is issued just after the authority is made.
      const ready = await viaCaddy('/healthz').then(
        (r) => r.status === 200,
        () => false,
      )
      if (ready) return
    }
    if (Date.now() > deadline) throw new Error(`caddy did not serve HTTPS:\n${caddyLog}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dir = mkdtempSync(join(tmpdir(), 'dealership-caddy-'))
  server = await startDeployServer(join(dir, 'server'), {
    // What deploy/dealership.service sets: Caddy is the one proxy in front.
    TRUST_PROXY: '1',
    // The suite signs in with the Auth Emulator; behind a proxy that has to be said.
    ALLOW_DEMO_AUTH_ON_NETWORK: 'true',
    FORM_RATE_LIMIT: String(FORM_RATE_LIMIT),
  })
  await startCaddy(Number(new URL(server.url).port))
})

test.afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((r) => caddy!.once('exit', r))
    caddy.kill('SIGTERM')
    await exited
  }
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

test('answers over HTTPS with HTTP/2 and advertises HTTP/3', async () => {
  const home = await viaCaddy('/')
  expect(home.status).toBe(200)
  expect(home.headers['content-type']).toContain('text/html')
  expect(home.body.toString()).toContain('Savanna Luxury Motors')
  expect(home.headers['alt-svc']).toContain(`h3=":${httpsPort}"`)
  expect(caddyLog).toContain('enabling HTTP/3 listener')

  const session = http2Connect(`https://${HOST}:${httpsPort}`, {
    ca,
    host: '127.0.0.1',
    servername: HOST,
  })
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const stream = session.request({ ':path': '/healthz' })
      stream.on('response', (headers) => resolve(Number(headers[':status'])))
      stream.on('error', reject)
      stream.end()
    })
    expect(status).toBe(200)
    expect(session.alpnProtocol).toBe('h2')
  } finally {
    session.close()
  }
})

test('redirects plain HTTP to HTTPS', async () => {
  const res = await send({ request: httpRequest, port: httpPort }, '/cars?make=porsche', {})
  expect(res.status).toBe(308)
  expect(res.headers.location).toMatch(
    new RegExp(`^https://${HOST.replace('.', '\\.')}(:${httpsPort})?/cars\\?make=porsche$`),
  )
})

test('the rate limit counts the real client address, not one the client writes', async () => {
  const post = (n: number, ask: Ask) =>
    viaCaddy('/api/contact-messages', {
      method: 'POST',
      ...ask,
      headers: { 'content-type': 'application/json', ...ask.headers },
      body: JSON.stringify({
        name: `Visitor ${n}`,
        email: `visitor${n}@example.co.ke`,
        subject: 'Sales Inquiry',
        message: 'Through Caddy.',
      }),
    })

  // Client A claims a new address every time: all its posts still count as its own.
  for (let n = 1; n <= FORM_RATE_LIMIT; n++) {
    const res = await post(n, {
      localAddress: CLIENT_A,
      headers: { 'x-forwarded-for': `203.0.113.${n}` },
    })
    expect(res.status, res.body.toString()).toBe(201)
    expect(res.headers['ratelimit-remaining']).toBe(String(FORM_RATE_LIMIT - n))
  }
  const refused = await post(99, {
    localAddress: CLIENT_A,
    headers: { 'x-forwarded-for': '198.51.100.99' },
  })
  expect(refused.status).toBe(429)

  // Client B, another address reaching the same Caddy, has its own count: the server
  // (which only ever sees Caddy's connection) reads the address Caddy forwards.
  const other = await post(100, { localAddress: CLIENT_B })
  expect(other.status, other.body.toString()).toBe(201)
  expect(other.headers['ratelimit-remaining']).toBe(String(FORM_RATE_LIMIT - 1))
  // Claiming to be client B gets client A nowhere.
  const spoof = await post(101, {
    localAddress: CLIENT_A,
    headers: { 'x-forwarded-for': CLIENT_B },
  })
  expect(spoof.status).toBe(429)
})

test('/metrics is refused by Caddy, with or without a token', async () => {
  // The app's own 404 carries its security headers; Caddy's refusal carries none and
  // never reaches the server.
  const appNotFound = await viaCaddy('/no-such-page')
  expect(appNotFound.status).toBe(404)
  expect(appNotFound.headers['x-content-type-options']).toBe('nosniff')

  for (const path of [
    '/metrics',
    '/metrics/',
    '/metrics?format=prometheus',
    '/METRICS',
    '/%6Detrics',
  ]) {
    for (const headers of [{}, { authorization: 'Bearer any-token' }] as Record<string, string>[]) {
      const res = await viaCaddy(path, { headers })
      expect(res.status, path).toBe(404)
      expect(res.body.length, path).toBe(0)
      expect(res.headers['x-content-type-options'], path).toBeUndefined()
      expect(res.headers.server).toBe('Caddy')
    }
  }
})

test('compression and caching headers arrive as the server sent them', async () => {
  const KEPT = ['content-encoding', 'content-type', 'cache-control', 'etag', 'vary'] as const
  const pick = (a: RawAnswer) => Object.fromEntries(KEPT.map((k) => [k, a.headers[k]]))

  // A public page, brotli: same headers and the same page through Caddy as without it.
  const br = { 'accept-encoding': 'br, gzip' }
  const page = await viaCaddy('/', { headers: br })
  const pageDirect = await direct('/', { headers: br })
  expect(page.status).toBe(200)
  expect(page.headers['content-encoding']).toBe('br')
  expect(page.headers['cache-control']).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  )
  expect(page.headers.vary).toMatch(/accept-encoding/i)
  expect(page.headers.etag).toBeTruthy()
  expect(pick(page)).toEqual(pick(pageDirect))
  expect(brotliDecompressSync(page.body).toString()).toBe(
    brotliDecompressSync(pageDirect.body).toString(),
  )

  // Revalidation: the ETag through Caddy gets 304 and no body.
  const again = await viaCaddy('/', { headers: { ...br, 'if-none-match': page.headers.etag! } })
  expect(again.status).toBe(304)
  expect(again.body.length).toBe(0)

  // A fingerprinted script with a gzip copy made by the build: kept forever, bytes untouched.
  const scripts =
    brotliDecompressSync(page.body)
      .toString()
      .match(/\/assets\/[\w.-]+\.js/g) ?? []
  const script = scripts.find((p) => existsSync(join(ROOT, 'site', 'build', 'client', `${p}.gz`)))
  expect(script, 'a compressed script in the page').toBeTruthy()
  const gz = { 'accept-encoding': 'gzip' }
  const asset = await viaCaddy(script!, { headers: gz })
  const assetDirect = await direct(script!, { headers: gz })
  expect(asset.status).toBe(200)
  expect(asset.headers['content-encoding']).toBe('gzip')
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(pick(asset)).toEqual(pick(assetDirect))
  expect(asset.body.equals(assetDirect.body)).toBe(true)
})
