import { describe, expect, it } from 'vitest'
import { LOGIN_MESSAGES, loginErrorMessage } from './login-errors'

const err = (code: string) => Object.assign(new Error(code), { code })

describe('loginErrorMessage', () => {
  it('maps an invalid email', () => {
    expect(loginErrorMessage(err('auth/invalid-email'))).toBe('Invalid email format')
  })
  it.each([
    'auth/user-not-found',
    'auth/wrong-password',
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
  ])('maps %s to the bad credentials message', (code) => {
    expect(loginErrorMessage(err(code))).toBe('Invalid email or password')
  })
  it('maps too many requests', () => {
    expect(loginErrorMessage(err('auth/too-many-requests'))).toBe(
      'Too many attempts, please try again later',
    )
  })
  it('falls back for anything else', () => {
    expect(loginErrorMessage(err('auth/user-disabled'))).toBe(LOGIN_MESSAGES.other)
    expect(loginErrorMessage(new Error('offline'))).toBe('An error occurred, please try again')
    expect(loginErrorMessage(null)).toBe('An error occurred, please try again')
  })
})
