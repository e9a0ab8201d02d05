// Image uploads: recognised by sharp from their bytes (never the name or the declared
// type), checked against the limits below, decoded in full and re-encoded (EXIF rotation
// applied, metadata dropped, width capped) in memory, with their WebP copies at the
// responsive widths (variants.ts), and only then written under a random name. Used
// by POST /api/uploads and the sell form.
import { randomBytes } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { HTTPException } from 'hono/http-exception'
import sharp, { type Metadata } from 'sharp'
import { UPLOAD_MAX_BYTES } from '../contract'
import { httpError } from '../http/errors'
import { QueueFullError } from './queue'
import {
  encodeVariants,
  removeVariants,
  writeAtomically,
  writeVariants,
  type ImageVariant,
} from './variants'
import { IMAGE_TIMEOUT_SECONDS, MAX_INPUT_PIXELS, runImageWork } from './work'

export {
  IMAGE_CONCURRENCY,
  IMAGE_MAX_WAITING,
  IMAGE_TIMEOUT_SECONDS,
  MAX_INPUT_PIXELS,
} from './work'

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

/** Widest image we keep; larger ones are scaled down. */
export const MAX_IMAGE_WIDTH = 2400

export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.'
export const IMAGE_TOO_LARGE_MESSAGE = 'Images must be 5 MB or smaller.'
export const MISSING_FILE_MESSAGE = 'Choose an image file to upload.'
// Animated images are refused rather than flattened to their first frame: a car photo is
// never animated, and a silent flattening would surprise whoever sent one.
export const ANIMATED_IMAGE_MESSAGE =
  'Animated images are not accepted. Upload a still photo (JPEG, PNG, WebP, AVIF or GIF).'
const MEGAPIXELS = MAX_INPUT_PIXELS / 1_000_000
export const TOO_MANY_PIXELS_MESSAGE =
  `Images must be at most ${MEGAPIXELS} megapixels ` + '(for example 8000 x 5000 pixels).'
export const IMAGE_TIMEOUT_MESSAGE =
  'This image took too long to process. Try a smaller JPEG or PNG version of it.'
export const IMAGE_BUSY_MESSAGE =
  'Too many images are being processed right now. Please try again in a minute.'

/** The accepted type named by sharp's reading of the header, or null (SVG, TIFF, HEIC, ...). */
function acceptedType(meta: Metadata): ImageType | null {
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return meta.format
    case 'heif':
      // AVIF and HEIC share the HEIF container; only AV1 inside is AVIF.
      return meta.compression === 'av1' ? 'avif' : null
    default:
      return null
  }
}

/** Reads only the header (no pixel decoding); null when sharp can't read it. */
async function readHeader(bytes: Uint8Array): Promise<Metadata | null> {
  try {
    // No pixel limit here: the dimensions are checked with a clearer message below.
    return await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    return null
  }
}

/** The image type recognised from the bytes, or null for anything we don't accept. */
export async function detectImageType(bytes: Uint8Array): Promise<ImageType | null> {
  if (bytes.length === 0) return null
  const meta = await readHeader(bytes)
  return meta ? acceptedType(meta) : null
}

/** A checked image and its width copies, re-encoded in memory and not yet written. */
export type PreparedImage = {
  data: Buffer
  ext: 'jpg' | 'png' | 'webp' | 'gif'
  variants: ImageVariant[]
}
export type StoredImage = { name: string; url: string }

/**
 * Checks an uploaded file and re-encodes it; throws the API's 400/413/429 errors for what
 * we refuse. Cheap header checks come first, so a pixel flood or an animation declaring
 * thousands of large frames is refused before any pixel is decoded.
 */
export async function prepareImage(file: unknown): Promise<PreparedImage> {
  if (!(file instanceof Blob) || file.size === 0) throw httpError(400, MISSING_FILE_MESSAGE)
  if (file.size > UPLOAD_MAX_BYTES) throw httpError(413, IMAGE_TOO_LARGE_MESSAGE)
  const bytes = new Uint8Array(await file.arrayBuffer())
  try {
    // The copies are made in the same turn of the queue as the image itself.
    return await runImageWork(async () => {
      const image = await processImage(bytes)
      return { ...image, variants: await makeVariants(image.data) }
    })
  } catch (err) {
    if (err instanceof QueueFullError) throw httpError(429, IMAGE_BUSY_MESSAGE)
    throw err
  }
}

