import { INACTIVE_STAFF_MESSAGE, NOT_STAFF_MESSAGE } from '@dealership/api/contract'
import { afterEach, describe, expect, it } from 'vitest'
import {
  clearRefusal,
  isRefusal,
  MeError,
  pendingRefusal,
  readMe,
  rememberRefusal,
} from './staff-session'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('/api/me answers', () => {
  it('gives the staff member', async () => {
    const me = { id: 's1', email: 'a@b.c', uid: 'u1', displayName: 'A', role: 'editor' }
    await expect(readMe(json(200, me))).resolves.toEqual(me)
  })

  it('turns a 403 into a refusal carrying the API message', async () => {
    for (const message of [NOT_STAFF_MESSAGE, INACTIVE_STAFF_MESSAGE]) {
      const error = await readMe(json(403, { error: message })).catch((e: unknown) => e)
      expect(isRefusal(error)).toBe(true)
      expect((error as MeError).message).toBe(message)
    }
    const bare = await readMe(new Response('nope', { status: 403 })).catch((e: unknown) => e)
    expect(isRefusal(bare)).toBe(true)
    expect((bare as MeError).message).toMatch(/may not use the back office/)
  })

  it('keeps other failures apart from refusals', async () => {
    const signedOut = await readMe(json(401, { error: 'User not authenticated' })).catch(
      (e: unknown) => e,
    )
    expect(signedOut).toBeInstanceOf(MeError)
    expect((signedOut as MeError).status).toBe(401)
    expect(isRefusal(signedOut)).toBe(false)
    const broken = await readMe(json(500, { error: 'Boom' })).catch((e: unknown) => e)
    expect(isRefusal(broken)).toBe(false)
    expect((broken as MeError).message).toBe('Boom')
    const odd = await readMe(json(200, { hello: 1 })).catch((e: unknown) => e)
    expect(odd).toBeInstanceOf(MeError)
  })
})

describe('the login page refusal', () => {
  afterEach(() => clearRefusal())

  it('is kept for the login page until cleared', () => {
    expect(pendingRefusal()).toBeNull()
    rememberRefusal(NOT_STAFF_MESSAGE)
    expect(pendingRefusal()).toBe(NOT_STAFF_MESSAGE)
    expect(pendingRefusal()).toBe(NOT_STAFF_MESSAGE)
    clearRefusal()
    expect(pendingRefusal()).toBeNull()
  })
})
