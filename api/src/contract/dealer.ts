// Where and when the dealer is: the showroom's address, map position, telephone,
// WhatsApp, email and opening hours, as staff keep them in the console (the
// dealer_settings row, first written from DEALER_* in .env.example). The contact page,
// the footer, the home page's schema.org AutoDealer data, the vehicle feed and the
// customers' emails read it. No imports: the site's browser bundle takes these.

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
  /** International format, digits only: https://wa.me/{whatsapp}. */
  whatsapp: string
  email: string
  /** A link to the showroom on a map (the one staff gave, or a maps search). */
  mapUrl: string
  openingHours: OpeningHours[]
}

/** The settings as stored and edited: the hours as schema.org's text, the map link optional. */
export type DealerSettingsValues = Omit<DealerInfo, 'openingHours' | 'mapUrl'> & {
  openingHours: string
  mapUrl: string | null
}

export const DEALER_SETTINGS_ID = 'current'

/** The forms the settings take, shared by DEALER_* (env.ts) and the console's form. */
export const WHATSAPP_PATTERN = /^\d{8,15}$/
export const TELEPHONE_PATTERN = /^\+\d{8,15}$/
export const COUNTRY_PATTERN = /^[A-Z]{2}$/

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

/** One day of the week as the console edits it: open with its hours, or by appointment. */
export type DayHours = { day: DayName; open: boolean; opens: string; closes: string }

/** The week day by day, Monday first; a day no group names is by appointment. */
export function hoursByDay(
  hours: readonly OpeningHours[],
  closedTimes: { opens: string; closes: string } = { opens: '09:00', closes: '18:00' },
): DayHours[] {
  return DAY_NAMES.map((day) => {
    const group = hours.find((h) => h.days.includes(day))
    return group
      ? { day, open: true, opens: group.opens, closes: group.closes }
      : { day, open: false, ...closedTimes }
  })
}

/**
 * The week as schema.org's text, the form the settings keep: the weekdays with the same
 * hours in one group, and the weekend's days with the same hours in another, as people
 * read hours ("Mo-Fr 09:00-18:00; Sa 09:00-18:00"); consecutive days as a range, the
 * groups in the order of their first day. Days by appointment are left out.
 */
export function openingHoursText(week: readonly DayHours[]): string {
  const groups = new Map<string, number[]>()
  for (const d of week) {
    if (!d.open) continue
    const weekend = d.day === 'Saturday' || d.day === 'Sunday'
    const key = `${weekend ? 'weekend' : 'weekday'} ${d.opens}-${d.closes}`
    groups.set(key, [...(groups.get(key) ?? []), DAY_NAMES.indexOf(d.day)])
  }
  return [...groups.entries()]
    .map(([times, days]) => {
      const sorted = [...new Set(days)].sort((a, b) => a - b)
      const runs: number[][] = []
      for (const i of sorted) {
        const run = runs.at(-1)
        if (run && run.at(-1) === i - 1) run.push(i)
        else runs.push([i])
      }
      const dayPart = runs
        .map((run) =>
          run.length === 1 ? DAY_CODES[run[0]!] : `${DAY_CODES[run[0]!]}-${DAY_CODES[run.at(-1)!]}`,
        )
        .join(',')
      return { first: sorted[0]!, text: `${dayPart} ${times.split(' ')[1]!}` }
    })
    .sort((a, b) => a.first - b.first)
    .map((g) => g.text)
    .join('; ')
}

const NUMBER = String.raw`(-?\d{1,3}(?:\.\d+)?)`

/**
 * The position a maps link names: Google Maps (a place's pin "!3d…!4d…", a search or
 * directions "q=", "query=", "ll=", "destination=", or the view "@lat,lng"), Apple Maps
 * ("ll=", "q="), OpenStreetMap ("mlat=&mlon=", "#map=zoom/lat/lng"). Null when it names
 * none (a short link such as maps.app.goo.gl, which only its site can expand).
 */
export function coordinatesInMapLink(link: string): { latitude: number; longitude: number } | null {
  let text = link.trim()
  try {
    text = decodeURIComponent(text)
  } catch {
    // Kept as written: a stray % is no reason to miss the numbers.
  }
  const patterns = [
    new RegExp(String.raw`!3d${NUMBER}!4d${NUMBER}`),
    new RegExp(String.raw`[?&](?:q|query|ll|sll|destination|daddr|center)=${NUMBER},\s*${NUMBER}`),
    new RegExp(String.raw`@${NUMBER},${NUMBER}`),
    new RegExp(String.raw`[?&]mlat=${NUMBER}&mlon=${NUMBER}`),
    new RegExp(String.raw`#map=\d+(?:\.\d+)?/${NUMBER}/${NUMBER}`),
  ]
  for (const pattern of patterns) {
    const m = pattern.exec(text)
    if (!m) continue
    const latitude = Number(m[1])
    const longitude = Number(m[2])
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) return { latitude, longitude }
  }
  return null
}

