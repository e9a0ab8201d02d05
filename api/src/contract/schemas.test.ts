import { getTableColumns, type Table } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  blogs,
  brands,
  carEnquiries,
  cars,
  contactMessages,
  importRequests,
  importRates,
  limitedOffers,
  sellRequests,
  testDrives,
} from '../db/schema'
import {
  blogInput,
  brandInput,
  carEnquiryInput,
  carInput,
  contactMessageInput,
  fieldErrors,
  importRequestInput,
  importRatesInput,
  isoDate,
  limitedOfferInput,
  normalizeBrandKey,
  oneLineMessage,
  controlCharacterMessage,
  parseCommaList,
  sellRequestInput,
  testDriveInput,
  testDriveInputOn,
} from './schemas'
import { typedNumber } from './numbers'
import { todayInNairobi } from './nairobi'
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
    // Condition and drivetrain may be left out; a car may name its own gearbox.
    const plain = carInput.parse({ ...valid, condition: '', drivetrain: null })
    expect(plain).toMatchObject({ condition: null, drivetrain: null })
    expect(carInput.parse({ ...valid, transmission: '8-speed PDK dual-clutch' }).transmission).toBe(
      '8-speed PDK dual-clutch',
    )
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

describe('public forms', () => {
  it('contact: phone optional, subject from the list', () => {
    const ok = contactMessageInput.parse({
      name: 'Amina',
      email: 'amina@example.co.ke',
      subject: 'Test Drive',
      message: 'Saturday?',
    })
    expect(ok.phone).toBeNull()
    const bad = contactMessageInput.safeParse({
      name: 'A',
      email: 'nope',
      subject: 'Hello',
      message: '',
    })
    expect(bad.success).toBe(false)
    if (!bad.success)
      expect(Object.keys(fieldErrors(bad.error)).sort()).toEqual(['email', 'message', 'subject'])
  })
  it('import: budget from the list, car year optional', () => {
    const ok = importRequestInput.parse({
      name: 'Kamau',
      email: 'kamau@example.co.ke',
      phone: '+254 712 345 678',
      carMake: 'Porsche',
      carModel: '911',
      budget: '25M+',
    })
    expect(ok.carYear).toBeNull()
    expect(ok.additionalInfo).toBeNull()
  })
})

describe('every mistake of a form at once', () => {
  const seller = {
    name: 'Amina',
    email: 'amina@example.com',
    phone: '0712 345 678',
    carMake: 'Toyota',
    carModel: 'Prado',
    carYear: 2019,
    mileage: 64000,
    condition: 'Good',
  }
  it('reads numbers as typed: a sign and decimals kept, thousands commas dropped', () => {
    expect(typedNumber('-5')).toBe(-5)
    expect(typedNumber(' 64,000 ')).toBe(64000)
    expect(typedNumber('2.5')).toBe(2.5)
    expect(typedNumber('five')).toBe('five')
    expect(typedNumber('1e3')).toBe('1e3')
  })
  it('a negative mileage says so, beside the other fields’ mistakes', () => {
    const r = sellRequestInput.safeParse({
      ...seller,
      mileage: typedNumber('-5'),
      carYear: typedNumber('2019.5'),
      email: 'nope',
      name: '',
    })
    expect(r.success).toBe(false)
    if (!r.success)
      expect(fieldErrors(r.error)).toEqual({
        mileage: 'Mileage must not be negative',
        carYear: 'Car year must be a whole number',
        email: 'Enter a valid email address',
        name: 'Name is required',
      })
  })
  it('a past test-drive date is named with the other mistakes, not after them', () => {
    const today = todayInNairobi()
    const schema = testDriveInputOn(today, 30)
    const r = schema.safeParse({
      carId: 'car1',
      name: 'Amina',
      phone: 'call me',
      preferredDate: '2020-01-06',
      preferredTime: '07:00',
    })
    expect(r.success).toBe(false)
    if (!r.success)
      expect(fieldErrors(r.error)).toEqual({
        phone: 'Enter a valid phone number',
        preferredDate: 'Preferred date must be today or later',
        preferredTime: 'Choose a time between 9am and 5:30pm',
      })
    const ok = { carId: 'car1', name: 'Amina', phone: '0712345678', preferredTime: '10:30' }
    expect(schema.safeParse({ ...ok, preferredDate: today }).success).toBe(true)
    expect(fieldErrors(schema.safeParse({ ...ok, preferredDate: '2026-02-30' }).error!)).toEqual({
      preferredDate: 'Preferred date must be a valid date',
    })
  })
})

