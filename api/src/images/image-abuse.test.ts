// Images built to cost the server: an animation declaring many large frames, a pixel
// flood and an oversized file are refused quickly, store nothing, and don't hold up other
// requests; a sell request stores all its photos or none; anonymous sell requests only
// point at images this product stored.
import { readdirSync } from 'node:fs'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SellRequest } from '../contract'
import { IMAGE_VARIANT_WIDTHS } from './variants'
import { FOREIGN_IMAGE_MESSAGE } from '../resources/leads/sell-requests.routes'
import { buildSellRequest } from '../seed/factories'
import {
  ANIMATED_IMAGE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  TOO_MANY_PIXELS_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
} from './uploads'
import {
  authHeaders,
  jsonInit,
  makeApp,
  tableCounts,
  validToken,
  type TestApp,
} from '../../test/helpers'
import { animatedGif, pixelFloodPng } from '../../test/crafted-images'

const { app, db, env } = makeApp()
let token = ''

beforeAll(async () => {
  token = await validToken()
})

// ---------------------------------------------------------------- crafted files

async function photo(width = 800, height = 600): Promise<Uint8Array<ArrayBuffer>> {
  const buf = await sharp({ create: { width, height, channels: 3, background: '#0a4' } })
    .jpeg()
    .toBuffer()
  return new Uint8Array(buf)
}

/** Just over the 5 MB limit, starting like a JPEG. */
function oversized(): Uint8Array<ArrayBuffer> {
  const big = new Uint8Array(5 * 1024 * 1024 + 1024)
  big.set([0xff, 0xd8, 0xff, 0xe0])
  return big
}

// ---------------------------------------------------------------- requests

const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  new File([bytes], name, { type })

function uploadForm(f: File): FormData {
  const form = new FormData()
  form.set('file', f)
  return form
}

const upload = (f: File, on: TestApp = app) =>
  on.request('/api/uploads', {
    method: 'POST',
    headers: authHeaders(token),
    body: uploadForm(f),
  })

function sellForm(files: File[], imageUrls: string[] = []): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(buildSellRequest())) {
    if (k !== 'images' && v !== null && v !== undefined) form.set(k, String(v))
  }
  for (const url of imageUrls) form.append('images', url)
  for (const f of files) form.append('images', f)
  return form
}

const sell = (files: File[], imageUrls: string[] = [], on: TestApp = app) =>
  on.request('/api/sell-requests', { method: 'POST', body: sellForm(files, imageUrls) })

/** Every name in the uploads folder, temporary files included. */
const uploadedFiles = () => readdirSync(env.UPLOADS_DIR).sort()

/** Runs `fn` and checks that it left no new row and no new file behind. */
async function storesNothing(fn: () => Promise<void>) {
  const rows = tableCounts(db)
  const files = uploadedFiles()
  await fn()
  expect(tableCounts(db)).toEqual(rows)
  expect(uploadedFiles()).toEqual(files)
}

type ErrorBody = { error: string; errors?: Record<string, string> }

// ---------------------------------------------------------------- tests

