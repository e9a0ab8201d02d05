import { describe, expect, it } from 'vitest'
import { brandList, totalFromContentRange } from './api.server'
import { pageCsp } from './csp'

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

describe('pageCsp', () => {
  it('allows scripts by nonce only and frames only the review embed', () => {
    const csp = pageCsp('abc', 'https://widgets.example.com/reviews?id=1')
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'")
    expect(csp).toContain('frame-src https://widgets.example.com')
    expect(csp).not.toContain('unsafe-inline')
    expect(pageCsp('abc', null)).toContain("frame-src 'none'")
  })
})
