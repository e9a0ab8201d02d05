// Every read route answers with exactly the shape its schema in the contract declares
// (each resource's record, generated from its table, in its contract file): parsed
// strictly, so a field a mapper adds, drops or retypes without the contract fails here.
// The registry (contract/resources.ts) says which resources the console works on and
// what their records are: each one's list and first record are read by the name it
// gives and parsed with its record; a resource's other reads by hand.
// The answers that are no table's record (contract/answers.ts) are parsed by theirs.
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  brandRecord,
  carFacetsRecord,
  limitedOfferRecord,
  leadDetailRecord,
  leadEventRecord,
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
} from '../contract'
import { outbox } from '../resources/outbox/outbox.table'
import { startReservation } from '../resources/reservations/reservations.repository'
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
} from '../seed/factories'
import { authHeaders, jsonInit, makeApp, staffAccount } from '../../test/helpers'

const { app, db } = makeApp()

/** `schema` with every object in it strict: a field it does not declare is an issue. */
function strict(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodTypeAny>
    const inner = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, strict(v)]))
    return schema.extend(inner).strict()
  }
  if (schema instanceof z.ZodNullable) return strict(schema.unwrap()).nullable()
  if (schema instanceof z.ZodOptional) return strict(schema.unwrap()).optional()
  if (schema instanceof z.ZodArray)
    return new z.ZodArray({ ...schema._def, type: strict(schema.element) })
  return schema
}

/** What `schema`, strictly, finds wrong with `body` (nothing when it fits). */
function issues(schema: z.ZodTypeAny, body: unknown) {
  const parsed = strict(schema).safeParse(body)
  return parsed.success ? [] : parsed.error.issues
}

async function created(path: string, body: unknown, token: string | null): Promise<string> {
  const res = await app.request(path, jsonInit('POST', body, token))
  expect(res.status, `POST ${path}`).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/** The resources the console works on: those its error messages name (contract/resources.ts). */
const consoleResources = resourcesWhere((r) => r.things !== undefined)

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
    // A reservation as the buyer's post starts one (no M-Pesa here to push to).
    const buyer = { name: 'Achieng', phone: '254712345678', email: null, amount: 100_000 }
    startReservation(db, { carId, ...buyer, payBy: new Date(Date.now() + 60_000) })

    // Each resource the console works on: its list, and the first record of it by id.
    const reads: [string, z.ZodTypeAny][] = []
    for (const name of consoleResources) {
      const { record, detail, replacedWhole } = rulesOf(name)
      if (!record) continue // the check below names it
      const path = `/api/${name}`
      const list = (await (await app.request(path, { headers: authHeaders(token) })).json()) as {
        id?: string
      }[]
      reads.push([path, z.array(record)])
      // A record replaced as a whole is read as the list it is.
      if (!replacedWhole) reads.push([`${path}/${list[0]?.id}`, detail ?? record])
    }
    // And what a resource answers besides.
    reads.push(
      ['/api/cars/facets', carFacetsRecord],
      ['/api/brands/shape-check', brandRecord],
      ['/api/limited-offers?live=1', z.array(limitedOfferRecord)],
      [
        `/api/leads/${enquiryId}`,
        leadDetailRecord.extend({ events: z.array(leadEventRecord).min(2) }),
      ],
      [`/api/leads/${contactId}`, leadDetailRecord],
    )
    for (const [path, schema] of reads) {
      const res = await app.request(path, { headers: authHeaders(token) })
      expect(res.status, path).toBe(200)
      const body: unknown = await res.json()
      if (Array.isArray(body)) expect(body.length, `${path} lists something`).toBeGreaterThan(0)
      expect(issues(schema, body), path).toEqual([])
    }
    // Every resource the console works on has its record in the registry.
    expect(consoleResources.filter((name) => !rulesOf(name).record)).toEqual([])
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
    expect(issues(heldPhotosPostRecord, heldBody), 'POST /api/held-photos').toEqual([])
    const heldToken = heldPhotosRecord.parse(heldBody).token

    const email = 'answers@example.com'
    const alert = await app.request(
      '/api/alerts',
      jsonInit('POST', { email, frequency: 'daily', filters: { brand: 'bmw', year: 2020 } }),
    )
    expect(alert.status).toBe(202)
    expect(issues(alertRequestedRecord, await alert.json()), 'POST /api/alerts').toEqual([])
    const mail = db.select().from(outbox).where(eq(outbox.to, email)).all().at(-1)
    const alertToken = mail?.text.match(/\/alerts\/([0-9a-f]{32})/)?.[1]

    const staff = await app.request(
      '/api/staff',
      jsonInit('POST', { email: `answers-${Date.now()}@example.com`, role: 'sales' }, token),
    )
    expect(staff.status).toBe(201)
    expect(issues(staffCreatedRecord, await staff.json()), 'POST /api/staff').toEqual([])

    const click = await app.request('/api/chat-clicks', jsonInit('POST', { carId }))
    expect(click.status).toBe(201)
    expect(issues(chatClickRecord, await click.json()), 'POST /api/chat-clicks').toEqual([])

    const reads: [string, z.ZodTypeAny][] = [
      ['/api/public-config', publicConfigRecord],
      ['/api/leads/stats', leadStatsRecord],
      ['/api/leads/assignees', z.array(assigneeRecord).min(1)],
      ['/api/me', meRecord],
      [`/api/import-tracking/${lead.trackingToken}`, importTrackingRecord],
      [`/api/held-photos/${heldToken}`, heldPhotosRecord],
      [`/api/alerts/${alertToken}`, alertViewRecord],
      ['/api/saved-searches', z.array(searchDemandRecord).min(1)],
    ]
    for (const [path, schema] of reads) {
      const res = await app.request(path, { headers: authHeaders(token) })
      expect(res.status, path).toBe(200)
      expect(issues(schema, await res.json()), path).toEqual([])
    }
  })
})