describe('costly images', () => {
  it('the crafted files are what they claim to be', async () => {
    const gif = animatedGif(60, 2000)
    expect(gif.length).toBeLessThan(2000)
    expect(await sharp(gif).metadata()).toMatchObject({
      format: 'gif',
      width: 2000,
      height: 2000,
      pages: 60,
    })
    const flood = pixelFloodPng(30_000, 30_000)
    expect(flood.length).toBeLessThan(200)
    expect(await sharp(flood, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 30_000,
      height: 30_000,
    })
  })

  it('refuses an animated GIF, a pixel flood and a 5 MB+ file while pages answer', async () => {
    const rows = tableCounts(db)
    const files = uploadedFiles()
    const started = Date.now()
    const settled = (res: Response | Promise<Response>) =>
      Promise.resolve(res).then((r) => ({ res: r, at: Date.now() }))

    const gif = animatedGif(60, 2000)
    const flood = pixelFloodPng(30_000, 30_000)
    const attacks = [
      settled(upload(file(gif, 'anim.gif', 'image/gif'))),
      settled(sell([file(gif, 'anim.gif', 'image/gif')])),
      settled(upload(file(flood, 'flood.png', 'image/png'))),
      settled(sell([file(flood, 'flood.png', 'image/png')])),
      settled(upload(file(oversized(), 'huge.jpg', 'image/jpeg'))),
      settled(sell([file(oversized(), 'huge.jpg', 'image/jpeg')])),
    ]
    // A page's API call made while those are in flight.
    const cars = await settled(app.request('/api/cars'))
    const answers = await Promise.all(attacks)
    const lastAttackAt = Math.max(...answers.map((a) => a.at))

    expect(cars.res.status).toBe(200)
    expect(Array.isArray(await cars.res.json())).toBe(true)
    // Answered before the attacks were done, or about when they were (no speed threshold).
    expect(cars.at).toBeLessThanOrEqual(lastAttackAt + 2000)

    const bodies = await Promise.all(
      answers.map(async (a) => ({ status: a.res.status, ...((await a.res.json()) as ErrorBody) })),
    )
    const [gifUpload, gifSell, floodUpload, floodSell, bigUpload, bigSell] = bodies
    expect(gifUpload).toEqual({ status: 400, error: ANIMATED_IMAGE_MESSAGE })
    expect(gifSell).toEqual({
      status: 400,
      error: ANIMATED_IMAGE_MESSAGE,
      errors: { images: `Photo 1: ${ANIMATED_IMAGE_MESSAGE}` },
    })
    expect(floodUpload).toEqual({ status: 400, error: TOO_MANY_PIXELS_MESSAGE })
    expect(floodSell).toMatchObject({ status: 400, error: TOO_MANY_PIXELS_MESSAGE })
    expect(bigUpload).toEqual({ status: 413, error: IMAGE_TOO_LARGE_MESSAGE })
    expect(bigSell).toMatchObject({ status: 413, error: IMAGE_TOO_LARGE_MESSAGE })
    // Unrefused, this GIF cost about half a minute of CPU.
    expect(answers[0]!.at - started).toBeLessThan(10_000)

    expect(tableCounts(db)).toEqual(rows)
    expect(uploadedFiles()).toEqual(files)
  })

  it('refuses animated WebP too', async () => {
    const frames = 3
    // A strip of differently grey frames (identical frames would be merged into one).
    const strip = Buffer.alloc(16 * 16 * 3 * frames)
    for (let f = 0; f < frames; f++) strip.fill(f * 100, f * 16 * 16 * 3, (f + 1) * 16 * 16 * 3)
    const webp = await sharp(strip, {
      raw: { width: 16, height: 16 * frames, channels: 3, pageHeight: 16 },
    })
      .webp()
      .toBuffer()
    expect((await sharp(webp).metadata()).pages).toBe(frames)
    await storesNothing(async () => {
      const res = await upload(file(new Uint8Array(webp), 'anim.webp', 'image/webp'))
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: ANIMATED_IMAGE_MESSAGE })
    })
  })

  it('still accepts a still GIF', async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer()
    const res = await upload(file(new Uint8Array(gif), 'still.gif', 'image/gif'))
    expect(res.status).toBe(201)
    expect(((await res.json()) as { secure_url: string }).secure_url).toMatch(
      /^\/uploads\/[a-f0-9]{32}\.gif$/,
    )
  })
})

describe('a sell request stores all its photos or none', () => {
  it('one good photo and one broken: 400, no row, no file', async () => {
    const good = await photo()
    // A real JPEG header over a cut-off body: readable metadata, undecodable pixels.
    const broken = (await photo(1200, 900)).slice(0, 600)
    expect((await sharp(broken).metadata()).format).toBe('jpeg')
    await storesNothing(async () => {
      const res = await sell([
        file(good, 'front.jpg', 'image/jpeg'),
        file(broken, 'back.jpg', 'image/jpeg'),
      ])
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: UNSUPPORTED_IMAGE_MESSAGE,
        errors: { images: `Photo 2: ${UNSUPPORTED_IMAGE_MESSAGE}` },
      })
    })
  })

  it('good photos followed by an animated one: 400, no row, no file', async () => {
    const good = await photo()
    await storesNothing(async () => {
      const res = await sell([
        file(good, 'a.jpg', 'image/jpeg'),
        file(good, 'b.jpg', 'image/jpeg'),
        file(animatedGif(60, 2000), 'c.gif', 'image/gif'),
      ])
      expect(res.status).toBe(400)
      expect(((await res.json()) as ErrorBody).errors?.images).toBe(
        `Photo 3: ${ANIMATED_IMAGE_MESSAGE}`,
      )
    })
  })

  it('good photos alone are all stored', async () => {
    const before = uploadedFiles().length
    const res = await sell([
      file(await photo(), 'a.jpg', 'image/jpeg'),
      file(await photo(), 'b.jpg', 'image/jpeg'),
    ])
    expect(res.status).toBe(201)
    expect(((await res.json()) as SellRequest).images).toHaveLength(2)
    // Each photo with its WebP copy at every responsive width.
    expect(uploadedFiles().length).toBe(before + 2 * (1 + IMAGE_VARIANT_WIDTHS.length))
  })
})

