// Width copies made on first request for images stored before copies existed, and the
// copies of the seed's images.
import { serveStatic } from '@hono/node-server/serve-static'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
  parseImageVariantUrl,
  variantFileName,
  variantOnDemand,
} from './variants'
import { SeedImages } from '../seed/images'
import { servedImage } from '../../test/crafted-images'

const root = mkdtempSync(join(tmpdir(), 'image-variants-'))
const uploads = join(root, 'uploads')
mkdirSync(join(uploads, 'seed'), { recursive: true })
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The app's /uploads handling: static files, then copies on demand, then 404. */
function uploadsApp() {
  const app = new Hono()
  app.use(
    '/uploads/*',
    serveStatic({ root: uploads, rewriteRequestPath: (p) => p.replace(/^\/uploads/, '') }),
  )
  app.use('/uploads/*', variantOnDemand(uploads))
  app.all('/uploads/*', (c) => c.json({ error: 'Not found' }, 404))
  return app
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6' } })

const OLD = 'a1'.repeat(16)
const files = (dir = uploads) => readdirSync(dir).sort()

beforeAll(async () => {
  // Stored before copies existed: originals only.
  await photo(2400, 1600)
    .jpeg()
    .toFile(join(uploads, `${OLD}.jpg`))
  await photo(640, 400)
    .png()
    .toFile(join(uploads, 'seed', 'brand-x-banner-12345678.png'))
  writeFileSync(join(uploads, 'notes.jpg'), 'not a picture')
  // Next to the uploads folder, not in it.
  await photo(800, 600).jpeg().toFile(join(root, 'outside.jpg'))
})

describe('variant names', () => {
  it('are derived from the original address and parsed back', () => {
    const url = `/uploads/${OLD}.jpg`
    expect(imageVariantUrl(url, 400)).toBe(`${url}.w400.webp`)
    expect(variantFileName(`${OLD}.jpg`, 1600)).toBe(`${OLD}.jpg.w1600.webp`)
    for (const w of IMAGE_VARIANT_WIDTHS) {
      expect(parseImageVariantUrl(imageVariantUrl(url, w))).toEqual({ original: url, width: w })
    }
  })

  it('refuse other widths, copies of copies and paths outside /uploads', () => {
    for (const path of [
      `/uploads/${OLD}.jpg.w500.webp`,
      `/uploads/${OLD}.jpg.w0400.webp`,
      `/uploads/${OLD}.jpg.w400.png`,
      `/uploads/${OLD}.jpg.w400.webp.w800.webp`,
      `/uploads/${OLD}.svg.w400.webp`,
      '/uploads/../outside.jpg.w400.webp',
      '/uploads/seed/../../outside.jpg.w400.webp',
      '/uploads/.hidden.jpg.w400.webp',
      '/elsewhere/a.jpg.w400.webp',
    ]) {
      expect(parseImageVariantUrl(path)).toBeNull()
    }
  })
})

describe('variantOnDemand', () => {
  const app = uploadsApp()

  it('makes a missing copy of an old image on first request, then serves the file', async () => {
    const url = `/uploads/${OLD}.jpg.w400.webp`
    expect(existsSync(join(uploads, `${OLD}.jpg.w400.webp`))).toBe(false)
    const { bytes: body, meta } = await servedImage(await app.request(url), 'image/webp')
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 267])

    // Written next to the original; the static handler serves it from now on.
    expect(existsSync(join(uploads, `${OLD}.jpg.w400.webp`))).toBe(true)
    const again = await app.request(url)
    expect(again.status).toBe(200)
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true)
  })

  it('makes each width once when requests arrive together', async () => {
    const url = `/uploads/${OLD}.jpg.w800.webp`
    const answers = await Promise.all([1, 2, 3].map(() => app.request(url)))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())))
    expect(bodies[1]!.equals(bodies[0]!) && bodies[2]!.equals(bodies[0]!)).toBe(true)
    expect((await sharp(bodies[0]).metadata()).width).toBe(800)
  })

  it('never upscales, and works in sub-folders such as the seed images', async () => {
    const res = await app.request('/uploads/seed/brand-x-banner-12345678.png.w1600.webp')
    const { meta } = await servedImage(res, 'image/webp')
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 400])
    expect(files(join(uploads, 'seed'))).toContain('brand-x-banner-12345678.png.w1600.webp')
  })

  it('answers 404 for widths outside the list and writes nothing', async () => {
    const before = files()
    for (const w of ['500', '0400', '1', '99999', '400.5']) {
      const res = await app.request(`/uploads/${OLD}.jpg.w${w}.webp`)
      expect(res.status).toBe(404)
    }
    expect((await app.request(`/uploads/${OLD}.jpg.w400.webp.w800.webp`)).status).toBe(404)
    expect(files()).toEqual(before)
  })

  it('answers 404 for a missing original', async () => {
    const res = await app.request(`/uploads/${'b2'.repeat(16)}.jpg.w400.webp`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Not found' })
  })

  it('never reads or writes outside the uploads folder', async () => {
    const before = files(root)
    for (const path of [
      '/uploads/%2e%2e/outside.jpg.w400.webp',
      '/uploads/..%2foutside.jpg.w400.webp',
      '/uploads/%2E%2E%2Foutside.jpg.w400.webp',
      '/uploads/seed/%2e%2e/%2e%2e/outside.jpg.w400.webp',
      '/uploads/..%5coutside.jpg.w400.webp',
    ]) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
    }
    expect(files(root)).toEqual(before)
    expect(existsSync(join(root, 'outside.jpg.w400.webp'))).toBe(false)
  })

  it('sends the original when a copy cannot be made from it', async () => {
    const res = await app.request('/uploads/notes.jpg.w400.webp')
    expect(res.status).toBe(307)
    expect(res.headers.get('Location')).toBe('/uploads/notes.jpg')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(existsSync(join(uploads, 'notes.jpg.w400.webp'))).toBe(false)
  })

  it('leaves other paths and methods to the next handler', async () => {
    expect((await app.request(`/uploads/${OLD}.jpg`)).status).toBe(200)
    const post = await app.request(`/uploads/${OLD}.jpg.w200.webp`, { method: 'POST' })
    expect(post.status).toBe(404)
    expect(existsSync(join(uploads, `${OLD}.jpg.w200.webp`))).toBe(false)
  })
})

