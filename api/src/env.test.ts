import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv, usesAuthEmulator } from './env'

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
    expect(usesAuthEmulator(parseEnv({ FIREBASE_PROJECT_ID: 'acme-motors' }))).toBe(false)
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
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError)
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(name))
  })

  it('wants both Cloudinary settings or neither', () => {
    expect(() => parseEnv({ CLOUDINARY_CLOUD_NAME: 'demo' })).toThrow(/CLOUDINARY_UPLOAD_PRESET/)
    const env = parseEnv({ CLOUDINARY_CLOUD_NAME: 'demo', CLOUDINARY_UPLOAD_PRESET: 'unsigned' })
    expect(env.CLOUDINARY_CLOUD_NAME).toBe('demo')
  })
})
