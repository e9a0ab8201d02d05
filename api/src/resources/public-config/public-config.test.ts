// What the site and the console read of the configuration: GET /api/public-config.
import { describe, expect, it } from 'vitest'
import type { PublicConfig } from '../../contract'
import { makeApp } from '../../../test/helpers'

const { app } = makeApp()

describe('GET /api/public-config', () => {
  it('serves the browser configuration from env', async () => {
    const res = await app.request('/api/public-config')
    const config = (await res.json()) as PublicConfig
    expect(config.firebase.projectId).toBe('demo-dealership')
    expect(config.firebase.authDomain).toBe('demo-dealership.firebaseapp.com')
    expect(config.firebase.emulatorHost).toMatch(/:\d+$/)
    expect(config.cloudinary).toBeNull()
    expect(config.siteName).toBeTruthy()
    expect(config.dealerWhatsapp).toMatch(/^\d+$/)
    // No Daraja keys and no stand-in: the site offers no online reservation.
    expect(config.reservations).toBe(false)
  })

  it('says reservations are on once M-Pesa is set up', async () => {
    const other = makeApp({ env: { MPESA_STAND_IN_URL: 'http://127.0.0.1:9' } })
    const config = (await (await other.app.request('/api/public-config')).json()) as PublicConfig
    expect(config.reservations).toBe(true)
  })

  it('includes cloudinary when both variables are set', async () => {
    const other = makeApp({
      env: { CLOUDINARY_CLOUD_NAME: 'demo', CLOUDINARY_UPLOAD_PRESET: 'cars' },
    })
    const config = (await (await other.app.request('/api/public-config')).json()) as PublicConfig
    expect(config.cloudinary).toEqual({ cloudName: 'demo', uploadPreset: 'cars' })
    expect(config.cloudinaryApiBase).toBe('https://api.cloudinary.com/v1_1')
  })
})
