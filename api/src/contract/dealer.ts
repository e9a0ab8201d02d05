// Where and when the dealer is: the showroom's address, map position, telephone and
// opening hours, from configuration (DEALER_* in .env.example). The home page's
// schema.org AutoDealer data and the vehicle feed read it.

export type OpeningHours = {
  /** schema.org day names, Monday first. */
  days: DayName[]
  /** 24-hour "HH:MM". */
  opens: string
  closes: string
}

export type DealerInfo = {
  streetAddress: string
  locality: string
  region: string
  postalCode: string
  /** ISO 3166-1 alpha-2. */
  country: string
  latitude: number
  longitude: number
  /** International format with a leading +, e.g. +254700123456. */
  telephone: string
  openingHours: OpeningHours[]
}

const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type DayName = (typeof DAY_NAMES)[number]
const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const

/** The spec's hours: Monday to Friday 9am-6pm, Saturday 9am-6pm, Sunday by appointment. */
export const DEFAULT_OPENING_HOURS = 'Mo-Fr 09:00-18:00; Sa 09:00-18:00'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * Reads opening hours written the way schema.org's `openingHours` text is:
 * "Mo-Fr 09:00-18:00; Sa 09:00-13:00" (days as Mo Tu We Th Fr Sa Su, a range with "-"
 * or a list with ","; groups separated by ";"). Throws a message naming what is wrong.
 */
export function parseOpeningHours(text: string): OpeningHours[] {
  const groups = text
    .split(';')
    .map((g) => g.trim())
    .filter(Boolean)
  if (groups.length === 0) throw new Error('must name at least one day and its hours')
  return groups.map((group) => {
    const m = /^([A-Za-z,\s-]+?)\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(group)
    if (!m) throw new Error(`"${group}" is not like "Mo-Fr 09:00-18:00"`)
    const [dayText = '', opens = '', closes = ''] = m.slice(1)
    if (!TIME.test(opens) || !TIME.test(closes) || opens >= closes)
      throw new Error(`"${group}": opening must be before closing, both as HH:MM`)
    const days = new Set<DayName>()
    for (const part of dayText.split(',').map((p) => p.trim())) {
      const [from, to = from] = part.split('-').map((d) => d.trim())
      const a = DAY_CODES.indexOf(from as (typeof DAY_CODES)[number])
      const b = DAY_CODES.indexOf(to as (typeof DAY_CODES)[number])
      if (a < 0 || b < 0 || b < a)
        throw new Error(`"${part}" is not a day or a range of days (Mo Tu We Th Fr Sa Su)`)
      for (const day of DAY_NAMES.slice(a, b + 1)) days.add(day)
    }
    return { days: DAY_NAMES.filter((d) => days.has(d)), opens, closes }
  })
}

/** The dealer's address on one line, as a feed or a map wants it. */
export function dealerAddressLine(d: DealerInfo): string {
  return [d.streetAddress, d.locality, d.postalCode, d.region, d.country]
    .filter(Boolean)
    .filter((part, i, all) => all.indexOf(part) === i)
    .join(', ')
}

/** The schema.org AutoDealer properties that say where and when the dealer is. */
export function dealerPlaceSchema(d: DealerInfo) {
  return {
    telephone: d.telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: d.streetAddress,
      addressLocality: d.locality,
      addressRegion: d.region,
      postalCode: d.postalCode,
      addressCountry: d.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: d.latitude, longitude: d.longitude },
    hasMap: `https://www.google.com/maps/search/?api=1&query=${d.latitude},${d.longitude}`,
    openingHoursSpecification: d.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((day) => `https://schema.org/${day}`),
      opens: h.opens,
      closes: h.closes,
    })),
  }
}