async function makeVariants(image: Buffer): Promise<ImageVariant[]> {
  try {
    return await encodeVariants(image)
  } catch (err) {
    throw httpError(400, decodeFailureMessage(err))
  }
}

async function processImage(bytes: Uint8Array): Promise<Omit<PreparedImage, 'variants'>> {
  const meta = await readHeader(bytes)
  const type = meta && acceptedType(meta)
  if (!meta || !type) throw httpError(400, UNSUPPORTED_IMAGE_MESSAGE)
  if ((meta.pages ?? 1) > 1) throw httpError(400, ANIMATED_IMAGE_MESSAGE)
  const { width, height } = meta
  if (!width || !height) throw httpError(400, UNSUPPORTED_IMAGE_MESSAGE)
  if (width * height > MAX_INPUT_PIXELS) throw httpError(400, TOO_MANY_PIXELS_MESSAGE)

  // The header may lie: libvips enforces the pixel limit and the time limit while decoding.
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
    .rotate()
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
  try {
    if (type === 'jpeg') {
      return { data: await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), ext: 'jpg' }
    }
    if (type === 'png') {
      return { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), ext: 'png' }
    }
    // A still GIF stays GIF; AVIF becomes WebP (smaller to encode, shown everywhere).
    if (type === 'gif') return { data: await pipeline.gif().toBuffer(), ext: 'gif' }
    return { data: await pipeline.webp({ quality: 82 }).toBuffer(), ext: 'webp' }
  } catch (err) {
    throw httpError(400, decodeFailureMessage(err))
  }
}

/** What to tell the sender when libvips gave up on an image that passed the header checks. */
export function decodeFailureMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : ''
  if (message.startsWith('timeout')) return IMAGE_TIMEOUT_MESSAGE
  if (message.includes('pixel limit')) return TOO_MANY_PIXELS_MESSAGE
  // A readable header over a broken body.
  return UNSUPPORTED_IMAGE_MESSAGE
}

/** The status and message of an image refusal (an HTTPException from prepareImage). */
export function imageRefusal(err: unknown): { status: 400 | 413 | 429; message: string } | null {
  if (!(err instanceof HTTPException)) return null
  const status = err.status
  return status === 400 || status === 413 || status === 429
    ? { status, message: err.message }
    : null
}

/** A path that storeImages could have produced: `/uploads/<32 hex>.<ext>`. */
export function isStoredImagePath(url: string): boolean {
  return /^\/uploads\/[a-f0-9]{32}\.(jpg|png|webp|gif)$/.test(url)
}

/**
 * Writes prepared images under random names, each after its width copies (so the copies
 * exist whenever the image does); returns their public addresses under /uploads/.
 * Either every image is written or, on a failure, none is left behind.
 */
export async function storeImages(
  uploadsDir: string,
  images: PreparedImage[],
): Promise<StoredImage[]> {
  await mkdir(uploadsDir, { recursive: true })
  const stored: StoredImage[] = []
  try {
    for (const image of images) {
      const name = `${randomBytes(16).toString('hex')}.${image.ext}`
      const entry = { name, url: `/uploads/${name}` }
      try {
        await writeVariants(uploadsDir, name, image.variants)
        await writeAtomically(join(uploadsDir, name), image.data)
      } catch (err) {
        await removeVariants(uploadsDir, name)
        throw err
      }
      stored.push(entry)
    }
  } catch (err) {
    await removeImages(uploadsDir, stored)
    throw err
  }
  return stored
}

/** Deletes stored images and their copies (a write after them failed); missing files are fine. */
export async function removeImages(uploadsDir: string, images: StoredImage[]): Promise<void> {
  await Promise.all(
    images.map(async (i) => {
      await rm(join(uploadsDir, i.name), { force: true })
      await removeVariants(uploadsDir, i.name)
    }),
  )
}
