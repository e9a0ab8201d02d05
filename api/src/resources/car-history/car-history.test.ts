// A car's history over HTTP: what staff write and read, what buyers read, the mileage
// rule, the badges, validation, who may write, and the audit log.
import { describe, expect, it } from 'vitest'
import {
  INSPECTION_POINTS,
  MISSING_POINTS_MESSAGE,
  UNKNOWN_POINT_MESSAGE,
  auctionCodeMeaning,
  type Car,
  type CarDocument,
  type CarHistory,
  type InspectionInput,
} from '../../contract'
import { buildCar } from '../../seed/factories'
import {
  authHeaders,
  catalogApp,
  jsonInit,
  staffAccount,
  tableSnapshot,
} from '../../../test/helpers'

const { app, db, key, post, staffSession } = catalogApp()

const newCar = (mileage = 30_000) => post<Car>('/api/cars', buildCar({ brand: key, mileage }))

/** Every point passed but `advisories` and `fails`, by their place in the checklist. */
function report(
  over: Partial<InspectionInput> = {},
  advisories = [3, 40, 90],
  fails: number[] = [],
) {
  const results = Object.fromEntries(
    INSPECTION_POINTS.map((p, i) => [
      p.id,
      advisories.includes(i)
        ? { result: 'Advisory', note: 'Wear within limits; replace at next service' }
        : fails.includes(i)
          ? { result: 'Fail' }
          : { result: 'Pass' },
    ]),
  )
  return {
    inspector: 'Peter Mwangi',
    inspectedOn: '2026-11-14',
    odometerKm: 28_400,
    results,
    ...over,
  }
}

const sheet = (over: Record<string, unknown> = {}) => ({
  kind: 'auction-sheet',
  buyerVisible: true,
  fields: {
    auctionHouse: 'USS Tokyo',
    auctionDate: '2026-06-02',
    overallGrade: '4.5',
    interiorGrade: 'B',
    mileageKm: 24_100,
    damageCodes: [
      { code: 'a1', location: 'Rear bumper' },
      { code: 'U2', location: 'Left rear door' },
    ],
    ...over,
  },
})

const history = async (carId: string, token: string | null = null) => {
  const res = await app.request(`/api/car-history/${carId}`, { headers: authHeaders(token) })
  expect(res.status).toBe(200)
  return { res, body: (await res.json()) as CarHistory }
}

const sendAs = (token: string | null) => (method: string, path: string, body: unknown) =>
  app.request(path, jsonInit(method, body, token))
const send = (method: string, path: string, body: unknown) =>
  sendAs(staffSession.token)(method, path, body)

