import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { animatedGif, pixelFloodPng } from '../../test/crafted-images'
import { IMAGE_VARIANT_WIDTHS, variantFileName } from './variants'
import {
  decodeFailureMessage,
  detectImageType,
  IMAGE_TIMEOUT_MESSAGE,
  isStoredImagePath,
  MAX_INPUT_PIXELS,
  prepareImage,
  removeImages,
  storeImages,
  TOO_MANY_PIXELS_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
} from './uploads'

const base = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })

describe('detectImageType', () => {
  it('recognises real images by their bytes', async () => {
    expect(await detectImageType(await base().jpeg().toBuffer())).toBe('jpeg')
    expect(await detectImageType(await base().png().toBuffer())).toBe('png')
    expect(await detectImageType(await base().webp().toBuffer())).toBe('webp')
    expect(await detectImageType(await base().gif().toBuffer())).toBe('gif')
    expect(await detectImageType(await base().avif().toBuffer())).toBe('avif')
  })

  it('refuses SVG, TIFF, text, HEIC and truncated headers', async () => {
    const text = (s: string) => new TextEncoder().encode(s)
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect/></svg>'
    expect(await detectImageType(text(svg))).toBeNull()
    expect(await detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull()
    expect(await detectImageType(text('<?xml version="1.0"?><svg/>'))).toBeNull()
    expect(await detectImageType(await base().tiff().toBuffer())).toBeNull()
    expect(await detectImageType(text('just some text, renamed to photo.jpg'))).toBeNull()
    expect(await detectImageType(new Uint8Array([0xff, 0xd8]))).toBeNull()
    expect(await detectImageType(text('RIFF\0\0\0\0WAVEfmt '))).toBeNull()
    // ISO-BMFF but HEIC, not AVIF.
    expect(await detectImageType(text('\0\0\0\x18ftypheic\0\0\0\0mif1heic'))).toBeNull()
    expect(await detectImageType(new Uint8Array())).toBeNull()
  })
})

describe('isStoredImagePath', () => {
  it('accepts only names that storeImages produces', () => {
    expect(isStoredImagePath(`/uploads/${'a1'.repeat(16)}.jpg`)).toBe(true)
    expect(isStoredImagePath(`/uploads/${'0f'.repeat(16)}.webp`)).toBe(true)
    expect(isStoredImagePath(`/uploads/${'a1'.repeat(16)}.svg`)).toBe(false)
    expect(isStoredImagePath('/uploads/../secret.jpg')).toBe(false)
    expect(isStoredImagePath(`/uploads/sub/${'a1'.repeat(16)}.jpg`)).toBe(false)
    expect(isStoredImagePath(`https://evil.example/uploads/${'a1'.repeat(16)}.jpg`)).toBe(false)
  })
})

describe('decodeFailureMessage', () => {
  // These pin the wording of sharp's errors that the messages depend on.
  it("recognises sharp's timeout", async () => {
    const err: unknown = await sharp(animatedGif(60, 2000), { animated: true })
      .timeout({ seconds: 1 })
      .gif()
      .toBuffer()
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Error)
    expect(decodeFailureMessage(err)).toBe(IMAGE_TIMEOUT_MESSAGE)
  })

  it("recognises sharp's pixel limit", async () => {
    const err: unknown = await sharp(pixelFloodPng(10_000, 5_000), {
      limitInputPixels: MAX_INPUT_PIXELS,
    })
      .png()
      .toBuffer()
      .catch((e: unknown) => e)
    expect(decodeFailureMessage(err)).toBe(TOO_MANY_PIXELS_MESSAGE)
  })

  it('calls anything else an unsupported image', async () => {
    const err: unknown = await sharp(Buffer.from('not an image'))
      .toBuffer()
      .catch((e: unknown) => e)
    expect(decodeFailureMessage(err)).toBe(UNSUPPORTED_IMAGE_MESSAGE)
  })
})

