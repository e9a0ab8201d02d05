import { IMAGE_VARIANT_WIDTHS } from '@dealership/api/contract/responsive-images'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Img, PLACEHOLDER } from '../components/img'
import {
  DENSE_SCREEN,
  IMAGE_SIZES,
  imageSrcSet,
  LOGO_HIDDEN_WHEN,
  sizesForEveryScreen,
} from './image-srcset'

/** The srcset as [url, descriptor] pairs. */
const candidates = (srcset: string | undefined) =>
  (srcset ?? '').split(', ').map((c) => c.split(' ') as [string, string])

describe('imageSrcSet', () => {
  it('offers the WebP copies of a local image at every width', () => {
    const src = `/uploads/${'ab'.repeat(16)}.jpg`
    expect(candidates(imageSrcSet(src))).toEqual(
      IMAGE_VARIANT_WIDTHS.map((w) => [`${src}.w${w}.webp`, `${w}w`]),
    )
    expect(IMAGE_VARIANT_WIDTHS).toEqual([100, 200, 400, 800, 1000, 1200, 1600])
    expect(imageSrcSet('/uploads/seed/car-bmw-x5-1a2b3c4d.webp')).toBe(
      [100, 200, 400, 800, 1000, 1200, 1600]
        .map((w) => `/uploads/seed/car-bmw-x5-1a2b3c4d.webp.w${w}.webp ${w}w`)
        .join(', '),
    )
  })

  it('offers nothing for local addresses that have no copies', () => {
    expect(imageSrcSet('/uploads/logo.svg')).toBeUndefined()
    expect(imageSrcSet('/uploads/a.jpg.w400.webp')).toBeUndefined()
    expect(imageSrcSet('/uploads/../secret.jpg')).toBeUndefined()
    expect(imageSrcSet('/uploads/.hidden.jpg')).toBeUndefined()
    expect(imageSrcSet('/placeholder.svg')).toBeUndefined()
    expect(imageSrcSet('/uploads/a.JPG')).toBeUndefined()
  })

  it("uses Cloudinary's own resizing for Cloudinary images", () => {
    const src = 'https://res.cloudinary.com/demo/image/upload/v1712345/cars/x5.jpg'
    expect(candidates(imageSrcSet(src))).toEqual(
      IMAGE_VARIANT_WIDTHS.map((w) => [
        `https://res.cloudinary.com/demo/image/upload/w_${w},c_limit,f_auto,q_auto/v1712345/cars/x5.jpg`,
        `${w}w`,
      ]),
    )
    // Without a version, and in a folder whose name looks like a parameter.
    expect(imageSrcSet('https://res.cloudinary.com/demo/image/upload/my_cars/x5.jpg')).toContain(
      'https://res.cloudinary.com/demo/image/upload/w_400,c_limit,f_auto,q_auto/my_cars/x5.jpg 400w',
    )
  })

  it('puts the width limit after transformations already in a Cloudinary address', () => {
    const src = 'https://res.cloudinary.com/demo/image/upload/c_fill,g_auto,w_900,h_600/v1/x5.jpg'
    expect(imageSrcSet(src)).toContain(
      'https://res.cloudinary.com/demo/image/upload/c_fill,g_auto,w_900,h_600/w_800,c_limit,f_auto,q_auto/v1/x5.jpg 800w',
    )
  })

  it('offers nothing for other addresses or none', () => {
    expect(imageSrcSet('https://images.example.com/x5.jpg')).toBeUndefined()
    expect(imageSrcSet('https://res.cloudinary.com/demo/video/upload/v1/clip.mp4')).toBeUndefined()
    expect(imageSrcSet('https://res.cloudinary.com/demo/image/fetch/https://x.example/a.jpg')).toBe(
      undefined,
    )
    expect(imageSrcSet('http://res.cloudinary.com/demo/image/upload/v1/x5.jpg')).toBeUndefined()
    expect(imageSrcSet('https://res.cloudinary.com/demo/image/upload/v1/x5.jpg?x=1')).toBe(
      undefined,
    )
    expect(imageSrcSet('')).toBeUndefined()
    expect(imageSrcSet(null)).toBeUndefined()
    expect(imageSrcSet(undefined)).toBeUndefined()
  })
})