/** A maps search for the point: opens the maps app on a phone, the map in a browser. */
export function mapSearchUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`
}

/**
 * The settings as the pages use them: the hours read (the API stores only hours that
 * read; should a row not, the pages show none rather than fail) and a map link always.
 */
export function dealerInfo(s: DealerSettingsValues): DealerInfo {
  let openingHours: OpeningHours[] = []
  try {
    openingHours = parseOpeningHours(s.openingHours)
  } catch {
    // Unreachable through the API, which refuses such hours.
  }
  return {
    streetAddress: s.streetAddress,
    locality: s.locality,
    region: s.region,
    postalCode: s.postalCode,
    country: s.country,
    latitude: s.latitude,
    longitude: s.longitude,
    telephone: s.telephone,
    whatsapp: s.whatsapp,
    email: s.email,
    mapUrl: s.mapUrl || mapSearchUrl(s.latitude, s.longitude),
    openingHours,
  }
}

/**
 * The telephone as people read it: Kenyan mobiles +254 700 123 456, Nairobi landlines
 * +254 20 765 4321; any other number as stored.
 */
export function displayPhone(telephone: string): string {
  const groups =
    /^\+254([17]\d{2})(\d{3})(\d{3})$/.exec(telephone) ??
    /^\+254(20)(\d{3})(\d{4})$/.exec(telephone)
  return groups ? `+254 ${groups.slice(1).join(' ')}` : telephone
}

const DAY_GROUP_JOIN = (names: string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`

/** Days as the spec writes them: "Monday to Friday", "Saturday", "Saturday and Sunday". */
function dayText(days: readonly DayName[]): string {
  const runs: DayName[][] = []
  for (const day of days) {
    const run = runs.at(-1)
    const last = run?.at(-1)
    if (run && last && DAY_NAMES.indexOf(day) === DAY_NAMES.indexOf(last) + 1) run.push(day)
    else runs.push([day])
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${run[0]!} to ${run.at(-1)!}`] : run))
  return DAY_GROUP_JOIN(parts)
}

/** "09:00" -> "9am", "13:30" -> "1:30pm", as the spec writes times. */
function timeText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`
}

export const BY_APPOINTMENT = 'By appointment'

/**
 * The hours as lines to read: each group as staff wrote it ("Monday to Friday",
 * "9am-6pm"), then the days no group names, which are by appointment (the spec's
 * "Sunday by appointment").
 */
export function openingHoursLines(
  hours: readonly OpeningHours[],
): { days: string; hours: string }[] {
  const lines = hours.map((h) => ({
    days: dayText(h.days),
    hours: `${timeText(h.opens)}-${timeText(h.closes)}`,
  }))
  const named = new Set(hours.flatMap((h) => h.days))
  const rest = DAY_NAMES.filter((d) => !named.has(d))
  if (rest.length) lines.push({ days: dayText(rest), hours: BY_APPOINTMENT })
  return lines
}

/** The hours in one line: "Monday to Friday 9am-6pm, Saturday 9am-6pm, Sunday by appointment". */
export function openingHoursSentence(hours: readonly OpeningHours[]): string {
  return openingHoursLines(hours)
    .map((h) => `${h.days} ${h.hours === BY_APPOINTMENT ? 'by appointment' : h.hours}`)
    .join(', ')
}

/** "KE" -> "Kenya" (the code itself where the runtime knows no name). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames('en', { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** The address as a letter is written: street, town and postal code, region, country. */
export function postalAddressLines(d: DealerInfo): string[] {
  return [
    d.streetAddress,
    [d.locality, d.postalCode].filter(Boolean).join(' '),
    d.region === d.locality ? '' : d.region,
    countryName(d.country),
  ].filter(Boolean)
}

/** The WhatsApp chat with the dealer. */
export const whatsappUrl = (d: Pick<DealerInfo, 'whatsapp'>) => `https://wa.me/${d.whatsapp}`

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
    email: d.email,
    hasMap: d.mapUrl,
    openingHoursSpecification: d.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((day) => `https://schema.org/${day}`),
      opens: h.opens,
      closes: h.closes,
    })),
  }
}
