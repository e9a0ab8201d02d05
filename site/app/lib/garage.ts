// A visitor's own cars without an account: the cars they saved and the set they compare,
// kept in one signed cookie (garage.server.ts signs and reads it). The list rules here
// are pure, shared by the server and the browser.

/** At most this many cars side by side: wider tables stop being readable on a phone. */
export const COMPARE_MAX = 4

/** Car ids are opaque strings; anything else in a URL or a cookie is not one. */
export const CAR_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export function isCarId(value: unknown): value is string {
  return typeof value === 'string' && CAR_ID_PATTERN.test(value)
}

/** The shareable address of a comparison. Commas stay readable (they need no escaping). */
export function compareHref(ids: readonly string[]): string {
  return ids.length ? `/compare?ids=${ids.map(encodeURIComponent).join(',')}` : '/compare'
}

/** The cookie's name. Public pages never read it (see serving/response-cache.ts). */
export const GARAGE_COOKIE = 'saved_cars'
/** Saved cars at most: a cookie stays small (50 ids ≈ 1.5 KB signed). */
export const SAVED_MAX = 50

export type Garage = {
  /** Saved car ids, oldest first. */
  saved: string[]
  /** The compare set, in the order added, at most COMPARE_MAX. */
  compare: string[]
}

export const EMPTY_GARAGE: Garage = { saved: [], compare: [] }

/** A garage from what /saved.json or a post answered: its lists cleaned, or none. */
export function garageFrom(value: unknown): Garage | null {
  if (!value || typeof value !== 'object') return null
  const saved = 'saved' in value ? value.saved : undefined
  const compare = 'compare' in value ? value.compare : undefined
  return { saved: cleanIds(saved, SAVED_MAX), compare: cleanIds(compare, COMPARE_MAX) }
}

/** Distinct car ids, at most `max` (the first ones kept); anything else dropped. */
export function cleanIds(value: unknown, max: number): string[] {
  if (!Array.isArray(value)) return []
  const out: string[] = []
  for (const v of value) {
    if (out.length === max) break
    if (isCarId(v) && !out.includes(v)) out.push(v)
  }
  return out
}

export type SaveResult = { garage: Garage; full: boolean }

/** Saves a car (already saved: nothing changes); refused when SAVED_MAX are saved. */
export function saveCar(garage: Garage, id: string): SaveResult {
  if (garage.saved.includes(id)) return { garage, full: false }
  if (garage.saved.length >= SAVED_MAX) return { garage, full: true }
  return { garage: { ...garage, saved: [...garage.saved, id] }, full: false }
}

export function unsaveCar(garage: Garage, id: string): Garage {
  return { ...garage, saved: garage.saved.filter((s) => s !== id) }
}

/**
 * Adds a car to the compare set. A fifth car pushes the earliest one out: the newest
 * choice is what the visitor wants to see, and the table never grows past four.
 */
export function addToCompare(garage: Garage, id: string): Garage {
  if (garage.compare.includes(id)) return garage
  return { ...garage, compare: [...garage.compare, id].slice(-COMPARE_MAX) }
}

export function removeFromCompare(garage: Garage, id: string): Garage {
  return { ...garage, compare: garage.compare.filter((c) => c !== id) }
}
