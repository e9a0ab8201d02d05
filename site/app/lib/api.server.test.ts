import { describe, expect, it } from 'vitest'
import { totalFromContentRange } from './api.server'

describe('totalFromContentRange', () => {
  it('reads the total after the slash', () => {
    expect(totalFromContentRange('cars 0-23/1234', 24)).toBe(1234)
    expect(totalFromContentRange(null, 7)).toBe(7)
  })
})
