// Which stored uploads a record still names (resources/uploads/uploads.repository.ts):
// the check that keeps a file a car, brand, blog, sell request or held photo shows when
// the record that sent it lets it go.
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { heldPhotos } from '../held-photos/held-photos.table'
import { uploadsInUse } from './uploads.repository'
import { buildBlog, buildBrand, buildCar, buildSellRequest } from '../../seed/factories'
import { jsonInit, makeApp, staffAccount } from '../../../test/helpers'

const { app, db } = makeApp()
const upload = () => `/uploads/${randomBytes(16).toString('hex')}.webp`
const u = Array.from({ length: 9 }, upload)
let admin: string

const created = async (path: string, body: unknown, token?: string) => {
  const res = await app.request(`/api/${path}`, jsonInit('POST', body, token))
  expect(res.status, await res.clone().text()).toBe(201)
}

beforeAll(async () => {
  admin = (await staffAccount(db, 'admin')).token
  const key = `in-use-${randomBytes(3).toString('hex')}`
  await created('brands', buildBrand({ key, bannerImage: u[0], logoImage: u[1] }), admin)
  await created('cars', buildCar({ brand: key, mainImage: u[2], images: [u[3]!] }), admin)
  await created('blogs', buildBlog({ mainImage: u[4], images: [u[5]!] }), admin)
  await created('sell-requests', buildSellRequest({ images: [u[6]!] }))
  db.insert(heldPhotos)
    .values({
      id: randomBytes(8).toString('hex'),
      tokenHash: randomBytes(32).toString('hex'),
      url: u[7]!,
      fileName: 'front.jpg',
      createdAt: new Date().toISOString(),
    })
    .run()
})

describe('uploadsInUse', () => {
  it('names the ones a brand, car, blog, sell request or held photo shows, and no other', () => {
    expect([...uploadsInUse(db, u)].sort()).toEqual(u.slice(0, 8).sort())
    expect(uploadsInUse(db, [u[8]!])).toEqual(new Set())
    expect(uploadsInUse(db, [])).toEqual(new Set())
  })
})
