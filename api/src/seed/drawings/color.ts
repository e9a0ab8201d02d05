// Colours for the drawings: hex arithmetic, and paint names as makers spell them
// mapped to the colour they look like.

type Rgb = [number, number, number]

function rgb(hex: string): Rgb {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  const n = parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const hex2 = (v: number) =>
  Math.round(Math.min(255, Math.max(0, v)))
    .toString(16)
    .padStart(2, '0')

/** `a` moved towards `b` by `t` (0: a, 1: b). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  return `#${x.map((v, i) => hex2(v + ((y[i] ?? 0) - v) * t)).join('')}`
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
export const darken = (c: string, t: number) => mix(c, '#000000', t)

/** Perceived lightness, 0 (black) to 1 (white). */
export function luminance(c: string): number {
  const [r, g, b] = rgb(c)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

// Exact names first; then the colour word a name contains.
const NAMED: Record<string, string> = {
  'obsidian black': '#16181d',
  'carbon black': '#151a24',
  'santorini black': '#1a1c20',
  'jet black': '#0f1012',
  'onyx black': '#131316',
  'beluga black': '#141416',
  'polar white': '#eef0ef',
  'alpine white': '#f1f1ec',
  'fuji white': '#eceeed',
  'glacier white': '#eef0f2',
  'sonic quartz': '#e6e6e2',
  'iridium silver': '#b9bec4',
  'selenite grey': '#5b6067',
  'santorini blue': '#24426e',
  'portimao blue': '#1d4f9c',
  'carbonado blue': '#1f3350',
  'gentian blue': '#1f3d6d',
  'rosso magma': '#8c1d22',
  'carmine red': '#8e1420',
  'british racing green': '#23402f',
  'emerald green': '#1f4d3c',
  'kalahari bronze': '#7d6a4b',
  'gt silver': '#c3c6c8',
  chalk: '#d8d5cc',
  'arctic white': '#f3f4f2',
  'midnight sapphire': '#1b2540',
  'dune beige': '#b8a585',
  moonbeam: '#c6c8c7',
  'carrara white': '#f0f0ec',
  'stirling green': '#1f4a3a',
  'ultramarine black': '#1b1f2e',
  'sonic titanium': '#8d9196',
  'deep blue': '#1d2f55',
}

const WORDS: [RegExp, string][] = [
  [/black|onyx|obsidian|nero/, '#17181c'],
  [/white|bianco|pearl/, '#eceeec'],
  [/silver|argento|platinum/, '#bcc0c5'],
  [/grey|gray|graphite|grigio|titanium/, '#5f646b'],
  [/blue|blu|sapphire|navy/, '#22406b'],
  [/red|rosso|ruby|magma/, '#8a1d24'],
  [/green|verde|racing/, '#24432f'],
  [/bronze|gold|copper|champagne/, '#86704c'],
  [/beige|sand|dune/, '#b4a282'],
]

/** The colour a paint name looks like (a neutral grey when the name gives no clue). */
export function paintHex(name: string): string {
  const key = name.trim().toLowerCase()
  return NAMED[key] ?? WORDS.find(([re]) => re.test(key))?.[1] ?? '#6a6e74'
}
