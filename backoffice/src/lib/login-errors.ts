// Firebase Auth error codes -> the spec's login messages.
export const LOGIN_MESSAGES = {
  invalidEmail: 'Invalid email format',
  badCredentials: 'Invalid email or password',
  tooMany: 'Too many attempts, please try again later',
  other: 'An error occurred, please try again',
} as const

export function loginErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  switch (code) {
    case 'auth/invalid-email':
      return LOGIN_MESSAGES.invalidEmail
    // invalid-credential: newer projects hide which of the two was wrong.
    case 'auth/user-not-found':
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return LOGIN_MESSAGES.badCredentials
    case 'auth/too-many-requests':
      return LOGIN_MESSAGES.tooMany
    default:
      return LOGIN_MESSAGES.other
  }
}
