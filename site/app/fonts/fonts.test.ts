import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { FONT_FACES, LOAD_FONTS } from './load-fonts'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..', '..', '..')

describe('the self-hosted fonts', () => {
  // Subsetting two typefaces in a child process: seconds of CPU, more on a busy machine.
  it(
    'are what `npm run fonts` writes from the installed @fontsource packages',
    { timeout: 60_000 },
    () => {
      // Exits 1, naming the file, when a committed file differs.
      expect(() =>
        execFileSync(process.execPath, [join(root, 'scripts', 'fonts.mjs'), '--check'], {
          stdio: 'pipe',
        }),
      ).not.toThrow()
    },
  )

  it('are WOFF2 files declared optional (no swap), a unicode-range and a metric-matched fallback', () => {
    const css = readFileSync(join(here, 'fonts.css'), 'utf8')
    for (const [family, file] of [
      ['Jost', 'jost-400.woff2'],
      ['Bodoni Moda', 'bodoni-moda-600.woff2'],
    ] as const) {
      expect(readFileSync(join(here, file)).subarray(0, 4).toString('latin1')).toBe('wOF2')
      const face = css.split('@font-face').find((f) => f.includes(`'${family}';`))
      expect(face, family).toContain(`url('./${file}')`)
      expect(face).toContain('font-display: optional')
      expect(face).toMatch(/unicode-range: U\+20-7E,/)
      const fallback = css.split('@font-face').find((f) => f.includes(`'${family} Fallback'`))
      expect(fallback, `${family} Fallback`).toMatch(/size-adjust: \d+\.\d+%/)
      expect(fallback).toMatch(/ascent-override: \d+\.\d+%/)
      expect(fallback).toMatch(/descent-override: \d+\.\d+%/)
    }
  })
})

describe('the fonts the pages ask for before their first layout', () => {
  it('are exactly the faces fonts.css declares, family and weight', () => {
    const css = readFileSync(join(here, 'fonts.css'), 'utf8')
    const declared = css
      .split('@font-face')
      .slice(1)
      .map((face) => ({
        family: /font-family: '([^']+)'/.exec(face)?.[1],
        weight: Number(/font-weight: (\d+)/.exec(face)?.[1]),
      }))
      .filter((face) => !face.family?.endsWith(' Fallback'))
    expect(declared.length).toBeGreaterThan(0)
    const byName = (a: { family?: string }, b: { family?: string }) =>
      String(a.family).localeCompare(String(b.family))
    expect([...FONT_FACES].sort(byName)).toEqual(declared.sort(byName))
    for (const face of FONT_FACES) {
      expect(LOAD_FONTS).toContain(`document.fonts.load("${face.weight} 1em '${face.family}'")`)
    }
  })
})
