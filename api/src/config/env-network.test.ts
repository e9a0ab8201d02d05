// Emulator sign-in (unsigned tokens) must never be reachable from a network by accident.
import { describe, expect, it } from 'vitest'
import { demoAuthWarning, EnvError, parseEnv } from './env'

/** A real project brings its own cookie secret (the default is refused). */
const SECRET = { SITE_COOKIE_SECRET: 'a-real-deployment-secret-of-32-chars-or-more' }

describe('HOST with the Auth Emulator', () => {
  it('listens on loopback by default with the emulator, on every interface without it', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1')
    expect(parseEnv({ FIREBASE_PROJECT_ID: 'acme-motors', ...SECRET }).HOST).toBe('0.0.0.0')
    expect(demoAuthWarning(parseEnv({}))).toBeNull()
  })

  it.each(['0.0.0.0', '192.168.1.20', '::'])(
    'refuses HOST=%s unless explicitly allowed',
    (host) => {
      expect(() => parseEnv({ HOST: host })).toThrow(EnvError)
      expect(() => parseEnv({ HOST: host })).toThrow(/ALLOW_DEMO_AUTH_ON_NETWORK/)
      const env = parseEnv({ HOST: host, ALLOW_DEMO_AUTH_ON_NETWORK: 'true' })
      expect(env.HOST).toBe(host)
      expect(demoAuthWarning(env)).toMatch(/WARNING: serving on .* with the Firebase Auth Emulator/)
    },
  )

  it('refuses a trusted proxy in front of a loopback HOST unless explicitly allowed', () => {
    // The proxy forwards the network to loopback: the emulator is public all the same.
    expect(() => parseEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a proxy in front/)
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/8' })).toThrow(/ALLOW_DEMO_AUTH_ON_NETWORK/)
    const env = parseEnv({ TRUST_PROXY: '1', ALLOW_DEMO_AUTH_ON_NETWORK: 'true' })
    expect(demoAuthWarning(env)).toMatch(
      /WARNING: serving behind a proxy \(TRUST_PROXY\) with the Firebase Auth Emulator/,
    )
    const real = parseEnv({ FIREBASE_PROJECT_ID: 'acme-motors', TRUST_PROXY: '1', ...SECRET })
    expect(demoAuthWarning(real)).toBeNull()
  })

  it('allows loopback hosts and real projects on any interface without a warning', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1'])
      expect(parseEnv({ HOST: host }).HOST).toBe(host)
    const real = parseEnv({ FIREBASE_PROJECT_ID: 'acme-motors', HOST: '0.0.0.0', ...SECRET })
    expect(demoAuthWarning(real)).toBeNull()
  })

  it('checks PUBLIC_URL and ALLOW_DEMO_AUTH_ON_NETWORK', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://cars.example.co.ke/' }).PUBLIC_URL).toBe(
      'https://cars.example.co.ke',
    )
    expect(() => parseEnv({ PUBLIC_URL: 'cars.example' })).toThrow(/PUBLIC_URL/)
    expect(() => parseEnv({ PUBLIC_URL: 'ftp://cars.example' })).toThrow(/PUBLIC_URL/)
    expect(() => parseEnv({ ALLOW_DEMO_AUTH_ON_NETWORK: 'yes' })).toThrow(
      /ALLOW_DEMO_AUTH_ON_NETWORK/,
    )
  })
})
