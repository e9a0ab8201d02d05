import { describe, expect, it } from 'vitest'
import {
  coordinatesInMapLink,
  dealerAddressLine,
  hoursByDay,
  openingHoursText,
  dealerInfo,
  displayPhone,
  openingHoursLines,
  parseOpeningHours,
  postalAddressLines,
  DEFAULT_OPENING_HOURS,
  type DealerSettingsValues,
} from './dealer'

const SETTINGS: DealerSettingsValues = {
  streetAddress: 'Waiyaki Way, Westlands',
  locality: 'Nairobi',
  region: 'Nairobi',
  postalCode: '00800',
  country: 'KE',
  latitude: -1.2641,
  longitude: 36.8031,
  telephone: '+254700123456',
  whatsapp: '254700123456',
  email: 'sales@example.com',
  openingHours: DEFAULT_OPENING_HOURS,
  mapUrl: null,
}

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
    expect(dealerAddressLine(dealerInfo(SETTINGS))).toBe(
      'Waiyaki Way, Westlands, Nairobi, 00800, KE',
    )
  })
})

describe('dealerInfo', () => {
  it('links to a maps search for the position unless staff gave a map link', () => {
    expect(dealerInfo(SETTINGS).mapUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=-1.2641,36.8031',
    )
    const own = 'https://maps.app.goo.gl/abc'
    expect(dealerInfo({ ...SETTINGS, mapUrl: own }).mapUrl).toBe(own)
  })

  it('writes the address as a letter would, the region once', () => {
    expect(postalAddressLines(dealerInfo(SETTINGS))).toEqual([
      'Waiyaki Way, Westlands',
      'Nairobi 00800',
      'Kenya',
    ])
    expect(postalAddressLines(dealerInfo({ ...SETTINGS, region: 'Nairobi County' }))[2]).toBe(
      'Nairobi County',
    )
  })

  it('writes a Kenyan number in its groups', () => {
    expect(displayPhone('+254700123456')).toBe('+254 700 123 456')
    expect(displayPhone('+254207654321')).toBe('+254 20 765 4321')
    expect(displayPhone('+4420700000')).toBe('+4420700000')
  })
})

describe('openingHoursLines', () => {
  it("reads the spec's hours, Sunday by appointment", () => {
    expect(openingHoursLines(parseOpeningHours(DEFAULT_OPENING_HOURS))).toEqual([
      { days: 'Monday to Friday', hours: '9am-6pm' },
      { days: 'Saturday', hours: '9am-6pm' },
      { days: 'Sunday', hours: 'By appointment' },
    ])
  })

  it('names lists, pairs and half hours; every day not named is by appointment', () => {
    expect(openingHoursLines(parseOpeningHours('Mo,We,Fr 08:30-12:00; Tu 13:00-17:45'))).toEqual([
      { days: 'Monday, Wednesday and Friday', hours: '8:30am-12pm' },
      { days: 'Tuesday', hours: '1pm-5:45pm' },
      { days: 'Thursday, Saturday and Sunday', hours: 'By appointment' },
    ])
    expect(openingHoursLines(parseOpeningHours('Mo-Su 00:00-23:59'))).toEqual([
      { days: 'Monday to Sunday', hours: '12am-11:59pm' },
    ])
  })
})

describe('hoursByDay and openingHoursText', () => {
  it('reads the week day by day and writes it back as the same text', () => {
    const week = hoursByDay(parseOpeningHours(DEFAULT_OPENING_HOURS))
    expect(week.map((d) => [d.day, d.open])).toEqual([
      ['Monday', true],
      ['Tuesday', true],
      ['Wednesday', true],
      ['Thursday', true],
      ['Friday', true],
      ['Saturday', true],
      ['Sunday', false],
    ])
    expect(week[0]).toMatchObject({ opens: '09:00', closes: '18:00' })
    // Saturday keeps the weekdays' hours and is still its own line, as the spec writes it.
    expect(openingHoursText(week)).toBe(DEFAULT_OPENING_HOURS)
  })

  it('groups the weekdays with the same hours, and the weekend apart, ranges where consecutive', () => {
    const week = hoursByDay([])
    const set = (i: number, opens: string, closes: string) =>
      (week[i] = { ...week[i]!, open: true, opens, closes })
    for (const i of [0, 1, 3]) set(i, '08:30', '17:00')
    set(2, '10:00', '17:00')
    set(4, '08:30', '16:00')
    set(5, '09:00', '13:00')
    set(6, '09:00', '13:00')
    expect(openingHoursText(week)).toBe(
      'Mo-Tu,Th 08:30-17:00; We 10:00-17:00; Fr 08:30-16:00; Sa-Su 09:00-13:00',
    )
    // The text reads back as the same week.
    expect(hoursByDay(parseOpeningHours(openingHoursText(week)))).toEqual(week)
  })

  it('leaves out the days by appointment, and a closed week is no text', () => {
    const week = hoursByDay(parseOpeningHours('Mo 09:00-18:00; We 09:00-18:00'))
    expect(openingHoursText(week)).toBe('Mo,We 09:00-18:00')
    expect(openingHoursText(hoursByDay([]))).toBe('')
  })
})

describe('coordinatesInMapLink', () => {
  it.each([
    [
      'https://www.google.com/maps/place/Westlands/@-1.2650,36.8020,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d-1.2641!4d36.8031',
      -1.2641,
      36.8031,
    ],
    ['https://www.google.com/maps/@-1.2921,36.8219,15z', -1.2921, 36.8219],
    ['https://www.google.com/maps/search/?api=1&query=-1.2641,36.8031', -1.2641, 36.8031],
    ['https://maps.google.com/?q=-1.2641%2C36.8031', -1.2641, 36.8031],
    ['https://www.google.com/maps/dir/?api=1&destination=-1.3,36.78', -1.3, 36.78],
    ['https://maps.apple.com/?ll=-1.2641,36.8031&q=Showroom', -1.2641, 36.8031],
    [
      'https://www.openstreetmap.org/?mlat=-1.2641&mlon=36.8031#map=17/-1.2641/36.8031',
      -1.2641,
      36.8031,
    ],
    ['https://www.openstreetmap.org/#map=17/-1.26410/36.80310', -1.2641, 36.8031],
  ])('%s', (link, latitude, longitude) => {
    expect(coordinatesInMapLink(link)).toEqual({ latitude, longitude })
  })

  it('is null for a link that names no position, or one off the globe', () => {
    expect(coordinatesInMapLink('https://maps.app.goo.gl/AbCdEf123')).toBeNull()
    expect(coordinatesInMapLink('https://www.google.com/maps/place/Westlands')).toBeNull()
    expect(coordinatesInMapLink('https://maps.google.com/?q=95.1,36.8')).toBeNull()
    expect(coordinatesInMapLink('')).toBeNull()
  })
})
