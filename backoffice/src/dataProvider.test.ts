import { describe, expect, it } from 'vitest'
import { adminErrorMessage } from './dataProvider'

describe('adminErrorMessage', () => {
  it("follows the spec's shape with the API's message", () => {
    expect(
      adminErrorMessage('delete', 'brands', 409, { error: 'This brand still has 2 car(s).' }),
    ).toBe('Failed to delete brands: Conflict, Response: This brand still has 2 car(s).')
    expect(adminErrorMessage('add', 'limited-offers', 400, { nope: 1 })).toBe(
      'Failed to add limited offers: Bad Request, Response: {"nope":1}',
    )
  })
})
