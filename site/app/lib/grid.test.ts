import { describe, expect, it } from 'vitest'
import { fullRowColumns } from './grid'

describe('fullRowColumns', () => {
  it('puts what fits on one row', () => {
    expect(fullRowColumns(3, 4)).toBe(3)
    expect(fullRowColumns(4, 4)).toBe(4)
  })
  it('never goes below the least columns the stylesheet has', () => {
    expect(fullRowColumns(1, 4)).toBe(2)
    expect(fullRowColumns(0, 4)).toBe(2)
  })
  it('chooses the most columns that fill every row', () => {
    expect(fullRowColumns(10, 6, 3)).toBe(5)
    expect(fullRowColumns(12, 6, 3)).toBe(6)
    expect(fullRowColumns(9, 4)).toBe(3)
    expect(fullRowColumns(8, 6, 3)).toBe(4)
  })
  it('leaves the last row as full as it can when no count fills them all', () => {
    // 7 in 4 columns: a row of 4 and one of 3.
    expect(fullRowColumns(7, 6, 3)).toBe(4)
  })
  it('stays within the stylesheet’s rules', () => {
    expect(fullRowColumns(20, 10)).toBe(5)
  })
})
