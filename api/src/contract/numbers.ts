// Whole numbers with thousands separators ("32,800,000"), written out rather than through
// Intl. The first Intl formatter a browser tab creates loads the locale data of ICU: on
// a phone that is a long task of its own, in the module that creates it
// (docs/decisions/0015-page-load-main-thread.md), for the one rule the site needs. These
// give exactly what Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 }) gives, on
// the server and in the browser alike (the tests compare them), so pages hydrate to the
// same text.
// No node imports: the site and the back office bundle it.

/** "-" for a negative number and for -0, as Intl writes them. */
function signOf(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : ''
}

/** 1234567 -> "1,234,567" (digits of a non-negative whole number). */
function groupDigits(digits: string): string {
  let out = ''
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end)
    out = out ? `${part},${out}` : part
  }
  return out
}

/**
 * Digits of a non-negative whole number, in full however large: the shortest digits that
 * name the number, then zeros (as Intl writes 4.2e22), never the binary value's tail.
 */
function wholeDigits(n: number): string {
  const text = String(n)
  const exp = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text)
  if (!exp) return text
  const digits = exp[1]! + (exp[2] ?? '')
  return digits.padEnd(Number(exp[3]) + 1, '0')
}

/** |value| rounded to a whole number (halves away from zero), with thousands separators. */
function groupedMagnitude(value: number): string {
  return groupDigits(wholeDigits(Math.round(Math.abs(value))))
}

/**
 * A finite number rounded to a whole one (halves away from zero) with thousands
 * separators: "1,235" for 1234.5, "-3" for -2.5.
 */
export function formatWhole(value: number): string {
  return signOf(value) + groupedMagnitude(value)
}

/** "Ksh 32,800,000" (`space` between symbol and number: a no-break space by default). */
export function formatKsh(value: number, space = '\u00a0'): string {
  return `${signOf(value)}Ksh${space}${groupedMagnitude(value)}`
}

/** "Ksh 5,800,000": the site's price format, with a plain space (mail and stored text are plain). */
export function kshText(value: number): string {
  return formatKsh(value, ' ')
}

/**
 * A number as a visitor types it into a form field: spaces and thousands commas allowed
 * ("64,000"), a sign and decimals kept ("-5", "2.5") so the schema can say what is wrong
 * with them (negative, not whole) rather than that they are not numbers. Anything else
 * comes back as typed, for the schema to refuse as "must be a number".
 */
export function typedNumber(raw: string): number | string {
  const cleaned = raw.trim().replace(/[\s,]/g, '')
  return /^[-+]?\d{1,15}(\.\d{1,15})?$/.test(cleaned) ? Number(cleaned) : raw
}
