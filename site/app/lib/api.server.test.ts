import { describe, expect, it } from 'vitest'
import { brandList, totalFromContentRange } from './api.server'

describe('totalFromContentRange', () => {
  it('reads the total after the slash', () => {
    expect(totalFromContentRange('cars 0-23/1234', 24)).toBe(1234)
    expect(totalFromContentRange(null, 7)).toBe(7)
  })
})

describe('brandList', () => {
  it('accepts a list or an object keyed by brand key', () => {
    const bmw = { key: 'bmw', name: 'BMW' }
    expect(brandList([bmw])).toEqual([bmw])
    expect(brandList({ bmw })).toEqual([bmw])
    expect(brandList(null)).toEqual([])
  })
})
