import { describe, expect, it } from 'vitest'
import { wrapPage } from './featured-carousel'

describe('wrapPage', () => {
  it('wraps around at both ends', () => {
    expect(wrapPage(0, 3)).toBe(3)
    expect(wrapPage(4, 3)).toBe(1)
    expect(wrapPage(2, 3)).toBe(2)
    expect(wrapPage(-7, 3)).toBe(2)
    expect(wrapPage(5, 0)).toBe(1)
  })
})
