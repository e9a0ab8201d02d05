import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { sniffImageType } from './uploads'

const base = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })

describe('sniffImageType', () => {
  it('recognises real images by their bytes', async () => {
    expect(sniffImageType(await base().jpeg().toBuffer())).toBe('jpeg')
    expect(sniffImageType(await base().png().toBuffer())).toBe('png')
    expect(sniffImageType(await base().webp().toBuffer())).toBe('webp')
    expect(sniffImageType(await base().gif().toBuffer())).toBe('gif')
    expect(sniffImageType(await base().avif().toBuffer())).toBe('avif')
  })

  it('refuses SVG, text, HEIC and truncated headers', () => {
    const text = (s: string) => new TextEncoder().encode(s)
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull()
    expect(sniffImageType(text('<?xml version="1.0"?><svg/>'))).toBeNull()
    expect(sniffImageType(text('just some text, renamed to photo.jpg'))).toBeNull()
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull()
    expect(sniffImageType(text('RIFF\0\0\0\0WAVEfmt '))).toBeNull()
    // ISO-BMFF but HEIC, not AVIF.
    expect(sniffImageType(text('\0\0\0\x18ftypheic\0\0\0\0mif1heic'))).toBeNull()
    expect(sniffImageType(new Uint8Array())).toBeNull()
  })
})
