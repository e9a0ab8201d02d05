import { describe, expect, it } from 'vitest'
import { dealerAddressLine, parseOpeningHours, DEFAULT_OPENING_HOURS } from './dealer'

describe('parseOpeningHours', () => {
  it("reads the spec's hours", () => {
    expect(parseOpeningHours(DEFAULT_OPENING_HOURS)).toEqual([
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { days: ['Saturday'], opens: '09:00', closes: '18:00' },
    ])
  })

  it('takes lists and ranges of days, in week order', () => {
    expect(parseOpeningHours('Sa, Mo-We 08:30-17:00;Su 10:00-14:00')).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Saturday'], opens: '08:30', closes: '17:00' },
      { days: ['Sunday'], opens: '10:00', closes: '14:00' },
    ])
  })

  it.each([
    ['', /at least one day/],
    ['Monday 09:00-18:00', /not a day/],
    ['Fr-Mo 09:00-18:00', /not a day/],
    ['Mo-Fr 9am-6pm', /not like/],
    ['Mo-Fr 18:00-09:00', /before closing/],
    ['Mo-Fr 09:00-24:30', /before closing/],
  ])('refuses %j', (text, message) => {
    expect(() => parseOpeningHours(text)).toThrow(message)
  })
})

describe('dealerAddressLine', () => {
  it('joins the parts once each', () => {
    expect(
      dealerAddressLine({
        streetAddress: 'Waiyaki Way, Westlands',
        locality: 'Nairobi',
        region: 'Nairobi',
        postalCode: '00800',
        country: 'KE',
        latitude: 0,
        longitude: 0,
        telephone: '+254700123456',
        openingHours: [],
      }),
    ).toBe('Waiyaki Way, Westlands, Nairobi, 00800, KE')
  })
})
