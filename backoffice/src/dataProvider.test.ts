import { describe, expect, it } from 'vitest'
import { adminErrorMessage } from './dataProvider'

describe('adminErrorMessage', () => {
  it("follows the spec's shape with the API's message", () => {
    expect(
      adminErrorMessage({
        verb: 'delete',
        resource: 'brands',
        status: 409,
        body: { error: 'This brand still has 2 car(s).' },
      }),
    ).toBe('Failed to delete brands: Conflict, Response: This brand still has 2 car(s).')
    expect(
      adminErrorMessage({
        verb: 'add',
        resource: 'limited-offers',
        status: 400,
        body: { nope: 1 },
      }),
    ).toBe('Failed to add limited offers: Bad Request, Response: {"nope":1}')
  })
})
