// Image uploads: recognised by their bytes (never the name or the declared type),
// re-encoded with sharp (EXIF rotation applied, metadata dropped, size capped) and
// stored under a random name. Used by POST /api/uploads and the sell form.
import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { UPLOAD_MAX_BYTES } from './contract'
import { httpError } from './http/errors'

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.'
export const IMAGE_TOO_LARGE_MESSAGE = 'Images must be 5 MB or smaller.'
export const MISSING_FILE_MESSAGE = 'Choose an image file to upload.'

/** Widest image we keep; larger ones are scaled down. */
export const MAX_IMAGE_WIDTH = 2400

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end))

/** The image type by magic bytes, or null for anything else (SVG, text, ...). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg'
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  )
    return 'png'
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'))
    return 'gif'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand or a compatible brand names AVIF.
    const boxSize = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!
    const end = Math.min(bytes.length, Math.max(16, boxSize))
    for (let i = 8; i + 4 <= end; i += 4) {
      const brand = ascii(bytes, i, i + 4)
      if (brand === 'avif' || brand === 'avis') return 'avif'
    }
  }
  return null
}

export type StoredImage = { name: string; url: string }

/** Checks an uploaded file; throws the API's 400/413 errors for what we refuse. */
export async function readImageFile(
  file: unknown,
): Promise<{ bytes: Uint8Array; type: ImageType }> {
  if (!(file instanceof Blob) || file.size === 0) throw httpError(400, MISSING_FILE_MESSAGE)
  if (file.size > UPLOAD_MAX_BYTES) throw httpError(413, IMAGE_TOO_LARGE_MESSAGE)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffImageType(bytes)
  if (!type) throw httpError(400, UNSUPPORTED_IMAGE_MESSAGE)
  return { bytes, type }
}

/** Re-encodes and writes the image; returns its public address under /uploads/. */
export async function storeImage(
  uploadsDir: string,
  image: { bytes: Uint8Array; type: ImageType },
): Promise<StoredImage> {
  let output: Buffer
  let ext: string
  try {
    if (image.type === 'gif') {
      // Keep animation: GIF stays GIF.
      output = await sharp(image.bytes, { animated: true })
        .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
        .gif()
        .toBuffer()
      ext = 'gif'
    } else {
      const pipeline = sharp(image.bytes)
        .rotate()
        .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      if (image.type === 'jpeg') {
        output = await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
        ext = 'jpg'
      } else if (image.type === 'png') {
        output = await pipeline.png({ compressionLevel: 9 }).toBuffer()
        ext = 'png'
      } else {
        output = await pipeline.webp({ quality: 82 }).toBuffer()
        ext = 'webp'
      }
    }
  } catch {
    // Right magic bytes, broken body.
    throw httpError(400, UNSUPPORTED_IMAGE_MESSAGE)
  }
  await mkdir(uploadsDir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.${ext}`
  // Write then rename, so a half-written file is never served.
  const tmp = join(uploadsDir, `.${name}.tmp`)
  await writeFile(tmp, output)
  await rename(tmp, join(uploadsDir, name))
  return { name, url: `/uploads/${name}` }
}
