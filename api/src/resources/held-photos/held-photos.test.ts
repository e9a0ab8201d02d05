// The photos of a sell form sent back with a mistake: held under a token only that
// visitor's form carries, shown back, let go one by one, and claimed by the request when
// the form is sent; expired, unknown or someone else's tokens claim nothing.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { HELD_PHOTOS_GONE_MESSAGE, type HeldPhotos, type SellRequest } from '../../contract'
import { buildSellRequest } from '../../seed/factories'
import { makeApp } from '../../../test/helpers'

const { app, db, env } = makeApp()

async function png(): Promise<File> {
  const buf = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a40' } })
    .png()
    .toBuffer()
  return new File([new Uint8Array(buf)], 'front.png', { type: 'image/png' })
}

async function hold(files: File[], token?: string) {
  const form = new FormData()
  if (token) form.set('token', token)
  for (const f of files) form.append('images', f)
  const res = await app.request('/api/held-photos', { method: 'POST', body: form })
  expect(res.status).toBe(201)
  return (await res.json()) as HeldPhotos & { errors?: { images: string } }
}

const held = async (token: string) =>
  (await (await app.request(`/api/held-photos/${token}`)).json()) as HeldPhotos

function sellForm(token: string | null, kept: string[], email = 'held@example.com') {
  const form = new FormData()
  const { images: _i, ...fields } = buildSellRequest({ email })
  for (const [k, v] of Object.entries(fields)) if (v != null) form.set(k, String(v))
  if (token) form.set('photoToken', token)
  for (const id of kept) form.append('keptPhoto', id)
  return form
}
const sell = (form: FormData) => app.request('/api/sell-requests', { method: 'POST', body: form })

const onDisk = (url: string) => existsSync(join(env.UPLOADS_DIR, url.replace('/uploads/', '')))

describe('held photos', () => {
  it('holds the photos that pass, names the one refused, and adds to the same token', async () => {
    const junk = new File([new TextEncoder().encode('not a picture')], 'notes.png', {
      type: 'image/png',
    })
    const first = await hold([await png(), junk])
    expect(first.token).toMatch(/^[0-9a-f]{32}$/)
    expect(first.photos).toEqual([
      {
        id: expect.any(String),
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
        thumbnail: `${first.photos[0]!.url}.w200.webp`,
        name: 'front.png',
      },
    ])
    expect(first.errors?.images).toMatch(/^notes\.png: Only JPEG, PNG/)
    expect(onDisk(first.photos[0]!.url)).toBe(true)
    expect(onDisk(first.photos[0]!.thumbnail)).toBe(true)
    // The token is never stored as such.
    expect(JSON.stringify(db.$client.prepare('select * from held_photos').all())).not.toContain(
      first.token,
    )

    const second = await hold([await png()], first.token!)
    expect(second.token).toBe(first.token)
    expect(second.photos).toHaveLength(2)
    expect(await held(first.token!)).toEqual({ token: first.token, photos: second.photos })

    // Let go of one: gone with its file.
    const [gone, kept] = second.photos
    const after = await app.request(`/api/held-photos/${first.token}/${gone!.id}`, {
      method: 'DELETE',
    })
    expect(((await after.json()) as HeldPhotos).photos).toEqual([kept])
    expect(onDisk(gone!.url)).toBe(false)
  })

  it('an unknown token holds nothing and removes nothing; a new hold gets a new token', async () => {
    const mine = await hold([await png()])
    const stranger = 'f'.repeat(32)
    expect(await held(stranger)).toEqual({ token: null, photos: [] })
    await app.request(`/api/held-photos/${stranger}/${mine.photos[0]!.id}`, { method: 'DELETE' })
    expect((await held(mine.token!)).photos).toHaveLength(1)
    const theirs = await hold([await png()], stranger)
    expect(theirs.token).not.toBe(stranger)
    expect(theirs.token).not.toBe(mine.token)
  })

  it('the sent form claims the kept photos once; another token claims none', async () => {
    const { token, photos } = await hold([await png(), await png()])
    const ids = photos.map((p) => p.id)

    const stranger = await sell(sellForm('e'.repeat(32), ids))
    expect(stranger.status).toBe(400)
    expect(await stranger.json()).toMatchObject({ errors: { images: HELD_PHOTOS_GONE_MESSAGE } })

    const res = await sell(sellForm(token, ids))
    expect(res.status).toBe(201)
    const request = (await res.json()) as SellRequest
    expect(request.images).toEqual(photos.map((p) => p.url))
    expect(request.images.every(onDisk)).toBe(true)
    // Held no more: the files are the request's now.
    expect(await held(token!)).toEqual({ token: null, photos: [] })
    const again = await sell(sellForm(token, ids))
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ errors: { images: HELD_PHOTOS_GONE_MESSAGE } })
  })

  it('lets go of photos after their hours: not shown, not claimed, swept with their files', async () => {
    const { token, photos } = await hold([await png()])
    db.$client
      .prepare('update held_photos set created_at = ? where id = ?')
      .run(new Date(Date.now() - 25 * 3_600_000).toISOString(), photos[0]!.id)
    expect(await held(token!)).toEqual({ token: null, photos: [] })
    const res = await sell(sellForm(token, [photos[0]!.id]))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ errors: { images: HELD_PHOTOS_GONE_MESSAGE } })
    // The next hold sweeps it away.
    await hold([await png()])
    expect(onDisk(photos[0]!.url)).toBe(false)
  })
})
