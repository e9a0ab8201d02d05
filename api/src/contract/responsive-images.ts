// Responsive image widths and how their files are named. Pure: bundled into browsers.
// Every image stored under /uploads (uploads, sell-request photos, seed images) has a
// WebP copy at each width below, named from its own address, so a page can build a
// srcset from the stored address alone:
//   /uploads/0f3a....jpg          ->  /uploads/0f3a....jpg.w400.webp
//   /uploads/seed/car-x-1a2b.webp ->  /uploads/seed/car-x-1a2b.webp.w800.webp
// A copy is never wider than its original: widths at or above the original's own width
// hold the original's pixels (so every name in the list always exists).

/**
 * Widths in pixels. 100: brand logos on a phone's compact tile (40 CSS px, drawn as at
 * DPR 2) and on a 1x laptop (96 CSS px); 200: thumbnails and logos (96 CSS px at DPR 2);
 * 400 and 800: cards
 * (260-400 CSS px at DPR 1-2); 1000: a one-column card on the most common Android phones
 * (328 CSS px at DPR 3 on a 360 px screen, 380 at DPR 2.6 on a 412 px one), a third
 * fewer bytes than 1200; 1200: the same card on a 390-430 px phone at DPR 3; 1600: the
 * car page gallery and the full-width banners.
 */
export const IMAGE_VARIANT_WIDTHS = [100, 200, 400, 800, 1000, 1200, 1600] as const
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number]

// A path segment never starts with a dot: no `..`, no hidden or temporary files.
const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]*'
const ORIGINAL = `/uploads/(?:${SEGMENT}/)*${SEGMENT}\\.(?:jpg|jpeg|png|webp|gif|avif)`
const ORIGINAL_RE = new RegExp(`^${ORIGINAL}$`)
const VARIANT_RE = new RegExp(`^(${ORIGINAL})\\.w([0-9]{1,5})\\.webp$`)

const isVariantWidth = (n: number): n is ImageVariantWidth =>
  (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(n)

/** Whether `url` is a local image (under /uploads, not itself a width copy) with copies. */
export function hasImageVariants(url: string): boolean {
  return ORIGINAL_RE.test(url) && !VARIANT_RE.test(url)
}

/** The address of the `width` copy of a local image (see hasImageVariants). */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string {
  return `${url}.w${width}.webp`
}

/**
 * The original and width named by the address of a copy, or null when `path` is not the
 * copy of a local image at one of IMAGE_VARIANT_WIDTHS (`.w0400.webp`, `.w500.webp`, a
 * copy of a copy, a path with `..` are all null).
 */
export function parseImageVariantUrl(
  path: string,
): { original: string; width: ImageVariantWidth } | null {
  const m = VARIANT_RE.exec(path)
  if (!m?.[1] || !m[2]) return null
  const original = m[1]
  const width = Number(m[2])
  if (String(width) !== m[2] || !isVariantWidth(width)) return null
  if (!hasImageVariants(original)) return null
  return { original, width }
}
