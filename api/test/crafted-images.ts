// Hand-made image files, built byte by byte (no fixture files): a small real PNG, and
// files that cost a decoder far more than their size. Shared by the image tests and the
// console's upload tests. And what every test of a served image checks first.
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { expect } from 'vitest'

/**
 * A GIF89a whose screen is `size` x `size` with `frames` frames of one pixel each: about
 * 25 bytes a frame, yet every frame decodes to the full screen.
 */
export function animatedGif(frames: number, size: number): Uint8Array<ArrayBuffer> {
  const u16 = (n: number) => [n & 0xff, n >> 8]
  const bytes: number[] = [...Buffer.from('GIF89a'), ...u16(size), ...u16(size), 0x80, 0, 0]
  bytes.push(0, 0, 0, 0xff, 0xff, 0xff) // a two-colour global palette
  bytes.push(0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0) // loop forever
  for (let i = 0; i < frames; i++) {
    bytes.push(0x21, 0xf9, 4, 0x04, 10, 0, 0, 0) // graphic control: 0.1 s, keep the frame
    bytes.push(0x2c, ...u16(i % size), ...u16(0), ...u16(1), ...u16(1), 0) // a 1x1 frame
    bytes.push(2, 2, 0x44, 0x01, 0) // its LZW data: one pixel of colour 0
  }
  bytes.push(0x3b)
  return new Uint8Array(bytes)
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG of a few dozen bytes whose header declares `width` x `height` grey pixels. */
export function pixelFloodPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth; colour type 0 (grey), no interlace
  const png = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
  return new Uint8Array(png)
}

/** A real 2x2 truecolour PNG. */
export function pngBytes(): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(2, 0)
  header.writeUInt32BE(2, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour
  const rows = Buffer.from([0, 200, 30, 30, 30, 200, 30, 0, 30, 30, 200, 200, 200, 30])
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A stored image as served: found, of `type`, kept by browsers for a year as it is (its
 * address changes with its bytes). Its bytes, and what sharp reads in them.
 */
export async function servedImage(res: Response, type: string) {
  expect(res.status).toBe(200)
  expect(res.headers.get('Content-Type')).toBe(type)
  expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  const bytes = Buffer.from(await res.arrayBuffer())
  return { bytes, meta: await sharp(bytes).metadata() }
}
