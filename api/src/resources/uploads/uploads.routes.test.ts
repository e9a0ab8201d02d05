// POST /api/uploads and the files it serves; the sell form's multipart path.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SellRequest } from '../../contract'
import { buildSellRequest } from '../../seed/factories'
import { servedImage } from '../../../test/crafted-images'
import { authHeaders, makeApp, tableCounts, validToken } from '../../../test/helpers'

const { app, db, env } = makeApp()
let token = ''

beforeAll(async () => {
  token = await validToken()
})

function form(name: string, bytes: Uint8Array<ArrayBuffer>, type: string): FormData {
  const f = new FormData()
  f.set('file', new File([bytes], name, { type }))
  return f
}

const upload = (body: FormData | string, headers: Record<string, string> = {}) =>
  app.request('/api/uploads', {
    method: 'POST',
    headers: { ...authHeaders(token), ...headers },
    body,
  })

async function photo(width = 3000, height = 2000): Promise<Uint8Array<ArrayBuffer>> {
  // Tagged as rotated (EXIF orientation 6) with metadata that must be stripped.
  const buf = await sharp({ create: { width, height, channels: 3, background: '#0a4' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer()
  return new Uint8Array(buf)
}

describe('POST /api/uploads', () => {
  it('stores a re-encoded image and serves it with long cache and nosniff', async () => {
    const res = await upload(form('car.jpg', await photo(), 'image/jpeg'))
    expect(res.status).toBe(201)
    const { secure_url } = (await res.json()) as { secure_url: string }
    expect(secure_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/)
    const file = join(env.UPLOADS_DIR, secure_url.replace('/uploads/', ''))
    expect(existsSync(file)).toBe(true)
    const meta = await sharp(file).metadata()
    // Rotated upright (2000 x 3000), capped at 2400 px wide, EXIF gone.
    expect(meta.width).toBe(2000)
    expect(meta.height).toBe(3000)
    expect(meta.orientation).toBeUndefined()
    expect(meta.exif).toBeUndefined()

    const served = await app.request(secure_url)
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    await servedImage(served, 'image/jpeg')
  })

  it('caps the width of large images', async () => {
    const wide = await sharp({
      create: { width: 4000, height: 1000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer()
    const res = await upload(form('wide.png', new Uint8Array(wide), 'image/png'))
    const { secure_url } = (await res.json()) as { secure_url: string }
    const meta = await sharp(join(env.UPLOADS_DIR, secure_url.slice('/uploads/'.length))).metadata()
    expect(meta.width).toBe(2400)
    expect(meta.format).toBe('png')
  })

  it('refuses a text file renamed to .jpg', async () => {
    const before = readdirSync(env.UPLOADS_DIR).length
    const res = await upload(
      form('photo.jpg', new TextEncoder().encode('hello, not a picture'), 'image/jpeg'),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.',
    })
    expect(readdirSync(env.UPLOADS_DIR).length).toBe(before)
  })

  it('refuses SVG', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    )
    const res = await upload(form('logo.svg', svg, 'image/svg+xml'))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(/Only JPEG, PNG/)
  })

  it('refuses a file over 5 MB with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    const res = await upload(form('huge.jpg', big, 'image/jpeg'))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'Images must be 5 MB or smaller.' })
    const huge = new Uint8Array(8 * 1024 * 1024)
    huge.set([0xff, 0xd8, 0xff, 0xe0])
    const res2 = await upload(form('huger.jpg', huge, 'image/jpeg'))
    expect(res2.status).toBe(413)
    expect(await res2.json()).toEqual({ error: 'Images must be 5 MB or smaller.' })
  })

  it('answers 400 when the file is missing or the body is not multipart', async () => {
    const empty = new FormData()
    empty.set('other', 'x')
    expect((await upload(empty)).status).toBe(400)
    expect((await upload('{}', { 'Content-Type': 'application/json' })).status).toBe(400)
  })
})

describe('POST /api/sell-requests as multipart', () => {
  function sellForm(files: File[]): FormData {
    const data = buildSellRequest()
    const f = new FormData()
    for (const [k, v] of Object.entries(data)) {
      if (k !== 'images' && v !== null && v !== undefined) f.set(k, String(v))
    }
    for (const file of files) f.append('images', file)
    return f
  }

  it('stores the photos and saves their addresses', async () => {
    const jpeg = await photo(800, 600)
    const res = await app.request('/api/sell-requests', {
      method: 'POST',
      body: sellForm([
        new File([jpeg], 'front.jpg', { type: 'image/jpeg' }),
        new File([jpeg], 'back.jpg', { type: 'image/jpeg' }),
      ]),
    })
    expect(res.status).toBe(201)
    const created = (await res.json()) as SellRequest
    expect(typeof created.carYear).toBe('number')
    expect(created.images).toHaveLength(2)
    for (const url of created.images) {
      expect(existsSync(join(env.UPLOADS_DIR, url.slice('/uploads/'.length)))).toBe(true)
    }
  })

  it('refuses a non-image among the photos and stores nothing', async () => {
    const before = tableCounts(db)
    const files = readdirSync(env.UPLOADS_DIR).length
    const res = await app.request('/api/sell-requests', {
      method: 'POST',
      body: sellForm([
        new File([await photo(100, 100)], 'ok.jpg', { type: 'image/jpeg' }),
        new File([new TextEncoder().encode('<svg/>')], 'bad.jpg', { type: 'image/jpeg' }),
      ]),
    })
    expect(res.status).toBe(400)
    expect(tableCounts(db)).toEqual(before)
    expect(readdirSync(env.UPLOADS_DIR).length).toBe(files)
  })

  it('validates the fields before storing any photo', async () => {
    const f = new FormData()
    f.set('name', 'Only a name')
    f.append('images', new File([await photo(100, 100)], 'ok.jpg', { type: 'image/jpeg' }))
    const files = readdirSync(env.UPLOADS_DIR).length
    const res = await app.request('/api/sell-requests', { method: 'POST', body: f })
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: Record<string, string> }
    expect(errors.email).toBeTruthy()
    expect(errors.carYear).toBeTruthy()
    expect(readdirSync(env.UPLOADS_DIR).length).toBe(files)
  })
})
