// `npm run fonts`: the site's two typefaces, self-hosted. Takes the Latin WOFF2 files of
// the @fontsource packages, keeps only the characters the site's text uses (printable
// ASCII and a little punctuation: about a third less to download), and writes them with
// their @font-face rules into site/app/fonts/. The build serves each as its own file
// under /assets (cached for good) and every page preloads both (site/app/root.tsx).
// font-display is optional: Chromium holds the first frame for a preloaded optional font,
// so the page is drawn once, in the brand faces, with or without script, and never swaps
// (with swap, a page drawn before its font was in swapped and the text moved, in CI too).
// Each face has a fallback face beside it: a local font scaled to the same width and line
// metrics (from @capsizecss/metrics), for a page drawn before its font is ready (a slow
// connection, a browser that does not wait). (A font inside the stylesheet cannot be
// preloaded: without script it is asked for only at the first layout, misses optional's
// short window, and the brand face never appears.)
//   --check   exit 1 if the files in site/app/fonts/ differ from what this would write
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { ROOT } from './lib/root.mjs'

const require = createRequire(import.meta.url)
const { entireMetricsCollection: metrics } = require('@capsizecss/metrics/entireMetricsCollection')

const OUT = join(ROOT, 'site', 'app', 'fonts')
const CHECK = process.argv.includes('--check')

/** What the site writes: printable ASCII, spaces and the punctuation of its texts. */
const CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  0xa0, // no-break space (currency formats)
  0xa9, // ©
  0xb7, // · (separators)
  0xd7, // ×
  0xe9, // é
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2026, // …
  0x202f, // narrow no-break space
  0x2039, // ‹
  0x203a, // ›
  0x2190, // ←
  0x2192, // →
]

/** The faces: a text face for body copy and a display face for headings and prices. */
const FACES = [
  {
    family: 'Jost',
    pkg: '@fontsource/jost',
    weight: 400,
    metrics: metrics.jost.variants.regular,
    fallback: { metrics: metrics.arial, local: ['Arial', 'Liberation Sans', 'Roboto'] },
  },
  {
    family: 'Bodoni Moda',
    pkg: '@fontsource/bodoni-moda',
    weight: 600,
    metrics: metrics.bodoniModa.variants['600'],
    fallback: {
      metrics: metrics.timesNewRoman,
      local: ['Times New Roman', 'Liberation Serif', 'Tinos'],
    },
  },
]

const slug = (s) => s.toLowerCase().replace(/\s+/g, '-')
const pct = (n) => `${(n * 100).toFixed(2)}%`
const hex = (n) => n.toString(16).toUpperCase()

/** unicode-range of the characters, as runs. */
function unicodeRange(codes) {
  const sorted = [...new Set(codes)].sort((a, b) => a - b)
  const runs = []
  for (const code of sorted) {
    const last = runs.at(-1)
    if (last && code === last[1] + 1) last[1] = code
    else runs.push([code, code])
  }
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ')
}

/**
 * The fallback face's overrides: the local font scaled to the web font's average
 * character width, with the web font's ascent, descent and line gap (as Capsize and
 * Next.js compute them).
 */
function fallbackOverrides(font, fallback) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm)
  const em = font.unitsPerEm * sizeAdjust
  return {
    sizeAdjust,
    ascent: font.ascent / em,
    descent: Math.abs(font.descent) / em,
    lineGap: font.lineGap / em,
  }
}

const text = String.fromCodePoint(...CHARACTERS)
const range = unicodeRange(CHARACTERS)
const files = new Map()
let css =
  '/* Written by `npm run fonts` (scripts/fonts.mjs) from the @fontsource packages: do not edit. */\n'
for (const face of FACES) {
  const source = require.resolve(
    `${face.pkg}/files/${slug(face.family)}-latin-${face.weight}-normal.woff2`,
  )
  const name = `${slug(face.family)}-${face.weight}.woff2`
  const subset = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2' })
  files.set(name, subset)
  const o = fallbackOverrides(face.metrics, face.fallback.metrics)
  css += `
@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-weight: ${face.weight};
  font-display: optional;
  src: url('./${name}') format('woff2');
  unicode-range: ${range};
}
@font-face {
  font-family: '${face.family} Fallback';
  src: ${face.fallback.local.map((l) => `local('${l}')`).join(', ')};
  size-adjust: ${pct(o.sizeAdjust)};
  ascent-override: ${pct(o.ascent)};
  descent-override: ${pct(o.descent)};
  line-gap-override: ${pct(o.lineGap)};
}
`
}
files.set('fonts.css', Buffer.from(css))

if (CHECK) {
  const stale = [...files].filter(
    ([name, data]) => !existsSync(join(OUT, name)) || !readFileSync(join(OUT, name)).equals(data),
  )
  for (const [name] of stale)
    console.error(`site/app/fonts/${name} is not what npm run fonts writes`)
  process.exit(stale.length ? 1 : 0)
}
mkdirSync(OUT, { recursive: true })
for (const [name, data] of files) {
  writeFileSync(join(OUT, name), data)
  console.log(`site/app/fonts/${name}: ${(data.length / 1024).toFixed(1)} KB`)
}
