import {
  INACTIVE_STAFF_MESSAGE,
  NOT_STAFF_MESSAGE,
  roleForbiddenMessage,
  SALES_CAR_EDIT_MESSAGE,
} from '@dealership/api/contract'
import { HttpError } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { adminErrorMessage } from '../dataProvider'
import { canRoleAccess, classifyApiError, limitedEditTransform } from './role-rules'

const LEADS = ['contact-messages', 'import-requests', 'sell-requests']
const CATALOG = ['cars', 'brands', 'blogs', 'limited-offers', 'featured-cars', 'uploads']
const ACTIONS = ['list', 'show', 'create', 'edit', 'delete']

describe('canAccess by role', () => {
  it('lets an admin do everything, staff and the audit log included', () => {
    for (const resource of [...CATALOG, ...LEADS, 'staff', 'audit-log'])
      for (const action of ACTIONS) expect(canRoleAccess('admin', resource, action)).toBe(true)
  })

  it('gives an editor the catalogue and no leads, staff or audit log', () => {
    for (const resource of CATALOG)
      for (const action of ACTIONS) expect(canRoleAccess('editor', resource, action)).toBe(true)
    for (const resource of [...LEADS, 'staff', 'audit-log'])
      for (const action of ACTIONS)
        expect(canRoleAccess('editor', resource, action), `${resource} ${action}`).toBe(false)
  })

  it('lets sales work the leads and open cars, but create or delete nothing in the catalogue', () => {
    for (const resource of LEADS) {
      expect(canRoleAccess('sales', resource, 'list')).toBe(true)
      expect(canRoleAccess('sales', resource, 'edit')).toBe(true)
    }
    expect(canRoleAccess('sales', 'cars', 'list')).toBe(true)
    expect(canRoleAccess('sales', 'cars', 'edit')).toBe(true)
    expect(canRoleAccess('sales', 'cars', 'create')).toBe(false)
    expect(canRoleAccess('sales', 'cars', 'delete')).toBe(false)
    expect(canRoleAccess('sales', 'brands', 'list')).toBe(true)
    expect(canRoleAccess('sales', 'brands', 'edit')).toBe(false)
    for (const resource of [
      'featured-cars',
      'limited-offers',
      'blogs',
      'uploads',
      'staff',
      'audit-log',
    ])
      expect(canRoleAccess('sales', resource, 'list'), resource).toBe(false)
  })

  it('refuses unknown roles, resources and prototype names', () => {
    expect(canRoleAccess('owner', 'cars', 'list')).toBe(false)
    expect(canRoleAccess(undefined, 'cars', 'list')).toBe(false)
    expect(canRoleAccess('admin', undefined, 'list')).toBe(false)
    expect(canRoleAccess('admin', 'nonsense', 'list')).toBe(false)
    expect(canRoleAccess('admin', 'constructor', 'list')).toBe(false)
    expect(canRoleAccess('admin', '__proto__', 'list')).toBe(false)
    expect(canRoleAccess('admin', 'cars', 'export')).toBe(false)
  })
})

describe('what an API failure means', () => {
  const forbidden = (error: string) => new HttpError('Failed', 403, { error })

  it('a 401 signs out', () => {
    expect(classifyApiError(new HttpError('User not authenticated', 401))).toBe('signed-out')
  })

  it('a 403 for an account that is not active staff refuses the account', () => {
    expect(classifyApiError(forbidden(NOT_STAFF_MESSAGE))).toBe('refused')
    expect(classifyApiError(forbidden(INACTIVE_STAFF_MESSAGE))).toBe('refused')
    // The data provider rewrites the message but keeps the body.
    const wrapped = new HttpError(
      adminErrorMessage({
        verb: 'fetch',
        resource: 'cars',
        status: 403,
        body: { error: NOT_STAFF_MESSAGE },
      }),
      403,
      { error: NOT_STAFF_MESSAGE },
    )
    expect(classifyApiError(wrapped)).toBe('refused')
  })

  it('a 403 for a role on one call is an ordinary failure', () => {
    expect(classifyApiError(forbidden(roleForbiddenMessage('editor')))).toBe('forbidden')
    expect(classifyApiError(forbidden(SALES_CAR_EDIT_MESSAGE))).toBe('forbidden')
    expect(classifyApiError(new HttpError('Failed', 403, 'plain text'))).toBe('forbidden')
    expect(classifyApiError(new HttpError('Failed', 403, null))).toBe('forbidden')
  })

  it('anything else is neither', () => {
    expect(classifyApiError(new HttpError('Failed', 409, { error: NOT_STAFF_MESSAGE }))).toBe(
      'other',
    )
    expect(classifyApiError(new HttpError('Failed', 500, {}))).toBe('other')
    expect(classifyApiError(new Error('Network'))).toBe('other')
    expect(classifyApiError(null)).toBe('other')
    expect(classifyApiError('403')).toBe('other')
  })

  it('role refusals keep the spec wording of admin errors', () => {
    expect(
      adminErrorMessage({
        verb: 'fetch',
        resource: 'contact-messages',
        status: 403,
        body: { error: roleForbiddenMessage('editor') },
      }),
    ).toBe(
      'Failed to fetch contact messages: Forbidden, Response: Your role (Editor) does not allow this.',
    )
  })
})

describe('limited edits', () => {
  const car = { id: 'c1', brand: 'bmw', price: 100, availability: 'In Stock', awards: ['A'] }

  it('sends the loaded record with only the allowed fields taken from the form', () => {
    const transform = limitedEditTransform(['availability'])
    const form = { ...car, price: 1, brand: 'audi', availability: 'Pre-Order' }
    expect(transform(form, { previousData: car })).toEqual({ ...car, availability: 'Pre-Order' })
  })

  it('falls back to the form data when nothing was loaded', () => {
    const transform = limitedEditTransform(['availability'])
    expect(transform({ availability: 'Pre-Order' })).toEqual({ availability: 'Pre-Order' })
  })
})
