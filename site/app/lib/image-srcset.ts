// Which widths of a picture to offer (srcset) and how wide it is shown (sizes), so a
// phone downloads the width it shows.
import {
  hasImageVariants,
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
} from '@dealership/api/contract/responsive-images'

export { IMAGE_VARIANT_WIDTHS }

// `https://res.cloudinary.com/<cloud>/image/upload/[<transformations>/...]<rest>`
const CLOUDINARY = /^(https:\/\/res\.cloudinary\.com\/[^/?#]+\/image\/upload\/)([^?#]+)$/
// Cloudinary's transformation parameters: a path part made only of `<key>_<value>`
// pairs with these keys (`w_500,c_fill`, `t_thumb`) is a transformation, anything else
// (a version `v123`, a folder such as `my_cars`) starts the public id.
const TRANSFORMATION_KEYS = new Set(
  (
    'a ac af ar b bo br c co cs d dl dn dpr du e eo f fl fn fps g h if ki l o p pg q r ' +
    'so sp t u vc vs w x y z'
  ).split(' '),
)
const isTransformation = (part: string) =>
  part.split(',').every((p) => {
    const m = /^(\$?[a-z]+)_./.exec(p)
    return !!m?.[1] && (m[1].startsWith('$') || TRANSFORMATION_KEYS.has(m[1]))
  })

/** The Cloudinary address of `src` limited to `width` px, in the best format and quality. */
function cloudinaryWidth(prefix: string, path: string, width: number): string {
  const parts = path.split('/')
  // After any transformations already there, so ours applies last and caps the width.
  let at = 0
  while (at < parts.length - 1 && isTransformation(parts[at] ?? '')) at++
  parts.splice(at, 0, `w_${width},c_limit,f_auto,q_auto`)
  return prefix + parts.join('/')
}

/**
 * The srcset of a picture address, or undefined when there is nothing to offer:
 * - a local image (`/uploads/...`): its WebP copies, one per IMAGE_VARIANT_WIDTHS (the API
 *   writes them with every image and makes missing ones on first request);
 * - a Cloudinary image: Cloudinary's own resizing at the same widths;
 * - any other address, or none: undefined (the picture is loaded as is).
 */
export function imageSrcSet(src: string | null | undefined): string | undefined {
  if (!src) return undefined
  if (hasImageVariants(src)) {
    return IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantUrl(src, w)} ${w}w`).join(', ')
  }
  const cloudinary = CLOUDINARY.exec(src)
  if (cloudinary?.[1] && cloudinary[2]) {
    const [, prefix, path] = cloudinary
    return IMAGE_VARIANT_WIDTHS.map((w) => `${cloudinaryWidth(prefix, path, w)} ${w}w`).join(', ')
  }
  return undefined
}

// How wide each kind of picture is shown, from styles.css (1rem = 16px). Pages are at
// most 1200px wide with 1rem padding each side (1168px of content).
//
// `.grid`: columns of at least 260px, 1.25rem (20px) apart, so 1 column below 572px,
// 2 below 852px, 3 below 1132px, then 4 of 260-277px.
const CARD = [
  '(max-width: 571px) calc(100vw - 2rem)',
  '(max-width: 851px) calc(50vw - 26px)',
  '(max-width: 1131px) calc(33.34vw - 24px)',
  '280px',
].join(', ')
// The same grid next to the 280px filter column (2rem apart) above 900px: 2 columns of
// up to 400px until 3 fit (1164px), then 260-272px.
const FILTERED_CARD = [
  '(max-width: 571px) calc(100vw - 2rem)',
  '(max-width: 851px) calc(50vw - 26px)',
  '(max-width: 900px) calc(33.34vw - 24px)',
  '(max-width: 1163px) calc(50vw - 182px)',
  '280px',
].join(', ')

export const IMAGE_SIZES = {
  /** Car, offer and blog cards in a `.grid` (home, offers, brand page). */
  card: CARD,
  /**
   * The home page's featured cars (`.carousel-track`): up to 900px a strip of cards 85% of
   * the content wide, at most 22rem; above it three columns, 1.25rem apart.
   */
  featured:
    '(max-width: 900px) min(calc(85vw - 28px), 352px), (max-width: 1200px) calc(33.34vw - 24px), 376px',
  /** Cards in a `.grid` beside the filters (car list, blog list). */
  filteredCard: FILTERED_CARD,
  /** The main gallery picture: first column (3fr of 3fr 2fr, 2rem apart) of `.detail`. */
  gallery: '(max-width: 900px) calc(100vw - 2rem), (max-width: 1200px) calc(60vw - 38px), 682px',
  /**
   * `.banner img`: the full width, 280px high with object-fit: cover, so a 1600x500
   * banner is drawn at least 896px wide even on a phone.
   */
  banner: 'max(100vw, 896px)',
  /** Gallery thumbnails (`.thumbs img`, 96x60). */
  thumb: '96px',
  /** Brand logos (`.brand-card img`): 96x96, 40x40 on the compact tiles of tablets (phones show none). */
  logo: '(max-width: 900px) 40px, 96px',
} as const

/** The phones, where the brand tiles are names only (grids.css hides the logo there). */
export const LOGO_HIDDEN_WHEN = '(max-width: 599.98px)'

/** Screens this sharp get pictures chosen as for a 2x screen (see DENSE_SCREEN_SCALE). */
export const DENSE_SCREEN = '(min-resolution: 2.5dppx)'
/**
 * On a 3x phone a picture drawn at 2x looks the same at arm's length and weighs about
 * half: on those screens every `sizes` length is scaled by 2/3, so the browser picks the
 * width a 2x screen would.
 */
const DENSE_SCREEN_SCALE = '2 / 3'

/** `list` split at its top-level commas (not those inside max(), calc()...). */
function topLevelParts(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const ch = list[i]
    if (ch === '(') depth++
    else if (ch === ')') depth--
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim())
      start = i + 1
    }
  }
  parts.push(list.slice(start).trim())
  return parts
}

/** An entry of a `sizes` list as its media condition (if any) and its length. */
function splitEntry(entry: string): { media: string | null; length: string } {
  if (!entry.startsWith('(')) return { media: null, length: entry }
  let depth = 0
  let end = 0
  for (; end < entry.length; end++) {
    if (entry[end] === '(') depth++
    else if (entry[end] === ')' && --depth === 0) break
  }
  return { media: entry.slice(0, end + 1), length: entry.slice(end + 1).trim() }
}

/** Each `sizes` list seen, with its dense-screen entries: a handful, each asked for often. */
const withDense = new Map<string, string>()

/**
 * The `sizes` list an <img> is given: before each entry, the same entry for dense screens
 * with its length scaled, so one attribute serves every screen (a media condition in
 * `sizes` may ask for the resolution) without a <picture> and a second srcset around each
 * image. `(max-width: 571px) calc(100vw - 2rem), 280px` becomes
 * `(min-resolution: 2.5dppx) and (max-width: 571px) calc((calc(100vw - 2rem)) * 2 / 3),
 * (max-width: 571px) calc(100vw - 2rem), (min-resolution: 2.5dppx) calc((280px) * 2 / 3),
 * 280px`.
 */
export function sizesForEveryScreen(sizes: string): string {
  let list = withDense.get(sizes)
  if (list === undefined) {
    list = topLevelParts(sizes)
      .flatMap((entry) => {
        const { media, length } = splitEntry(entry)
        const dense = media ? `${DENSE_SCREEN} and ${media}` : DENSE_SCREEN
        return [`${dense} calc((${length}) * ${DENSE_SCREEN_SCALE})`, entry]
      })
      .join(', ')
    // Bounded all the same: the lists are the code's own constants.
    if (withDense.size < 64) withDense.set(sizes, list)
  }
  return list
}