describe('Img', () => {
  // HTML attribute names are case-insensitive (React writes `srcSet`).
  const attrs = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/ ([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1]?.toLowerCase(), m[2]]),
    )

  it('offers the copies with the sizes given, keeping size, loading and priority', () => {
    const src = `/uploads/${'cd'.repeat(16)}.png`
    const a = attrs(
      renderToStaticMarkup(
        <Img src={src} alt="BMW X5" width={640} height={400} sizes={IMAGE_SIZES.card} eager />,
      ),
    )
    expect(a).toMatchObject({
      src,
      srcset: imageSrcSet(src),
      sizes: sizesForEveryScreen(IMAGE_SIZES.card),
      alt: 'BMW X5',
      width: '640',
      height: '400',
      loading: 'eager',
      fetchpriority: 'high',
    })
  })

  it('is one <img>, whose sizes serve dense screens too (no <picture> around it)', () => {
    const src = `/uploads/${'ef'.repeat(16)}.png`
    const html = renderToStaticMarkup(
      <Img src={src} alt="" width={640} height={400} sizes={IMAGE_SIZES.card} />,
    )
    expect(html.startsWith('<img ')).toBe(true)
    expect(html).not.toContain('<picture')
    expect(html).not.toContain('<source')
    expect(attrs(html).sizes).toBe(sizesForEveryScreen(IMAGE_SIZES.card))
  })

  it('hidden on some screens, offers a pixel of no request there and its files elsewhere', () => {
    const src = `/uploads/${'ab'.repeat(16)}.png`
    const html = renderToStaticMarkup(
      <Img
        src={src}
        alt=""
        width={96}
        height={96}
        sizes={IMAGE_SIZES.logo}
        hiddenWhen={LOGO_HIDDEN_WHEN}
      />,
    )
    const source =
      /^<picture><source media="([^"]+)" srcSet="([^"]+)"\/><img [^>]+\/><\/picture>$/.exec(html)
    expect(source, html).not.toBeNull()
    expect(source![1]).toBe(LOGO_HIDDEN_WHEN)
    expect(source![2]).toMatch(/^data:image\/gif;base64,/)
    expect(attrs(html)).toMatchObject({ src, srcset: imageSrcSet(src), loading: 'lazy' })
  })

  it('loads the file itself without sizes, for other hosts, and for the placeholder', () => {
    const local = `/uploads/${'cd'.repeat(16)}.png`
    const full = attrs(
      renderToStaticMarkup(<Img src={local} alt="" width={1600} height={1000} sizes={null} />),
    )
    expect(full).toMatchObject({ src: local, loading: 'lazy', fetchpriority: 'auto' })
    expect(full).not.toHaveProperty('srcset')
    expect(full).not.toHaveProperty('sizes')

    const external = attrs(
      renderToStaticMarkup(
        <Img src="https://x.example/a.jpg" alt="" width={96} height={96} sizes="96px" />,
      ),
    )
    expect(external).not.toHaveProperty('srcset')
    expect(external).not.toHaveProperty('sizes')

    const missing = attrs(
      renderToStaticMarkup(<Img src={null} alt="" width={640} height={400} sizes="50vw" />),
    )
    expect(missing.src).toBe(PLACEHOLDER)
    expect(missing).not.toHaveProperty('srcset')
    expect(missing).not.toHaveProperty('sizes')
  })
})

describe('IMAGE_SIZES', () => {
  it('is a valid sizes list for every kind of picture', () => {
    for (const sizes of Object.values(IMAGE_SIZES)) {
      const entries = sizes.split(/, (?![^(]*\))/)
      // Every entry but the last has a media condition; the last is the default length.
      for (const e of entries.slice(0, -1)) expect(e).toMatch(/^\(max-width: \d+px\) \S/)
      expect(entries.at(-1)).toMatch(/^(\d+px|\d+vw|max\(100vw, \d+px\))$/)
    }
  })
})

describe('sizesForEveryScreen', () => {
  it('puts before each entry the same for dense screens, its length scaled by 2/3', () => {
    expect(sizesForEveryScreen('(max-width: 571px) calc(100vw - 2rem), 280px')).toBe(
      '(min-resolution: 2.5dppx) and (max-width: 571px) calc((calc(100vw - 2rem)) * 2 / 3), ' +
        '(max-width: 571px) calc(100vw - 2rem), ' +
        '(min-resolution: 2.5dppx) calc((280px) * 2 / 3), 280px',
    )
    // A comma inside a function is not a separator.
    expect(sizesForEveryScreen('max(100vw, 896px)')).toBe(
      '(min-resolution: 2.5dppx) calc((max(100vw, 896px)) * 2 / 3), max(100vw, 896px)',
    )
    for (const sizes of Object.values(IMAGE_SIZES)) {
      const entries = sizes.split(/, (?![^(]*\))/)
      const all = sizesForEveryScreen(sizes).split(/, (?![^(]*\))/)
      expect(all).toHaveLength(entries.length * 2)
      // Each entry as it was, after its dense twin, which only a dense screen matches.
      expect(all.filter((_, i) => i % 2 === 1)).toEqual(entries)
      for (const dense of all.filter((_, i) => i % 2 === 0)) {
        expect(dense.startsWith(DENSE_SCREEN)).toBe(true)
        expect(dense).toMatch(/ calc\(\(.+\) \* 2 \/ 3\)$/)
      }
    }
    // Asked again, the same string (kept, not built anew).
    expect(sizesForEveryScreen(IMAGE_SIZES.card)).toBe(sizesForEveryScreen(IMAGE_SIZES.card))
  })
})
