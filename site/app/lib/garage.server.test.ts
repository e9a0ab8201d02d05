import { describe, expect, it } from 'vitest'
import {
  addToCompare,
  cleanIds,
  EMPTY_GARAGE,
  removeFromCompare,
  SAVED_MAX,
  saveCar,
  unsaveCar,
  type Garage,
} from './garage'
import {
  cookieValue,
  decodeGarage,
  encodeGarage,
  garageSetCookie,
  readGarage,
} from './garage.server'

const SECRET = 'test-secret-test-secret-test-secret'
const garage: Garage = { saved: ['a1', 'b2'], compare: ['b2', 'c3'] }

describe('the saved-cars cookie', () => {
  it('reads back what it wrote', () => {
    expect(decodeGarage(encodeGarage(garage, SECRET), SECRET)).toEqual(garage)
  })

  it('ignores a cookie signed with another secret, altered or broken', () => {
    const value = encodeGarage(garage, SECRET)
    expect(decodeGarage(value, 'another-secret-another-secret-xx')).toEqual(EMPTY_GARAGE)
    const [v, payload, sig] = value.split('.')
    const forged = Buffer.from(JSON.stringify({ s: ['z9'], c: [] })).toString('base64url')
    expect(decodeGarage(`${v}.${forged}.${sig}`, SECRET)).toEqual(EMPTY_GARAGE)
    expect(decodeGarage(`${v}.${payload}.${sig}x`, SECRET)).toEqual(EMPTY_GARAGE)
    expect(decodeGarage(`v2.${payload}.${sig}`, SECRET)).toEqual(EMPTY_GARAGE)
    for (const junk of ['', 'x', 'a.b', 'a.b.c.d', '%%%', 'v1..']) {
      expect(decodeGarage(junk, SECRET)).toEqual(EMPTY_GARAGE)
    }
    expect(decodeGarage('v1.' + 'A'.repeat(5000) + '.x', SECRET)).toEqual(EMPTY_GARAGE)
  })

  it('keeps only car ids, and bounds both lists even when signed', () => {
    const many = Array.from({ length: 80 }, (_, i) => `car${i}`)
    const big = encodeGarage({ saved: [...many, '<x>'], compare: many }, SECRET)
    const read = decodeGarage(big, SECRET)
    expect(read.saved).toHaveLength(SAVED_MAX)
    expect(read.compare).toEqual(['car0', 'car1', 'car2', 'car3'])
    // The largest cookie stays well within what browsers keep (4 KB).
    const full = encodeGarage(
      { saved: many.slice(0, SAVED_MAX).map((id) => id.padEnd(24, '0')), compare: [] },
      SECRET,
    )
    expect(full.length).toBeLessThan(3000)
  })

  it('is found among other cookies and read from a request', () => {
    const value = encodeGarage(garage, SECRET)
    const header = `theme=dark; saved_cars=${value}; other=1`
    expect(cookieValue(header, 'saved_cars')).toBe(value)
    expect(cookieValue(header, 'missing')).toBeNull()
    const request = new Request('http://shop.test/saved', { headers: { cookie: header } })
    expect(readGarage(request, SECRET)).toEqual(garage)
    expect(readGarage(new Request('http://shop.test/saved'), SECRET)).toEqual(EMPTY_GARAGE)
  })

  it('is set for the whole site, Lax, Secure on https, and deleted when empty', () => {
    const set = garageSetCookie(garage, { secret: SECRET, secure: true })
    expect(set).toMatch(
      /^saved_cars=v1\.[\w-]+\.[\w-]+; Path=\/; SameSite=Lax; Max-Age=\d+; Secure$/,
    )
    expect(garageSetCookie(garage, { secret: SECRET, secure: false })).not.toMatch(/Secure/)
    expect(garageSetCookie(EMPTY_GARAGE, { secret: SECRET, secure: false })).toBe(
      'saved_cars=; Path=/; SameSite=Lax; Max-Age=0',
    )
  })
})

describe('the lists', () => {
  it('saves once, refuses past the limit and removes', () => {
    expect(saveCar(EMPTY_GARAGE, 'a1').garage.saved).toEqual(['a1'])
    expect(saveCar(garage, 'a1').garage).toBe(garage)
    const full: Garage = {
      saved: Array.from({ length: SAVED_MAX }, (_, i) => `c${i}`),
      compare: [],
    }
    expect(saveCar(full, 'new')).toEqual({ garage: full, full: true })
    expect(unsaveCar(garage, 'a1').saved).toEqual(['b2'])
  })

  it('compares four at most: a fifth pushes out the earliest', () => {
    let g = EMPTY_GARAGE
    for (const id of ['a', 'b', 'c', 'd', 'e']) g = addToCompare(g, id)
    expect(g.compare).toEqual(['b', 'c', 'd', 'e'])
    expect(addToCompare(g, 'c')).toBe(g)
    expect(removeFromCompare(g, 'c').compare).toEqual(['b', 'd', 'e'])
  })

  it('cleans what comes in', () => {
    expect(cleanIds(['a', 'a', 3, 'b c', 'b'], 10)).toEqual(['a', 'b'])
    expect(cleanIds('a', 10)).toEqual([])
  })
})
