import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { animatedGif, pixelFloodPng } from '../test/crafted-images'
import {
  decodeFailureMessage,
  detectImageType,
  IMAGE_TIMEOUT_MESSAGE,
  isStoredImagePath,
  MAX_INPUT_PIXELS,
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
