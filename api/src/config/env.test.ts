import { describe, expect, it } from 'vitest'
import { dealerInfo } from '../contract/dealer'
import {
  dealerSettingsFromEnv,
  DEV_COOKIE_SECRET,
  EnvError,
  parseEnv,
  usesAuthEmulator,
} from './env'

const SECRET = { SITE_COOKIE_SECRET: 'a-real-deployment-secret-of-32-chars-or-more' }

describe('parseEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBe('./data/dealership.sqlite')
    expect(env.UPLOADS_DIR).toBe('./data/uploads')
    expect(env.FIREBASE_PROJECT_ID).toBe('demo-dealership')
    expect(env.ADMIN_EMAIL).toBe('admin@example.com')
    expect(env.ADMIN_PASSWORD).toBe('dealership-admin')
    expect(env.API_URL).toBeUndefined()
  })

  it('uses the Auth Emulator for demo projects and not for real ones', () => {
    expect(usesAuthEmulator(parseEnv({}))).toBe(true)
    expect(parseEnv({}).FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099')
    expect(usesAuthEmulator(parseEnv({ FIREBASE_PROJECT_ID: 'acme-motors', ...SECRET }))).toBe(
      false,
    )
  })

  it('signs the saved-cars cookie with a secret of its own on a real project', () => {
    expect(parseEnv({}).SITE_COOKIE_SECRET).toBe(DEV_COOKIE_SECRET)
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'acme-motors' })).toThrow(/SITE_COOKIE_SECRET/)
    expect(() => parseEnv({ SITE_COOKIE_SECRET: 'short' })).toThrow(/SITE_COOKIE_SECRET/)
    expect(parseEnv({ FIREBASE_PROJECT_ID: 'acme-motors', ...SECRET }).SITE_COOKIE_SECRET).toBe(
      SECRET.SITE_COOKIE_SECRET,
    )
  })

  it('seeds the dealer settings from DEALER_*, the phone defaulting to the chat number', () => {
    const seed = dealerSettingsFromEnv(parseEnv({ DEALER_WHATSAPP: '254711000111' }))
    expect(seed).toMatchObject({ whatsapp: '254711000111', email: 'sales@example.com' })
    expect(seed.mapUrl).toBeNull()
    const dealer = dealerInfo(seed)
    expect(dealer.telephone).toBe('+254711000111')
    expect(dealer.locality).toBe('Nairobi')
    expect(dealer.openingHours[0]?.days).toHaveLength(5)
    const custom = dealerInfo(
      dealerSettingsFromEnv(
        parseEnv({ DEALER_PHONE: '+254202000000', DEALER_OPENING_HOURS: 'Mo-Sa 08:00-17:00' }),
      ),
    )
    expect(custom.telephone).toBe('+254202000000')
    expect(custom.openingHours).toEqual([
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '08:00',
        closes: '17:00',
      },
    ])
  })

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', SITE_NAME: '  ' }).PORT).toBe(3000)
  })

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DEALER_WHATSAPP', '+254 700 123 456'],
    ['FIREBASE_PROJECT_ID', 'Not A Project'],
    ['API_URL', 'not-a-url'],
    ['ADMIN_EMAIL', 'admin'],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'localhost'],
    ['DEALER_OPENING_HOURS', 'Mon-Fri 9-6'],
    ['DEALER_LATITUDE', '91'],
    ['DEALER_PHONE', '0700123456'],
    ['DEALER_COUNTRY', 'Kenya'],
    ['DEALER_EMAIL', 'sales'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError)
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(name))
  })

  it('wants both Cloudinary settings or neither', () => {
    expect(() => parseEnv({ CLOUDINARY_CLOUD_NAME: 'demo' })).toThrow(/CLOUDINARY_UPLOAD_PRESET/)
    const env = parseEnv({ CLOUDINARY_CLOUD_NAME: 'demo', CLOUDINARY_UPLOAD_PRESET: 'unsigned' })
    expect(env.CLOUDINARY_CLOUD_NAME).toBe('demo')
  })

  it('wants every Daraja setting or none, and an https PUBLIC_URL with them', () => {
    const daraja = {
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'passkey',
      MPESA_CALLBACK_SECRET: 'a-long-callback-secret-0123',
    }
    expect(parseEnv({}).MPESA_CONSUMER_KEY).toBeUndefined()
    expect(() => parseEnv({ MPESA_CONSUMER_KEY: 'key' })).toThrow(/MPESA_PASSKEY: set MPESA_/)
    expect(() => parseEnv({ ...daraja, PUBLIC_URL: 'http://cars.example.co.ke' })).toThrow(
      /PUBLIC_URL: must be the https:\/\/ address Daraja calls back on/,
    )
    expect(() =>
      parseEnv({ ...daraja, MPESA_SHORTCODE: '12', PUBLIC_URL: 'https://cars.example.co.ke' }),
    ).toThrow(/MPESA_SHORTCODE: must be the paybill or till number/)
    const env = parseEnv({
      ...daraja,
      MPESA_ENV: 'production',
      PUBLIC_URL: 'https://cars.example.co.ke',
    })
    expect(env).toMatchObject({ MPESA_ENV: 'production', MPESA_SHORTCODE: '174379' })
    // A callback secret alone (a demo behind a tunnel) is fine.
    expect(parseEnv({ MPESA_CALLBACK_SECRET: 'a-long-callback-secret-0123' }).MPESA_ENV).toBe(
      'sandbox',
    )
  })

  it('trusts no proxy unless TRUST_PROXY says so', () => {
    // A real project: with the emulator a trusted proxy is refused (env-network.test.ts).
    const real = { FIREBASE_PROJECT_ID: 'acme-motors', ...SECRET }
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: 'none' })
    for (const off of ['', 'false', '0', 'off']) {
      expect(parseEnv({ ...real, TRUST_PROXY: off }).TRUST_PROXY).toEqual({ kind: 'none' })
    }
    expect(parseEnv({ ...real, TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 })
    const list = parseEnv({
      ...real,
      TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32',
    }).TRUST_PROXY
    expect(list.kind === 'proxies' && list.proxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
    ])
  })

  it.each(['true', '11', 'proxy.example', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/2'])(
    'refuses TRUST_PROXY=%s with a message naming it',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(EnvError)
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/)
    },
  )
})