describe('control characters', () => {
  const contact = {
    name: 'Amina',
    email: 'amina@example.co.ke',
    subject: 'Other',
    message: 'Hello',
  }
  const errorsOf = (input: Record<string, unknown>) => {
    const result = contactMessageInput.safeParse(input)
    return result.success ? {} : fieldErrors(result.error)
  }

  it('a one-line field refuses line breaks, tabs and other control characters', () => {
    for (const name of [
      'Account suspended\nVerify now: http://phish.example/k',
      'Amina\r\nBcc: x@example.com',
      'Amina\tWanjiru',
      'Amina\u0000',
      'Amina\u2028Wanjiru',
      'Amina \u202Eetis',
      'Amina\u0085',
    ]) {
      expect(errorsOf({ ...contact, name }), JSON.stringify(name)).toEqual({
        name: oneLineMessage('Name'),
      })
    }
    expect(oneLineMessage('Name')).toBe(
      'Name must be on one line, without line breaks or control characters',
    )
  })

  it('a message may break lines and hold tabs, but no other control character', () => {
    expect(errorsOf({ ...contact, message: 'Line one\r\nLine two\n\tindented' })).toEqual({})
    expect(errorsOf({ ...contact, message: 'Bell\u0007' })).toEqual({
      message: controlCharacterMessage('Message'),
    })
    expect(errorsOf({ ...contact, message: 'Reads \u202Ebackwards' })).toEqual({
      message: controlCharacterMessage('Message'),
    })
  })

  it('a line break at either end is only trimmed away', () => {
    expect(contactMessageInput.parse({ ...contact, name: '\nAmina Wanjiru\r\n' }).name).toBe(
      'Amina Wanjiru',
    )
  })

  it('applies to the import, sell and car page forms and to the car form', () => {
    const importErrors = importRequestInput.safeParse({
      name: 'Kamau',
      email: 'kamau@example.co.ke',
      phone: '+254 712 345 678',
      carMake: 'Porsche\nVisit http://phish.example',
      carModel: '911',
      budget: '25M+',
    })
    expect(importErrors.success).toBe(false)
    if (!importErrors.success)
      expect(fieldErrors(importErrors.error)).toEqual({ carMake: oneLineMessage('Car make') })
    const car = carInput.safeParse({
      brand: 'bmw',
      model: 'X5\nM',
      year: 2022,
      price: 1,
      fuel: 'Petrol',
      transmission: 'Automatic',
      engine: '3.0',
      horsepower: 300,
      awards: ['Best\tSUV'],
    })
    expect(car.success).toBe(false)
    if (!car.success)
      expect(fieldErrors(car.error)).toMatchObject({ model: oneLineMessage('Model') })
  })
})

describe('dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isoDate.safeParse('2026-02-28').success).toBe(true)
    expect(isoDate.safeParse('2026-02-30').success).toBe(false)
    expect(isoDate.safeParse('tomorrow').success).toBe(false)
  })
  it("computes today's date in Nairobi (UTC+3)", () => {
    expect(todayInNairobi(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-22')
    expect(todayInNairobi(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23')
  })
})

describe('input schemas come from the tables', () => {
  const columns = (table: Table) => Object.keys(getTableColumns(table)).sort()
  const without = (list: string[], ...names: string[]) => list.filter((n) => !names.includes(n))
  it('every column a payload may set is a field, and nothing else but derived fields', () => {
    // A lead's staff side (status, assignee, follow-up) is never a visitor's to set.
    const workflow = ['status', 'assigneeId', 'nextFollowUp', 'firstContactAt']
    const cases: [string, { shape: object }, Table, string[], string[]][] = [
      ['cars', carInput, cars, ['id', 'createdAt', 'updatedAt'], ['isFeatured']],
      ['brands', brandInput, brands, ['id', 'createdAt', 'updatedAt'], []],
      ['blogs', blogInput, blogs, ['id', 'createdAt', 'updatedAt', 'publishedAt'], []],
      ['limited offers', limitedOfferInput, limitedOffers, ['id', 'createdAt'], []],
      [
        'contact messages',
        contactMessageInput,
        contactMessages,
        ['id', 'createdAt', 'reference', ...workflow],
        [],
      ],
      [
        'import requests',
        importRequestInput,
        importRequests,
        // The API works out the cost estimate from what the visitor entered (`estimate`).
        [
          'id',
          'createdAt',
          'reference',
          ...workflow,
          'trackingToken',
          'stage',
          'cancelReason',
          'costEstimate',
        ],
        ['estimate'],
      ],
      ['import rates', importRatesInput, importRates, ['id', 'createdAt', 'updatedAt'], []],
      [
        'sell requests',
        sellRequestInput,
        sellRequests,
        ['id', 'createdAt', 'reference', ...workflow],
        [],
      ],
      [
        'enquiries',
        carEnquiryInput,
        carEnquiries,
        ['id', 'createdAt', 'reference', ...workflow],
        [],
      ],
      [
        'test drives',
        testDriveInput,
        testDrives,
        ['id', 'createdAt', 'reference', 'byAppointment', ...workflow],
        [],
      ],
    ]
    for (const [name, schema, table, generated, derived] of cases) {
      expect(Object.keys(schema.shape).sort(), name).toEqual(
        [...without(columns(table), ...generated), ...derived].sort(),
      )
    }
  })
})

describe('a new car in the console', () => {
  it('starts at the current model year, the year in Nairobi', () => {
    expect(currentModelYear(new Date('2026-06-01T12:00:00Z'))).toBe(2026)
    // New Year's Eve at 22:00 UTC is already New Year's Day in Nairobi.
    expect(currentModelYear(new Date('2026-12-31T22:00:00Z'))).toBe(2027)
  })
})
