// The public forms' schemas: their fields, every mistake named at once, control characters.
import { describe, expect, it } from 'vitest'
import {
  carInput,
  contactMessageInput,
  fieldErrors,
  importRequestInput,
  oneLineMessage,
  controlCharacterMessage,
  sellRequestInput,
  testDriveInputOn,
} from './schemas'
import { typedNumber } from './numbers'
import { todayInNairobi } from './nairobi'

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
