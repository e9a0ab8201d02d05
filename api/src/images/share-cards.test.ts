// Share cards (og:image): a 1200x630 JPEG per car with its name, year, mileage, price
// and the dealer's name over its photo, drawn when the car is saved, at an address that
// changes with what is drawn; a Sold car's says Sold. Brands, blog posts and the site
// have theirs, drawn on first request.
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Car, CarInput } from '../contract'
import {
  carShareCard,
  parseShareCardPath,
  shareCardPath,
  siteShareCard,
} from '../contract/share-card'
import { buildBrand, buildCar } from '../seed/factories'
import { drawShareCard } from './share-cards'
import { servedImage } from '../../test/crafted-images'
import { authHeaders, jsonInit, makeApp, staffAccount } from '../../test/helpers'

const { app, db, env } = makeApp()

async function admin() {
  return (await staffAccount(db, 'admin')).token
}

async function photo(): Promise<string> {
  const f = new FormData()
  const jpeg = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#248' },
  })
    .jpeg()
    .toBuffer()
  f.set('file', new File([new Uint8Array(jpeg)], 'car.jpg', { type: 'image/jpeg' }))
  const res = await app.request('/api/uploads', {
    method: 'POST',
    headers: { authorization: `Bearer ${await admin()}` },
    body: f,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { secure_url: string }).secure_url
}

async function newCar(input: Partial<CarInput>): Promise<{ car: Car; brandName: string }> {
  const key = `card-${Math.random().toString(36).slice(2, 8)}`
  const brand = buildBrand({ key, name: 'Porsche' })
  expect((await app.request('/api/brands', jsonInit('POST', brand, await admin()))).status).toBe(
    201,
  )
  const res = await app.request(
    '/api/cars',
    jsonInit('POST', buildCar({ brand: key, ...input }), await admin()),
  )
  expect(res.status).toBe(201)
  return { car: (await res.json()) as Car, brandName: 'Porsche' }
}

const cardPath = (car: Car, brandName: string) =>
  shareCardPath(carShareCard(car, brandName, env.SITE_NAME))

/** Waits for the background drawing after a save. */
async function untilStored(path: string) {
  const file = join(env.UPLOADS_DIR, path.replace('/uploads/', ''))
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 50))
  return file
}

describe('a car share card', () => {
  it('is a 1200x630 JPEG drawn on save, served for a year, renamed when the price changes', async () => {
    const { car, brandName } = await newCar({
      model: '911 Carrera S',
      year: 2021,
      mileage: 23000,
      price: 21500000,
      mainImage: await photo(),
      availability: 'In Stock',
    })
    const path = cardPath(car, brandName)
    expect(parseShareCardPath(path)).toMatchObject({ kind: 'cars', id: car.id })
    const file = await untilStored(path)
    expect(existsSync(file), 'drawn when the car was saved').toBe(true)

    const { bytes, meta } = await servedImage(await app.request(path), 'image/jpeg')
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    expect(bytes.byteLength).toBeLessThan(300 * 1024)

    // A new price: a new address and new bytes; the old card is gone and its address
    // sends to the new one.
    const put = await app.request(
      `/api/cars/${car.id}`,
      jsonInit('PUT', { ...car, price: 19900000 }, await admin()),
    )
    expect(put.status).toBe(200)
    const repriced = (await put.json()) as Car
    const newPath = cardPath(repriced, brandName)
    expect(newPath).not.toBe(path)
    const newFile = await untilStored(newPath)
    const after = await app.request(newPath)
    expect(after.status).toBe(200)
    const newBytes = Buffer.from(await after.arrayBuffer())
    expect(newBytes.equals(bytes)).toBe(false)
    expect(readdirSync(join(newFile, '..'))).toEqual([newPath.split('/').pop()])
    const old = await app.request(path)
    expect(old.status).toBe(302)
    expect(old.headers.get('Location')).toBe(newPath)
    expect(old.headers.get('Cache-Control')).toBe('no-store')
  })

  it('says Sold for a sold car, in its picture and its description', async () => {
    const { car, brandName } = await newCar({ mainImage: await photo(), availability: 'In Stock' })
    const soldCar = { ...car, availability: 'Sold' as const }
    const put = await app.request(`/api/cars/${car.id}`, jsonInit('PUT', soldCar, await admin()))
    expect(put.status).toBe(200)
    const card = carShareCard(soldCar, brandName, env.SITE_NAME)
    expect(card.badge).toBe('Sold')
    expect(card.alt).toMatch(
      /^Porsche .+ \d{4}, Ksh [\d,]+, [\d,]+ km, Sold, at Savanna Luxury Motors$/,
    )
    // The badge is drawn: the top right corner turns the badge's red.
    const drawn = await drawShareCard(card, env.UPLOADS_DIR)
    const unsold = await drawShareCard({ ...card, badge: null }, env.UPLOADS_DIR)
    const corner = async (jpeg: Buffer) => {
      const { data } = await sharp(jpeg)
        .extract({ left: 1116, top: 16, width: 16, height: 12 })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const mean = (channel: number) =>
        data.filter((_, i) => i % 3 === channel).reduce((a, b) => a + b, 0) / (data.length / 3)
      return [mean(0), mean(1)] as const
    }
    const [r, g] = await corner(drawn)
    expect(r).toBeGreaterThan(130)
    expect(g).toBeLessThan(60)
    expect((await corner(unsold))[0]).toBeLessThan(100)
  })

  it('is drawn on first request when missing; an unknown car is not found', async () => {
    const { car, brandName } = await newCar({ mainImage: null })
    const path = cardPath(car, brandName)
    await untilStored(path)
    const dir = join(env.UPLOADS_DIR, 'cards', 'cars', car.id)
    readdirSync(dir).forEach((f) => rmSync(join(dir, f)))
    const redrawn = await servedImage(await app.request(path), 'image/jpeg')
    expect(redrawn.meta.width).toBe(1200)
    expect((await app.request('/uploads/cards/cars/nosuchcar/abc.jpg')).status).toBe(404)

    // Deleting the car takes its cards.
    expect(
      (
        await app.request(`/api/cars/${car.id}`, {
          method: 'DELETE',
          headers: authHeaders(await admin()),
        })
      ).status,
    ).toBe(200)
    expect(existsSync(dir)).toBe(false)
  })
})

describe('the site card', () => {
  it('is served at the address the pages name', async () => {
    const path = shareCardPath(siteShareCard(env.SITE_NAME))
    const { meta } = await servedImage(await app.request(path), 'image/jpeg')
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
  })
})
