// The catalogue's schemas: brand keys, comma lists, a car's fields and a new car's year.
import { describe, expect, it } from 'vitest'
import { brandInput, carInput, fieldErrors, normalizeBrandKey, parseCommaList } from './schemas'
import { currentModelYear } from './options'

describe('brand keys', () => {
  it('lowercases and turns whitespace into hyphens', () => {
    expect(normalizeBrandKey('  Land   Rover ')).toBe('land-rover')
    expect(normalizeBrandKey('Mercedes Benz\tAMG')).toBe('mercedes-benz-amg')
  })
  it('refuses keys with other characters', () => {
    const r = brandInput.safeParse({
      key: 'bm/w',
      name: 'BMW',
      fullName: 'BMW AG',
      description: 'x',
    })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrors(r.error).key).toMatch(/lowercase letters/)
  })
})

describe('comma lists', () => {
  it('splits, trims and drops empties', () => {
    expect(parseCommaList(' Car of the Year , ,Best SUV,')).toEqual(['Car of the Year', 'Best SUV'])
    expect(parseCommaList('')).toEqual([])
  })
})

describe('car input', () => {
  const valid = {
    brand: 'BMW',
    model: 'X5',
    year: 2024,
    price: 12_500_000,
    fuel: 'Petrol',
    transmission: 'Automatic',
    engine: '3.0L',
    horsepower: 375,
  }
  it('applies the defaults and normalises the brand', () => {
    const car = carInput.parse(valid)
    expect(car.availability).toBe('In Stock')
    expect(car.brand).toBe('bmw')
    expect(car.images).toEqual([])
    expect(car.mileage).toBeNull()
  })
  it('names each missing required field', () => {
    const r = carInput.safeParse({})
    expect(r.success).toBe(false)
    if (!r.success) {
      const errors = fieldErrors(r.error)
      for (const f of [
        'brand',
        'model',
        'year',
        'price',
        'fuel',
        'transmission',
        'engine',
        'horsepower',
      ]) {
        expect(errors[f], f).toBeTruthy()
      }
    }
  })
  it('wants numbers as numbers', () => {
    const r = carInput.safeParse({ ...valid, price: '12500000' })
    expect(r.success).toBe(false)
    if (!r.success) expect(fieldErrors(r.error).price).toBe('Price must be a number')
  })
  it("takes fuel, condition and drivetrain from their lists, in the lists' spelling", () => {
    const car = carInput.parse({
      ...valid,
      fuel: ' petrol ',
      condition: 'certified pre-owned',
      drivetrain: 'awd',
      transmission: 'automatic',
    })
    expect(car).toMatchObject({
      fuel: 'Petrol',
      condition: 'Certified Pre-Owned',
      drivetrain: 'AWD',
      transmission: 'Automatic',
    })
    const r = carInput.safeParse({ ...valid, fuel: 'Gasoline', condition: 'Mint', drivetrain: 'x' })
    expect(r.success).toBe(false)
    if (!r.success)
      expect(fieldErrors(r.error)).toMatchObject({
        fuel: 'Fuel must be one of Petrol, Diesel, Hybrid, Electric',
        condition: 'Condition must be one of New, Certified Pre-Owned, Used',
        drivetrain: 'Drivetrain must be one of AWD, 4WD, RWD, FWD',
      })
    expect(fieldErrors(carInput.safeParse({ ...valid, fuel: ' ' }).error!).fuel).toBe(
      'Fuel is required',
    )
    // Condition, drivetrain and the gearbox's name may be left out.
    const plain = carInput.parse({ ...valid, condition: '', drivetrain: null, gearbox: '' })
    expect(plain).toMatchObject({ condition: null, drivetrain: null, gearbox: null })
  })
  it('keeps the kind of transmission to its list and the gearbox its own name', () => {
    expect(
      carInput.parse({ ...valid, transmission: 'Automatic', gearbox: ' 8-speed PDK dual-clutch ' }),
    ).toMatchObject({ transmission: 'Automatic', gearbox: '8-speed PDK dual-clutch' })
    const named = carInput.safeParse({ ...valid, transmission: '8-speed PDK dual-clutch' })
    expect(named.success).toBe(false)
    if (!named.success)
      expect(fieldErrors(named.error).transmission).toBe(
        'Transmission must be one of Automatic, Manual',
      )
    const long = carInput.safeParse({ ...valid, gearbox: 'x'.repeat(61) })
    expect(long.success).toBe(false)
    if (!long.success) expect(fieldErrors(long.error).gearbox).toMatch(/^Gearbox /)
  })
  it('accepts http(s) and local upload images only', () => {
    expect(
      carInput.safeParse({ ...valid, mainImage: 'https://res.cloudinary.com/x.jpg' }).success,
    ).toBe(true)
    expect(carInput.safeParse({ ...valid, mainImage: '/uploads/abc.webp' }).success).toBe(true)
    expect(carInput.safeParse({ ...valid, mainImage: 'javascript:alert(1)' }).success).toBe(false)
    expect(carInput.safeParse({ ...valid, images: ['data:image/png;base64,AAAA'] }).success).toBe(
      false,
    )
  })
})

describe('a new car in the console', () => {
  it('starts at the current model year, the year in Nairobi', () => {
    expect(currentModelYear(new Date('2026-06-01T12:00:00Z'))).toBe(2026)
    // New Year's Eve at 22:00 UTC is already New Year's Day in Nairobi.
    expect(currentModelYear(new Date('2026-12-31T22:00:00Z'))).toBe(2027)
  })
})