describe('car history', () => {
  it('is empty for a car without records, and 404 for an unknown car', async () => {
    const car = await newCar()
    const { res, body } = await history(car.id)
    expect(res.headers.get('cache-control')).toMatch(/\bpublic\b/)
    expect(body).toMatchObject({
      carId: car.id,
      inspection: null,
      imperfections: [],
      documents: [],
      mileageVerified: false,
      badges: [],
    })
    expect((await app.request('/api/car-history/nope')).status).toBe(404)
  })

  it('earns the badges buyers see from the records they may see', async () => {
    const car = await newCar(30_000)
    expect((await send('PUT', `/api/car-history/${car.id}/inspection`, report())).status).toBe(201)
    expect((await send('POST', `/api/car-history/${car.id}/documents`, sheet())).status).toBe(201)
    const search = await send('POST', `/api/car-history/${car.id}/documents`, {
      kind: 'ntsa-search',
      buyerVisible: true,
      fields: { searchedOn: '2026-11-10', previousOwners: 2, lenderInterest: false },
    })
    expect(search.status).toBe(201)
    const service = await send('POST', `/api/car-history/${car.id}/documents`, {
      kind: 'service-record',
      buyerVisible: false,
      fields: {
        servicedOn: '2026-09-01',
        mileageKm: 26_000,
        work: 'Oil and filters',
        by: 'Toyota Kenya',
      },
    })
    expect(service.status).toBe(201)
    const imperfection = await send('POST', `/api/car-history/${car.id}/imperfections`, {
      photo: '/uploads/scratch.webp',
      caption: 'Light scratch above the rear bumper',
      area: 'rear',
    })
    expect(imperfection.status).toBe(201)

    const { body } = await history(car.id)
    expect(body.badges.map((b) => b.label)).toEqual([
      `Inspected 14 Nov 2026, ${INSPECTION_POINTS.length} points, 3 advisories`,
      'Mileage verified across 2 records',
      'No lender on the logbook (NTSA search, 10 Nov 2026)',
      'Auction grade 4.5',
    ])
    // The private service record is not the buyer's; staff read all three.
    expect(body.documents.map((d) => d.kind)).toEqual(['auction-sheet', 'ntsa-search'])
    expect(body.mileage.readings.map((r) => r.km)).toEqual([24_100, 28_400])
    expect(body.imperfections).toMatchObject([
      { caption: 'Light scratch above the rear bumper', area: 'Rear' },
    ])
    const sheetFields = body.documents[0]!.fields as { damageCodes: { code: string }[] }
    expect(sheetFields.damageCodes.map((d) => d.code)).toEqual(['A1', 'U2'])
    const staffView = await history(car.id, staffSession.token)
    expect(staffView.res.headers.get('cache-control')).toBe('no-store')
    expect(staffView.body.documents).toHaveLength(3)
    expect(staffView.body.mileage.readings).toHaveLength(3)
  })

  it('marks the mileage inconsistent when a reading is lower than an earlier one, private or not', async () => {
    const car = await newCar(30_000)
    await send('PUT', `/api/car-history/${car.id}/inspection`, report())
    await send('POST', `/api/car-history/${car.id}/documents`, sheet())
    // A service after the auction reading less than it did: a rolled-back odometer.
    await send('POST', `/api/car-history/${car.id}/documents`, {
      kind: 'service-record',
      buyerVisible: false,
      fields: { servicedOn: '2026-08-01', mileageKm: 9_000, work: 'Service', by: 'A garage' },
    })
    const staffView = (await history(car.id, staffSession.token)).body
    expect(staffView.mileage.consistent).toBe(false)
    expect(staffView.mileage.problem).toBe(
      'Service record (1 Aug 2026) reads 9,000 km, lower than Auction sheet (2 Jun 2026) at 24,100 km',
    )
    const buyerView = (await history(car.id)).body
    expect(buyerView.mileageVerified).toBe(false)
    expect(buyerView.badges.map((b) => b.label).join('\n')).not.toMatch(/Mileage verified/)
  })

  it('marks it inconsistent when the listed mileage is lower than the last record', async () => {
    const car = await newCar(20_000)
    await send('PUT', `/api/car-history/${car.id}/inspection`, report())
    await send('POST', `/api/car-history/${car.id}/documents`, sheet())
    const { mileage, mileageVerified } = (await history(car.id, staffSession.token)).body
    expect(mileage.problem).toBe(
      'The listed mileage, 20,000 km, is lower than Our inspection (14 Nov 2026) at 28,400 km',
    )
    expect(mileageVerified).toBe(false)
  })

  it('counts fails in the badge, and a second report replaces the first', async () => {
    const car = await newCar()
    await send('PUT', `/api/car-history/${car.id}/inspection`, report())
    const again = await send(
      'PUT',
      `/api/car-history/${car.id}/inspection`,
      report({ inspectedOn: '2026-11-20', odometerKm: 28_500 }, [5], [7]),
    )
    expect(again.status).toBe(200)
    const { badges, inspection } = (await history(car.id)).body
    expect(inspection?.inspectedOn).toBe('2026-11-20')
    expect(badges[0]?.label).toBe(
      `Inspected 20 Nov 2026, ${INSPECTION_POINTS.length} points, 1 advisory, 1 fail`,
    )
  })

  it('refuses a report missing points or naming unknown ones, and bad document fields, writing nothing', async () => {
    const car = await newCar()
    const before = tableSnapshot(db)
    const partial = report()
    delete (partial.results as Record<string, unknown>)[INSPECTION_POINTS[0]!.id]
    delete (partial.results as Record<string, unknown>)[INSPECTION_POINTS[1]!.id]
    const missing = await send('PUT', `/api/car-history/${car.id}/inspection`, partial)
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { errors: Record<string, string> }).errors.results).toBe(
      MISSING_POINTS_MESSAGE(2),
    )
    const extra = report()
    ;(extra.results as Record<string, unknown>)['engine.flux-capacitor'] = { result: 'Pass' }
    const unknown = await send('PUT', `/api/car-history/${car.id}/inspection`, extra)
    expect(((await unknown.json()) as { errors: Record<string, string> }).errors.results).toBe(
      UNKNOWN_POINT_MESSAGE('engine.flux-capacitor'),
    )
    const badSheet = await send(
      'POST',
      `/api/car-history/${car.id}/documents`,
      sheet({
        auctionHouse: '',
        overallGrade: '7',
        damageCodes: [{ code: 'Q9', location: 'Roof' }],
      }),
    )
    expect(badSheet.status).toBe(400)
    expect(((await badSheet.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      'fields.auctionHouse': 'Auction house is required',
      'fields.overallGrade': expect.stringMatching(/^Overall grade must be one of S, 6, 5, 4.5/),
      'fields.damageCodes.0.code': 'Use a code such as A1, U2, W1 or XX',
    })
    expect(tableSnapshot(db)).toBe(before)
    expect(
      (
        await app.request(`/api/car-history/${car.id}`, {
          headers: authHeaders(staffSession.token),
        })
      ).status,
    ).toBe(200)
  })

  it('lets admins and editors write, sales read, nobody else; every change is in the audit log', async () => {
    const car = await newCar()
    const editor = await staffAccount(db, 'editor')
    const sales = await staffAccount(db, 'sales')
    expect(
      (await sendAs(editor.token)('PUT', `/api/car-history/${car.id}/inspection`, report())).status,
    ).toBe(201)
    const added = await sendAs(editor.token)(
      'POST',
      `/api/car-history/${car.id}/documents`,
      sheet(),
    )
    const doc = (await added.json()) as CarDocument
    expect(
      (await sendAs(sales.token)('PUT', `/api/car-history/${car.id}/inspection`, report())).status,
    ).toBe(403)
    expect(
      (await sendAs(sales.token)('POST', `/api/car-history/${car.id}/documents`, sheet())).status,
    ).toBe(403)
    expect(
      (await sendAs(null)('PUT', `/api/car-history/${car.id}/inspection`, report())).status,
    ).toBe(401)
    expect((await history(car.id, sales.token)).body.inspection?.inspector).toBe('Peter Mwangi')

    const hidden = await sendAs(editor.token)(
      'PUT',
      `/api/car-history/${car.id}/documents/${doc.id}`,
      { ...sheet(), buyerVisible: false },
    )
    expect(hidden.status).toBe(200)
    expect((await history(car.id)).body.documents).toEqual([])
    const removed = await app.request(`/api/car-history/${car.id}/documents/${doc.id}`, {
      method: 'DELETE',
      headers: authHeaders(editor.token),
    })
    expect(removed.status).toBe(204)

    const audit = db.$client
      .prepare(
        `select action from audit_log where resource = 'car-history' and record_id = ? order by rowid`,
      )
      .pluck()
      .all(car.id)
    expect(audit).toEqual(['create', 'create', 'update', 'delete'])
  })

  it('says what an auction code means in plain words', () => {
    expect(auctionCodeMeaning('A1')).toBe('small scratch')
    expect(auctionCodeMeaning('u3')).toBe('large dent')
    expect(auctionCodeMeaning('XX')).toBe('Part already replaced')
    expect(auctionCodeMeaning('Q1')).toBeNull()
  })
})
