// Every read route answers with exactly the shape its schema in the contract declares
// (api/src/contract/records.ts, generated from the tables): parsed strictly, so a field
// a mapper adds, drops or retypes without the contract fails here. The registry
// (contract/resources.ts) says which resources the console works on: each one's list and
// first record are read by the name it gives, a resource's other reads by hand.
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
  rulesOf,
  type ResourceName,
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

/** The resources the console works on: those its error messages name (contract/resources.ts). */
const consoleResources = resourcesWhere((r) => r.things !== undefined)

/** What a resource's reads answer: its list's records, and one read by id if not those. */
const ANSWERS: Partial<Record<ResourceName, { list: z.ZodTypeAny; one?: z.ZodTypeAny }>> = {
  cars: { list: car },
  brands: { list: brandRecord.strict() },
  'featured-cars': { list: car },
  'limited-offers': { list: offer },
  blogs: { list: blogRecord.strict() },
  'contact-messages': { list: contactMessageRecord.strict() },
  'import-requests': { list: importRequestRecord.strict() },
  'sell-requests': { list: sellRequestRecord.strict() },
  enquiries: { list: carEnquiryRecord.strict() },
  'test-drives': { list: testDriveRecord.strict() },
  leads: { list: leadRecord.strict(), one: leadDetailRecord.strict() },
  staff: { list: staffRecord.strict() },
  'audit-log': { list: auditEntryRecord.strict() },
  outbox: { list: outboxRecord.strict() },
}

describe('read routes answer with their declared record schemas', () => {
  it('holds for every resource, list and single record, public and staff', async () => {
    const { token } = await staffAccount(db, 'admin')
    await created('/api/brands', buildBrand({ key: 'shape-check' }), token)
    const carId = await created('/api/cars', buildCar({ brand: 'shape-check' }), token)
    await app.request('/api/featured-cars', jsonInit('POST', { carIds: [carId] }, token))
    await created('/api/limited-offers', buildLimitedOffer({ carId }), token)
    await created('/api/blogs', buildBlog({ isPublished: true }), token)
    const contactId = await created('/api/contact-messages', buildContactMessage(), null)
    await created('/api/import-requests', buildImportRequest(), null)
    await created('/api/sell-requests', buildSellRequest(), null)
    const enquiryId = await created('/api/enquiries', buildCarEnquiry({ carId }), null)
    await created('/api/test-drives', buildTestDrive({ carId }), null)
    await app.request(`/api/leads/${enquiryId}`, jsonInit('PUT', { status: 'contacted' }, token))
    await app.request(`/api/leads/${enquiryId}/notes`, jsonInit('POST', { note: 'Called' }, token))

    // Each resource the console works on: its list, and the first record of it by id.
    const reads: [string, z.ZodTypeAny][] = []
    for (const name of consoleResources) {
      const answer = ANSWERS[name]
      if (!answer) continue // the check below names it
      const path = `/api/${name}`
      const list = (await (await app.request(path, { headers: authHeaders(token) })).json()) as {
        id?: string
      }[]
      reads.push([path, z.array(answer.list)])
      // A record replaced as a whole is read as the list it is.
      if (!rulesOf(name).replacedWhole)
        reads.push([`${path}/${list[0]?.id}`, answer.one ?? answer.list])
    }
    // And what a resource answers besides.
    reads.push(
      ['/api/cars/facets', carFacetsRecord.strict()],
      ['/api/brands/shape-check', brandRecord.strict()],
      ['/api/limited-offers?live=1', z.array(offer)],
      [
        `/api/leads/${enquiryId}`,
        leadDetailRecord.strict().extend({ events: z.array(leadEventRecord.strict()).min(2) }),
      ],
      [`/api/leads/${contactId}`, leadDetailRecord.strict()],
    )
    for (const [path, schema] of reads) {
      const res = await app.request(path, { headers: authHeaders(token) })
      expect(res.status, path).toBe(200)
      const body: unknown = await res.json()
      if (Array.isArray(body)) expect(body.length, `${path} lists something`).toBeGreaterThan(0)
      expect(issues(schema, body), path).toEqual([])
    }
    // Every resource the console works on (contract/resources.ts) has its answers above.
    expect(consoleResources.filter((name) => !ANSWERS[name])).toEqual([])
    expect(reads.length).toBeGreaterThanOrEqual(32)
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