describe('anonymous sell requests carry only our own images', () => {
  const ownPath = `/uploads/${'ab'.repeat(16)}.jpg`
  const postJson = (images: string[], on: TestApp = app) =>
    on.request('/api/sell-requests', jsonInit('POST', buildSellRequest({ images })))

  it('refuses an arbitrary URL with a field error and stores nothing', async () => {
    for (const url of [
      'https://evil.example/x.jpg',
      'http://evil.example/uploads/x.jpg',
      'https://res.cloudinary.com/anyone/image/upload/v1/x.jpg',
      '/uploads/../../etc/passwd',
      `/uploads/${'ab'.repeat(16)}.svg`,
    ]) {
      await storesNothing(async () => {
        const res = await postJson([ownPath, url])
        expect(res.status, url).toBe(400)
        const body = (await res.json()) as ErrorBody
        expect(body.errors?.images, url).toBeTruthy()
      })
    }
    const res = await postJson(['https://evil.example/x.jpg'])
    expect(((await res.json()) as ErrorBody).errors).toEqual({ images: FOREIGN_IMAGE_MESSAGE })
  })

  it('accepts an address under /uploads/', async () => {
    const rows = tableCounts(db).sell_requests!
    const res = await postJson([ownPath])
    expect(res.status).toBe(201)
    expect(((await res.json()) as SellRequest).images).toEqual([ownPath])
    expect(tableCounts(db).sell_requests).toBe(rows + 1)
  })

  it('accepts an address that the staff upload answered', async () => {
    const uploaded = await upload(file(await photo(), 'car.jpg', 'image/jpeg'))
    const { secure_url } = (await uploaded.json()) as { secure_url: string }
    const res = await postJson([secure_url])
    expect(res.status).toBe(201)
  })

  it('refuses a foreign URL among multipart photos before storing any', async () => {
    await storesNothing(async () => {
      const res = await sell(
        [file(await photo(), 'a.jpg', 'image/jpeg')],
        ['https://evil.example/x.jpg'],
      )
      expect(res.status).toBe(400)
      expect(((await res.json()) as ErrorBody).errors).toEqual({ images: FOREIGN_IMAGE_MESSAGE })
    })
  })

  it('accepts the configured Cloudinary account, and only its images', async () => {
    const cloud = makeApp({
      env: { CLOUDINARY_CLOUD_NAME: 'demo-cloud', CLOUDINARY_UPLOAD_PRESET: 'unsigned' },
    }).app
    const ours = 'https://res.cloudinary.com/demo-cloud/image/upload/v1/cars/a.jpg'
    const created = await postJson([ours, ownPath], cloud)
    expect(created.status).toBe(201)
    expect(((await created.json()) as SellRequest).images).toEqual([ours, ownPath])
    for (const url of [
      'https://res.cloudinary.com/other-cloud/image/upload/v1/a.jpg',
      'https://res.cloudinary.com/demo-cloud/image/upload/../../../other-cloud/image/upload/a.jpg',
      'https://res.cloudinary.com/demo-cloud/raw/upload/v1/a.html',
      'http://res.cloudinary.com/demo-cloud/image/upload/v1/a.jpg',
      'https://res.cloudinary.com.evil.example/demo-cloud/image/upload/v1/a.jpg',
      'https://user@res.cloudinary.com/demo-cloud/image/upload/v1/a.jpg',
    ]) {
      await storesNothing(async () => {
        const res = await postJson([url], cloud)
        expect(res.status, url).toBe(400)
        expect(((await res.json()) as ErrorBody).errors, url).toEqual({
          images: FOREIGN_IMAGE_MESSAGE,
        })
      })
    }
  })
})