describe('seed images', () => {
  const palette = { from: '#101828', to: '#344054', accent: '#d4af37' }
  const look = {
    body: 'suv',
    paint: '#999999',
    grille: 'kidney',
    spokes: 5,
    leather: '#222222',
  } as const
  const x5 = {
    brandKey: 'bmw',
    title: 'X5',
    look,
    cabin: { paint: '#999999', leather: '#222222', trim: 'metal' },
  } as const

  it('get a copy at every width, never wider than the drawing, and are redrawn when one is missing', async () => {
    const dir = mkdtempSync(join(root, 'seed-'))
    const images = new SeedImages(dir)
    const car = images.car(x5, 'front')
    const logo = images.logo({ key: 'bmw', name: 'BMW', palette })
    expect(await images.render()).toEqual({ written: 2, kept: 0 })

    const file = (url: string) => join(dir, ...url.replace(/^\/uploads\//, '').split('/'))
    const widths = async (url: string) =>
      Promise.all(
        IMAGE_VARIANT_WIDTHS.map(async (w) => {
          const meta = await sharp(file(imageVariantUrl(url, w))).metadata()
          return [meta.format, meta.width, meta.height]
        }),
      )
    expect(await widths(car)).toEqual([
      ['webp', 100, 67],
      ['webp', 200, 133],
      ['webp', 400, 267],
      ['webp', 800, 533],
      ['webp', 1000, 667],
      ['webp', 1200, 800],
      ['webp', 1200, 800],
    ])
    expect(await widths(logo)).toEqual([
      ['webp', 100, 100],
      ['webp', 200, 200],
      ['webp', 400, 400],
      ['webp', 400, 400],
      ['webp', 400, 400],
      ['webp', 400, 400],
      ['webp', 400, 400],
    ])
    expect((await sharp(file(imageVariantUrl(logo, 200))).metadata()).hasAlpha).toBe(true)

    // Seeded before copies existed: the copy is drawn again, the image is kept.
    rmSync(file(imageVariantUrl(car, 800)))
    const again = new SeedImages(dir)
    again.car(x5, 'front')
    again.logo({ key: 'bmw', name: 'BMW', palette })
    expect(await again.render()).toEqual({ written: 1, kept: 1 })
    expect((await sharp(file(imageVariantUrl(car, 800))).metadata()).width).toBe(800)
  })
})
