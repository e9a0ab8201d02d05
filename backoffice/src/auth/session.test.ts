import { TOKEN_SYNC_MAX_AGE_SECONDS } from '@dealership/api/contract'
import { describe, expect, it } from 'vitest'
import { isFreshToken, isSameOrigin, TOKEN_MAX_AGE_SECONDS } from './session'

describe('token sync guards', () => {
  it('syncs only to the same origin', () => {
    expect(isSameOrigin('/api/session', 'https://dealer.example/admin')).toBe(true)
    expect(isSameOrigin('https://other.example/api/session', 'https://dealer.example/admin')).toBe(
      false,
    )
  })
  it('uses the contract maximum token age', () => {
    expect(TOKEN_MAX_AGE_SECONDS).toBe(TOKEN_SYNC_MAX_AGE_SECONDS)
  })
  it('syncs only tokens under five minutes old', () => {
    const now = Date.parse('2026-11-22T10:00:00Z')
    expect(isFreshToken('Sun, 22 Nov 2026 09:56:00 GMT', now)).toBe(true)
    expect(isFreshToken('Sun, 22 Nov 2026 09:55:00 GMT', now)).toBe(false)
    expect(isFreshToken('garbage', now)).toBe(false)
  })
})
