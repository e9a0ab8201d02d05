import { describe, expect, it } from 'vitest'
import {
  INSPECTION_POINTS,
  type CarHistory,
  type InspectionResults,
} from '@dealership/api/contract'
import { historyView, mileageChart } from './car-history.server'

const history = (over: Partial<CarHistory> = {}): CarHistory => ({
  carId: 'c1',
  inspection: null,
  imperfections: [],
  documents: [],
  mileage: { readings: [], consistent: true, problem: null },
  mileageVerified: false,
  badges: [],
  ...over,
})

describe('mileageChart', () => {
  it('needs two readings, and puts the oldest lowest left and the latest highest right', () => {
    expect(mileageChart([{ on: '2026-01-01', km: 10 }])).toBeNull()
    const chart = mileageChart([
      { on: '2026-01-01', km: 10_000 },
      { on: '2026-07-01', km: 20_000 },
    ])!
    const [first, last] = chart.dots
    expect(first!.x).toBeLessThan(last!.x)
    expect(first!.y).toBeGreaterThan(last!.y)
    expect(chart.line).toBe(`${first!.x},${first!.y} ${last!.x},${last!.y}`)
    expect([chart.low, chart.high]).toEqual(['10,000 km', '20,000 km'])
  })

  it('draws readings of one day and one figure without dividing by zero', () => {
    const chart = mileageChart([
      { on: '2026-01-01', km: 500 },
      { on: '2026-01-01', km: 500 },
    ])!
    for (const d of chart.dots) expect(Number.isFinite(d.x) && Number.isFinite(d.y)).toBe(true)
  })
})

describe('historyView', () => {
  it('lists what the inspector found, and a point the report predates as Not checked', () => {
    const [first, second, ...rest] = INSPECTION_POINTS
    const results = Object.fromEntries(
      rest.map((p) => [p.id, { result: 'Pass' as const }]),
    ) as InspectionResults
    results[first!.id] = { result: 'Advisory', note: 'Worn' }
    const view = historyView(
      history({
        inspection: {
          id: 'i1',
          inspector: 'Peter Mwangi',
          inspectedOn: '2026-11-14',
          odometerKm: 24_500,
          results,
          updatedAt: '2026-11-14T10:00:00.000Z',
        },
      }),
    )
    expect(view.inspection?.found.map((p) => [p.id, p.result, p.note])).toEqual([
      [first!.id, 'Advisory', 'Worn'],
      [second!.id, 'Not checked', undefined],
    ])
    expect(view.inspection?.groups.flatMap((g) => g.points)).toHaveLength(INSPECTION_POINTS.length)
    expect(view.inspection?.odometer).toBe('24,500 km')
  })

  it("names a document's fields, explains its codes and anchors the latest of a kind", () => {
    const sheet = (id: string, day: string) => ({
      id,
      kind: 'auction-sheet' as const,
      buyerVisible: true,
      file: null,
      updatedAt: day,
      fields: {
        auctionHouse: 'USS Tokyo',
        auctionDate: day,
        overallGrade: '4.5' as const,
        interiorGrade: 'B' as const,
        mileageKm: 24_100,
        damageCodes: [{ code: 'U2', location: 'Left rear door' }],
      },
    })
    const view = historyView(
      history({ documents: [sheet('new', '2026-06-01'), sheet('old', '2026-01-01')] }),
    )
    expect(view.documents.map((d) => [d.id, d.anchor])).toEqual([
      ['old', 'auction-sheet-old'],
      ['new', 'auction-sheet'],
    ])
    const [doc] = view.documents
    expect(doc!.fields).toContainEqual({ label: 'Mileage', value: '24,100 km' })
    expect(doc!.fields).toContainEqual({ label: 'Auction date', value: '1 Jan 2026' })
    expect(doc!.codes).toEqual([{ code: 'U2', location: 'Left rear door', meaning: 'Medium dent' }])
  })
})