describe('width copies of uploads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'uploads-unit-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const file = async (img: sharp.Sharp, type: string) =>
    new File([new Uint8Array(await img.toBuffer())], 'photo', { type })
  // Noise, so every copy has real detail to encode (the background is unused).
  const noise = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })

  /** [width, height, format] of every copy of a stored image, in width-list order. */
  const copies = (name: string) =>
    Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (w) => {
        const meta = await sharp(join(dir, variantFileName(name, w))).metadata()
        return [meta.width, meta.height, meta.format]
      }),
    )

  it('writes a WebP copy at every width next to the stored image', async () => {
    const prepared = await prepareImage(await file(noise(3000, 2000).jpeg(), 'image/jpeg'))
    const [stored] = await storeImages(dir, [prepared])
    expect(stored?.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/)
    const name = stored!.name
    // The original is capped at 2400 wide; the copies keep its 3:2 shape.
    expect((await sharp(join(dir, name)).metadata()).width).toBe(2400)
    expect(await copies(name)).toEqual([
      [100, 67, 'webp'],
      [200, 133, 'webp'],
      [400, 267, 'webp'],
      [800, 533, 'webp'],
      [1000, 667, 'webp'],
      [1200, 800, 'webp'],
      [1600, 1067, 'webp'],
    ])
    expect(
      readdirSync(dir)
        .filter((f) => f.startsWith(name))
        .sort(),
    ).toEqual([name, ...IMAGE_VARIANT_WIDTHS.map((w) => `${name}.w${w}.webp`)].sort())
  })

  it('never makes a copy wider than the image', async () => {
    const prepared = await prepareImage(await file(noise(700, 350).png(), 'image/png'))
    const [stored] = await storeImages(dir, [prepared])
    expect(await copies(stored!.name)).toEqual([
      [100, 50, 'webp'],
      [200, 100, 'webp'],
      [400, 200, 'webp'],
      [700, 350, 'webp'],
      [700, 350, 'webp'],
      [700, 350, 'webp'],
      [700, 350, 'webp'],
    ])
  })

  it('keeps transparency and applies the EXIF rotation in the copies', async () => {
    const clear = sharp({
      create: { width: 500, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    }).png()
    const [png] = await storeImages(dir, [await prepareImage(await file(clear, 'image/png'))])
    const small = await sharp(join(dir, variantFileName(png!.name, 200))).metadata()
    expect(small.hasAlpha).toBe(true)

    const rotated = noise(600, 400).withMetadata({ orientation: 6 }).jpeg()
    const [jpg] = await storeImages(dir, [await prepareImage(await file(rotated, 'image/jpeg'))])
    // Upright: 400 x 600, so the 400 copy is 400 x 600 and the wider ones stay 400 wide.
    expect((await copies(jpg!.name)).map(([w, h]) => [w, h])).toEqual([
      [100, 150],
      [200, 300],
      [400, 600],
      [400, 600],
      [400, 600],
      [400, 600],
      [400, 600],
    ])
  })

  it('removes the copies with the image', async () => {
    const prepared = await prepareImage(await file(noise(900, 600).webp(), 'image/webp'))
    const stored = await storeImages(dir, [prepared])
    const name = stored[0]!.name
    expect(existsSync(join(dir, variantFileName(name, 800)))).toBe(true)
    await removeImages(dir, stored)
    expect(readdirSync(dir).filter((f) => f.startsWith(name))).toEqual([])
  })

  it('leaves no image and no copy behind when a later write fails', async () => {
    const good = await prepareImage(await file(noise(900, 600).jpeg(), 'image/jpeg'))
    // The second image's copies are written, then writing the image itself throws.
    const broken = { ...good, data: undefined as unknown as Buffer }
    const before = readdirSync(dir).sort()
    await expect(storeImages(dir, [good, broken])).rejects.toThrow()
    expect(readdirSync(dir).sort()).toEqual(before)
  })
})
