// Every read route answers with exactly the shape its schema in the contract declares
// (api/src/contract/records.ts, generated from the tables): parsed strictly, so a field
// a mapper adds, drops or retypes without the contract fails here. The registry
// (contract/resources.ts) says which resources the console works on: each is read here.
// The answers that are no table's record (contract/answers.ts) are parsed by theirs.
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  auditEntryRecord,
  blogRecord,
  brandRecord,
  carEnquiryRecord,
  carFacetsRecord,
  carRecord,
  contactMessageRecord,
  importRequestRecord,
  limitedOfferRecord,
  sellRequestRecord,
  staffRecord,
  testDriveRecord,
  leadRecord,
  leadDetailRecord,
  leadEventRecord,
  outboxRecord,
  resourcesWhere,
  publicConfigRecord,
  leadStatsRecord,
  importTrackingRecord,
  heldPhotosRecord,
  heldPhotosPostRecord,
  alertViewRecord,
  searchDemandRecord,
  staffCreatedRecord,
  meRecord,
  assigneeRecord,
  chatClickRecord,
  alertRequestedRecord,
} from '../src/contract'
import { outbox } from '../src/db/schema'
import {
  buildBlog,
  buildBrand,
  buildCar,
  buildCarEnquiry,
  buildContactMessage,
  buildImportRequest,
  buildLimitedOffer,
  buildSellRequest,
  buildTestDrive,
} from '../src/seed/factories'
import { authHeaders, jsonInit, makeApp, staffAccount } from './helpers'

const { app, db } = makeApp()

const car = carRecord.strict()
const offer = limitedOfferRecord.strict().extend({ carId: car.nullable() })

/** What `schema`, strictly, finds wrong with `body` (nothing when it fits). */
function issues(schema: z.ZodTypeAny, body: unknown) {
  const parsed = schema.safeParse(body)
  return parsed.success ? [] : parsed.error.issues
}

async function created(path: string, body: unknown, token: string | null): Promise<string> {
  const res = await app.request(path, jsonInit('POST', body, token))
  expect(res.status, `POST ${path}`).toBe(201)
  return ((await res.json()) as { id: string }).id
}

describe('read routes answer with their declared record schemas', () => {
  it('holds for every resource, list and single record, public and staff', async () => {
    const { token } = await staffAccount(db, 'admin')
    await created('/api/brands', buildBrand({ key: 'shape-check' }), token)
    const carId = await created('/api/cars', buildCar({ brand: 'shape-check' }), token)
    await app.request('/api/featured-cars', jsonInit('POST', { carIds: [carId] }, token))
    const offerId = await created('/api/limited-offers', buildLimitedOffer({ carId }), token)
    const blogId = await created('/api/blogs', buildBlog({ isPublished: true }), token)
    const contactId = await created('/api/contact-messages', buildContactMessage(), null)
    const importId = await created('/api/import-requests', buildImportRequest(), null)
    const sellId = await created('/api/sell-requests', buildSellRequest(), null)
    const enquiryId = await created('/api/enquiries', buildCarEnquiry({ carId }), null)
    const driveId = await created('/api/test-drives', buildTestDrive({ carId }), null)
    await app.request(`/api/leads/${enquiryId}`, jsonInit('PUT', { status: 'contacted' }, token))
    await app.request(`/api/leads/${enquiryId}/notes`, jsonInit('POST', { note: 'Called' }, token))
    const staffRows = (await (
      await app.request('/api/staff', { headers: authHeaders(token) })
    ).json()) as { id: string }[]
    const audit = (await (
      await app.request('/api/audit-log', { headers: authHeaders(token) })
    ).json()) as { id: string }[]

    const reads: [string, z.ZodTypeAny][] = [
      ['/api/cars', z.array(car)],
      [`/api/cars/${carId}`, car],
      ['/api/cars/facets', carFacetsRecord.strict()],
      ['/api/featured-cars', z.array(car)],
      ['/api/brands', z.array(brandRecord.strict())],
      ['/api/brands/shape-check', brandRecord.strict()],
      ['/api/limited-offers', z.array(offer)],
      ['/api/limited-offers?live=1', z.array(offer)],
      [`/api/limited-offers/${offerId}`, offer],
      ['/api/blogs', z.array(blogRecord.strict())],
      [`/api/blogs/${blogId}`, blogRecord.strict()],
      ['/api/contact-messages', z.array(contactMessageRecord.strict())],
      [`/api/contact-messages/${contactId}`, contactMessageRecord.strict()],
      ['/api/import-requests', z.array(importRequestRecord.strict())],
      [`/api/import-requests/${importId}`, importRequestRecord.strict()],
      ['/api/sell-requests', z.array(sellRequestRecord.strict())],
      [`/api/sell-requests/${sellId}`, sellRequestRecord.strict()],
      ['/api/enquiries', z.array(carEnquiryRecord.strict())],
      [`/api/enquiries/${enquiryId}`, carEnquiryRecord.strict()],
      ['/api/test-drives', z.array(testDriveRecord.strict())],
      [`/api/test-drives/${driveId}`, testDriveRecord.strict()],
      ['/api/leads', z.array(leadRecord.strict())],
      [
        `/api/leads/${enquiryId}`,
        leadDetailRecord.strict().extend({ events: z.array(leadEventRecord.strict()).min(2) }),
      ],
      [`/api/leads/${contactId}`, leadDetailRecord.strict()],
      ['/api/staff', z.array(staffRecord.strict())],
      [`/api/staff/${staffRows[0]?.id}`, staffRecord.strict()],
      ['/api/outbox', z.array(outboxRecord.strict())],
      ['/api/audit-log', z.array(auditEntryRecord.strict())],
      [`/api/audit-log/${audit[0]?.id}`, auditEntryRecord.strict()],
    ]
    for (const [path, schema] of reads) {
      const res = await app.request(path, { headers: authHeaders(token) })
      expect(res.status, path).toBe(200)
      const body: unknown = await res.json()
      if (Array.isArray(body)) expect(body.length, `${path} lists something`).toBeGreaterThan(0)
      expect(issues(schema, body), path).toEqual([])
    }
    // Every resource the console works on (contract/resources.ts) is read above.
    const read = new Set(reads.map(([path]) => path.split(/[/?]/)[2]))
    const consoleResources = resourcesWhere((r) => r.things !== undefined)
    expect(consoleResources.filter((name) => !read.has(name))).toEqual([])
  })
})

