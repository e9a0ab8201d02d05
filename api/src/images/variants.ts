// WebP copies of stored images at the widths of IMAGE_VARIANT_WIDTHS, named after their
// original (`<name>.<ext>.w<width>.webp`, see contract/responsive-images.ts), so the site
// builds a srcset from the stored address alone. Uploads and the seed write them next to
// the original; images stored before copies existed get theirs on first request
// (variantOnDemand), in the same image queue and limits as uploads.
import { randomBytes } from 'node:crypto'
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import sharp from 'sharp'
import {
  IMAGE_VARIANT_WIDTHS,
  parseImageVariantUrl,
  type ImageVariantWidth,
} from '../contract/responsive-images'
import { IMAGE_TIMEOUT_SECONDS, MAX_INPUT_PIXELS, runImageWork } from './work'

export {
  hasImageVariants,
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
  parseImageVariantUrl,
  type ImageVariantWidth,
} from '../contract/responsive-images'

/**
 * WebP quality of the copies. No AVIF copies: see the note at the end of this file.
 */
export const VARIANT_WEBP_QUALITY = 78

export type ImageVariant = { width: ImageVariantWidth; data: Buffer }

/** The file name of the `width` copy of the file `name` (in the same folder). */
export const variantFileName = (name: string, width: ImageVariantWidth) => `${name}.w${width}.webp`

/** The file names of every copy of the file `name`. */
export const variantFileNames = (name: string) =>
  IMAGE_VARIANT_WIDTHS.map((w) => variantFileName(name, w))

/** How hard libwebp works (0-6): uploads use its default, the seed a faster one. */
export type VariantOptions = { effort?: number }

/** One copy, `width` px wide or the source's own width when that is smaller. */
function encodeWidth(
  source: Buffer | string,
  width: number,
  { effort = 4 }: VariantOptions = {},
): Promise<Buffer> {
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: VARIANT_WEBP_QUALITY, effort })
    .toBuffer()
}

/** The width of an image as shown (after its EXIF orientation); 0 when unknown. */
async function shownWidth(source: Buffer | string): Promise<number> {
  const meta = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  return meta.autoOrient?.width ?? meta.width ?? 0
}

/**
 * Every copy of one image (an encoded image or a file path). Copies at or above the
 * image's own width are one encode at that width, never upscaled. Call it inside
 * runImageWork.
 */
export async function encodeVariants(
  source: Buffer | string,
  opts: VariantOptions = {},
): Promise<ImageVariant[]> {
  const own = await shownWidth(source)
  const byWidth = new Map<number, Buffer>()
  const variants: ImageVariant[] = []
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const actual = own > 0 ? Math.min(width, own) : width
    let data = byWidth.get(actual)
    if (!data) {
      data = await encodeWidth(source, actual, opts)
      byWidth.set(actual, data)
    }
    variants.push({ width, data })
  }
  return variants
}

/** Writes a file through a temporary name, so a half-written file is never served. */
export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const tmp = join(file, '..', `.${randomBytes(6).toString('hex')}.tmp`)
  try {
    await writeFile(tmp, data)
    await rename(tmp, file)
  } catch (err) {
    await rm(tmp, { force: true })
    throw err
  }
}

/**
 * Writes the copies of `<dir>/<name>`. On a failure, the copies already written are
 * removed and the error is thrown.
 */
export async function writeVariants(
  dir: string,
  name: string,
  variants: ImageVariant[],
): Promise<void> {
  try {
    for (const v of variants)
      await writeAtomically(join(dir, variantFileName(name, v.width)), v.data)
  } catch (err) {
    await removeVariants(dir, name)
    throw err
  }
}

/** Deletes the copies of `<dir>/<name>`; missing ones are fine. */
export async function removeVariants(dir: string, name: string): Promise<void> {
  await Promise.all(variantFileNames(name).map((f) => rm(join(dir, f), { force: true })))
}

// What an original may be: the formats uploads accept (AVIF is HEIF with AV1 inside).
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif'])

async function makeVariant(original: string, file: string, width: number): Promise<Buffer> {
  // Made while this request waited its turn: reuse it.
  const made = await readFile(file).catch(() => null)
  if (made) return made
  const meta = await sharp(original, { limitInputPixels: false }).metadata()
  const avif = meta.format === 'heif' && meta.compression === 'av1'
  if (!READABLE.has(meta.format ?? '') && !avif) throw new Error('Not an accepted image')
  const data = await encodeWidth(original, width)
  await writeAtomically(file, data)
  return data
}

/**
 * Makes a missing copy of an image on first request. Mount it on `/uploads/*` right after
 * the static file handler, which serves every copy already on disk: this handler sees
 * only misses. It answers only for `<original>.w<width>.webp` where `<original>` is an
 * image file under `uploadsDir` and `<width>` one of IMAGE_VARIANT_WIDTHS; anything else
 * (another width, a copy of a copy, `..`, a missing original) goes to `next()`, i.e. the
 * app's 404. A copy is made once (concurrent requests share the work), in the image
 * queue, and written next to the original, where the static handler serves it after.
 * When the queue is full or the original can't be read, the answer is a temporary
 * redirect to the original: the visitor still sees the picture.
 */
export function variantOnDemand(uploadsDir: string): MiddlewareHandler {
  const root = resolve(uploadsDir)
  const inFlight = new Map<string, Promise<Buffer>>()

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const wanted = parseImageVariantUrl(c.req.path)
    if (!wanted) return next()
    const original = resolve(root, ...wanted.original.slice('/uploads/'.length).split('/'))
    // The pattern already refuses `..`; this keeps it so whatever the pattern becomes.
    if (!original.startsWith(root + sep)) return next()
    const found = await stat(original).catch(() => null)
    if (!found?.isFile()) return next()

    const file = `${original}.w${wanted.width}.webp`
    let job = inFlight.get(file)
    if (!job) {
      job = runImageWork(() => makeVariant(original, file, wanted.width)).finally(() =>
        inFlight.delete(file),
      )
      inFlight.set(file, job)
    }
    try {
      const data = await job
      // Like every stored file: the name always means these bytes.
      return c.body(new Uint8Array(data), 200, {
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
    } catch {
      // Busy (QueueFullError) or unreadable: the original is the next best picture.
      c.header('Cache-Control', 'no-store')
      return c.redirect(wanted.original, 307)
    }
  }
}

// Why WebP only (docs/decisions/0017-webp-image-copies.md): AVIF is smaller at the same
// quality, but takes many times as long to encode on the cores that serve pages, and
// offering it also needs <picture> with a WebP fallback (or Accept negotiation, which
// defeats the immutable cache of /uploads), a second set of files, and twice the work on
// first request. WebP is shown by every browser the site supports; AVIF can be added
// later as a <source> without renaming anything.
