// The authProvider's decisions: who may see what (GET /api/me, asked once per sign-in),
// and which API failures sign the account out. Firebase is replaced by a signed-in stub;
// /api/me answers with real Response objects.
import {
  INACTIVE_STAFF_MESSAGE,
  NOT_STAFF_MESSAGE,
  roleForbiddenMessage,
} from '@dealership/api/contract'
import { HttpError } from 'react-admin'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const signOut = vi.fn(async () => {})
const user = { uid: 'uid-1', email: 'ed@example.com', getIdToken: async () => 'token-1' }
const auth = { currentUser: user as typeof user | null, authStateReady: async () => {} }

vi.mock('firebase/auth', () => ({
  signOut: (...args: unknown[]) => signOut(...(args as [])),
  signInWithEmailAndPassword: vi.fn(),
}))
vi.mock('./auth/firebase', () => ({ firebaseAuth: () => auth }))

const { authProvider } = await import('./authProvider')
const { clearMe, pendingRefusal, clearRefusal, ME_URL } = await import('./auth/staff-session')

let meAnswer: () => Response
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  expect(url).toBe(ME_URL)
  expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1')
  return meAnswer()
})

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const me = (role: string) => () =>
  json(200, { id: 's1', email: 'ed@example.com', uid: 'uid-1', displayName: 'Ed', role })

beforeEach(() => {
  auth.currentUser = user
  clearMe()
  clearRefusal()
  signOut.mockClear()
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const can = (resource: string, action: string) =>
  authProvider.canAccess!({ resource, action } as never)

describe('canAccess', () => {
  it("follows the signed-in member's role, asking /api/me once", async () => {
    meAnswer = me('editor')
    await authProvider.checkAuth({})
    expect(await can('cars', 'create')).toBe(true)
    expect(await can('featured-cars', 'list')).toBe(true)
    expect(await can('contact-messages', 'list')).toBe(false)
    expect(await can('staff', 'list')).toBe(false)
    expect(await authProvider.getPermissions!({})).toBe('editor')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('asks again after a sign-out', async () => {
    meAnswer = me('sales')
    expect(await can('cars', 'create')).toBe(false)
    await authProvider.logout({})
    meAnswer = me('admin')
    expect(await can('cars', 'create')).toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})

describe('checkAuth', () => {
  it('signs out an account that is not staff, keeping the reason for the login page', async () => {
    meAnswer = () => json(403, { error: NOT_STAFF_MESSAGE })
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false })
    expect(signOut).toHaveBeenCalledTimes(1)
    expect(pendingRefusal()).toBe(NOT_STAFF_MESSAGE)
  })

  it('stays signed in when the server cannot answer', async () => {
    meAnswer = () => json(500, { error: 'Boom' })
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined()
    expect(signOut).not.toHaveBeenCalled()
  })

  it('rejects without a Firebase user', async () => {
    auth.currentUser = null
    await expect(authProvider.checkAuth({})).rejects.toThrow('User not authenticated')
  })
})

describe('checkError', () => {
  const failure = (status: number, error: string) =>
    new HttpError(`Failed to fetch cars: ${error}`, status, { error })

  it('signs out a deactivated account, with the reason', async () => {
    await expect(authProvider.checkError(failure(403, INACTIVE_STAFF_MESSAGE))).rejects.toEqual({
      message: false,
    })
    expect(signOut).toHaveBeenCalledTimes(1)
    expect(pendingRefusal()).toBe(INACTIVE_STAFF_MESSAGE)
  })

  it('keeps the session on a role refusal of one call', async () => {
    await expect(
      authProvider.checkError(failure(403, roleForbiddenMessage('sales'))),
    ).resolves.toBeUndefined()
    await expect(authProvider.checkError(failure(409, 'Conflict'))).resolves.toBeUndefined()
    expect(signOut).not.toHaveBeenCalled()
    expect(pendingRefusal()).toBeNull()
  })

  it('sends a 401 back to the login page', async () => {
    await expect(authProvider.checkError(failure(401, 'User not authenticated'))).rejects.toThrow(
      'User not authenticated',
    )
  })
})
