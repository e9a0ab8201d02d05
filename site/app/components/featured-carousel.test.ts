import { describe, expect, it } from 'vitest'
import { carRange, wrapPage } from './featured-carousel'

describe('wrapPage', () => {
  it('wraps around at both ends', () => {
    expect(wrapPage(0, 3)).toBe(3)
    expect(wrapPage(4, 3)).toBe(1)
    expect(wrapPage(2, 3)).toBe(2)
    expect(wrapPage(-7, 3)).toBe(2)
    expect(wrapPage(5, 0)).toBe(1)
  })
})

describe('carRange', () => {
  it("counts the page's cars, as a phone shows them one at a time", () => {
    expect(`${carRange(1, 6)} of 6`).toBe('Cars 1–3 of 6')
    expect(`${carRange(2, 6)} of 6`).toBe('Cars 4–6 of 6')
    expect(carRange(3, 7)).toBe('Car 7')
    expect(carRange(2, 5)).toBe('Cars 4–5')
  })
})