describe('the answers that are no table record answer with their declared schemas', () => {
  it('holds for the configuration, the figures, tracking, held photos, alerts and staff', async () => {
    const { token } = await staffAccount(db, 'admin')
    const carId = await created('/api/cars', buildCar({ brand: 'shape-check' }), token)
    await created('/api/enquiries', buildCarEnquiry({ carId }), null)
    const importId = await created('/api/import-requests', buildImportRequest(), null)
    await app.request(`/api/leads/${importId}`, jsonInit('PUT', { stage: 'sourcing' }, token))
    const lead = (await (
      await app.request(`/api/leads/${importId}`, { headers: authHeaders(token) })
    ).json()) as { trackingToken: string }

    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#a40' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('images', new File([new Uint8Array(photo)], 'front.png', { type: 'image/png' }))
    form.append(
      'images',
      new File([new TextEncoder().encode('no')], 'notes.png', { type: 'image/png' }),
    )
    const held = await app.request('/api/held-photos', { method: 'POST', body: form })
    expect(held.status).toBe(201)
    const heldBody: unknown = await held.json()
    expect(issues(heldPhotosPostRecord.strict(), heldBody), 'POST /api/held-photos').toEqual([])
    const heldToken = heldPhotosRecord.parse(heldBody).token

    const email = 'answers@example.com'
    const alert = await app.request(
      '/api/alerts',
      jsonInit('POST', { email, frequency: 'daily', filters: { brand: 'bmw', year: 2020 } }),
    )
    expect(alert.status).toBe(202)
    expect(issues(alertRequestedRecord.strict(), await alert.json()), 'POST /api/alerts').toEqual(
      [],
    )
    const mail = db.select().from(outbox).where(eq(outbox.to, email)).all().at(-1)
    const alertToken = mail?.text.match(/\/alerts\/([0-9a-f]{32})/)?.[1]

    const staff = await app.request(
      '/api/staff',
      jsonInit('POST', { email: `answers-${Date.now()}@example.com`, role: 'sales' }, token),
    )
    expect(staff.status).toBe(201)
    expect(issues(staffCreatedRecord.strict(), await staff.json()), 'POST /api/staff').toEqual([])

    const click = await app.request('/api/chat-clicks', jsonInit('POST', { carId }))
    expect(click.status).toBe(201)
    expect(issues(chatClickRecord.strict(), await click.json()), 'POST /api/chat-clicks').toEqual(
      [],
    )

    const reads: [string, z.ZodTypeAny][] = [
      ['/api/public-config', publicConfigRecord.strict()],
      ['/api/leads/stats', leadStatsRecord.strict()],
      ['/api/leads/assignees', z.array(assigneeRecord.strict()).min(1)],
      ['/api/me', meRecord.strict()],
      [`/api/import-tracking/${lead.trackingToken}`, importTrackingRecord.strict()],
      [`/api/held-photos/${heldToken}`, heldPhotosRecord.strict()],
      [`/api/alerts/${alertToken}`, alertViewRecord.strict()],
      ['/api/saved-searches', z.array(searchDemandRecord.strict()).min(1)],
    ]
    for (const [path, schema] of reads) {
      const res = await app.request(path, { headers: authHeaders(token) })
      expect(res.status, path).toBe(200)
      expect(issues(schema, await res.json()), path).toEqual([])
    }
  })
})
