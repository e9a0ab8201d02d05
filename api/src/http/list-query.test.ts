import { describe, expect, it } from 'vitest'
import { filterAsQuery } from './list-query'

describe('filterAsQuery', () => {
  it("writes react-admin's filter as the plain parameters, an id list as ids", () => {
    expect(
      filterAsQuery({ brand: 'bmw', year: 2020, isFeatured: true, id: ['a', 7, 'b'], q: '' }),
    ).toEqual({ brand: 'bmw', year: '2020', isFeatured: 'true', q: '', ids: ['a', 'b'] })
    expect(filterAsQuery({ _id: 'a' })).toEqual({ ids: ['a'] })
  })

  it('leaves out values of other shapes, and names of the prototype stay plain keys', () => {
    const query = filterAsQuery(
      JSON.parse('{"__proto__":{"x":1},"fuel":["Diesel"],"toString":"x"}'),
    )
    expect(query).toEqual({ toString: 'x' })
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype)
  })
})
