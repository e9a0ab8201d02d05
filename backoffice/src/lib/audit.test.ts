import { describe, expect, it } from 'vitest'
import { changeRows, changeSummary, fieldLabel, formatAuditValue, historySearch } from './audit'

describe('audit values in words', () => {
  it('names fields in words', () => {
    expect(fieldLabel('price')).toBe('Price')
    expect(fieldLabel('safetyFeatures')).toBe('Safety features')
    expect(fieldLabel('isFeatured')).toBe('Featured')
    expect(fieldLabel('displayName')).toBe('Name')
    expect(fieldLabel('fuel_economy')).toBe('Fuel economy')
  })

  it('formats values', () => {
    expect(formatAuditValue(null)).toBe('(empty)')
    expect(formatAuditValue(undefined)).toBe('(empty)')
    expect(formatAuditValue('')).toBe('(empty)')
    expect(formatAuditValue(true)).toBe('Yes')
    expect(formatAuditValue(false)).toBe('No')
    expect(formatAuditValue(2024)).toBe('2024')
    expect(formatAuditValue([])).toBe('(none)')
    expect(formatAuditValue(['ABS', 'Lane assist'])).toBe('ABS, Lane assist')
    expect(formatAuditValue({ a: 1, isPublished: true })).toBe('A: 1; Published: Yes')
    expect(formatAuditValue('  two\n lines ')).toBe('two lines')
  })

  it('cuts long text short', () => {
    const long = 'x'.repeat(100)
    const out = formatAuditValue(long, { max: 20 })
    expect(out).toHaveLength(20)
    expect(out.endsWith('…')).toBe(true)
  })
})

describe('change summaries', () => {
  it('an update lists each changed field before and after, amounts grouped', () => {
    expect(
      changeSummary({
        action: 'update',
        changes: {
          price: { before: 18500000, after: 17250000 },
          availability: { before: 'In Stock', after: 'Pre-Order' },
        },
      }),
    ).toEqual(['Price: 18,500,000 → 17,250,000', 'Availability: In Stock → Pre-Order'])
  })

  it('a create lists what was set; a delete what the record had', () => {
    const changes = {
      model: { before: null, after: 'X5' },
      year: { before: null, after: 2024 },
    }
    expect(changeSummary({ action: 'create', changes })).toEqual(['Model: X5', 'Year: 2024'])
    const gone = { model: { before: 'X5', after: null } }
    expect(changeSummary({ action: 'delete', changes: gone })).toEqual(['Model: X5'])
  })

  it('says how many more fields there are', () => {
    const changes = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => [k, { before: 1, after: 2 }]),
    )
    expect(changeSummary({ action: 'update', changes }, undefined, 4)).toEqual([
      'A: 1 → 2',
      'B: 1 → 2',
      'C: 1 → 2',
      'D: 1 → 2',
      'and 2 more fields',
    ])
    expect(changeSummary({ action: 'update', changes }, undefined, 5).at(-1)).toBe(
      'and 1 more field',
    )
  })

  it('an entry without changes says so', () => {
    expect(changeSummary({ action: 'update', changes: {} })).toEqual(['No field changes'])
  })

  it('names ids, labels codes and writes timestamps as Nairobi times', () => {
    const names = {
      car: (id: string) => (id === 'c1' ? '2016 Land Rover Range Rover' : undefined),
      staff: (id: string) => (id === 's1' ? 'Demo admin' : undefined),
    }
    expect(
      changeSummary(
        {
          action: 'update',
          changes: {
            status: { before: 'new', after: 'contacted' },
            assigneeId: { before: null, after: 's1' },
            nextFollowUp: { before: null, after: '2026-12-02' },
            firstContactAt: { before: null, after: '2026-11-27T20:07:41.156Z' },
            carId: { before: 'c1', after: 'gone' },
          },
        },
        names,
        5,
      ),
    ).toEqual([
      'Status: New → Contacted',
      'Assignee: (empty) → Demo admin',
      'Next follow up: (empty) → 2 Dec 2026',
      'First contact: (empty) → 27 Nov 2026, 23:07',
      'Car: 2016 Land Rover Range Rover → gone',
    ])
  })

  it("labels a reservation's codes as its screens do, and names brands", () => {
    const names = {
      car: () => undefined,
      staff: () => undefined,
      brand: (key: string) => (key === 'porsche' ? 'Porsche' : undefined),
    }
    expect(
      changeSummary(
        {
          action: 'update',
          resource: 'reservations',
          changes: {
            status: { before: 'refund-due', after: 'refunded' },
            leadStatus: { before: 'qualified', after: 'lost' },
          },
        },
        names,
      ),
    ).toEqual(['Status: Refund due → Refunded', 'Lead status: Qualified → Lost'])
    expect(
      changeSummary(
        {
          action: 'update',
          resource: 'cars',
          changes: { brand: { before: 'porsche', after: 'x' } },
        },
        names,
      ),
    ).toEqual(['Brand: Porsche → x'])
    // A lead's status is still a lead's.
    expect(
      changeSummary({
        action: 'update',
        resource: 'leads',
        changes: { status: { before: 'new', after: 'won' } },
      }),
    ).toEqual(['Status: New → Won'])
  })

  it("reads a bank's presets as the settings screen does, not as code", () => {
    const presets = [
      { name: 'KCB', ratePercent: 13.5, depositPercent: 20, termMonths: 60 },
      {
        name: 'Savannah Bank asset finance',
        ratePercent: 12,
        depositPercent: 30,
        termMonths: 48,
        offeredUntil: '2026-12-31',
      },
    ]
    expect(formatAuditValue(presets, { max: 2000, field: 'bankPresets' })).toBe(
      'KCB (13.5% a year, 20% deposit, 60 months); ' +
        'Savannah Bank asset finance (12% a year, 30% deposit, 48 months, offered until 31 Dec 2026)',
    )
    expect(formatAuditValue([], { max: 2000, field: 'bankPresets' })).toBe('(none)')
  })

  it('keeps rows in stored order with labels', () => {
    expect(changeRows({ topSpeed: { before: '250', after: '260' } })).toEqual([
      { field: 'topSpeed', label: 'Top speed', before: '250', after: '260' },
    ])
    expect(changeRows(null)).toEqual([])
  })
})

describe('a record history link', () => {
  it('filters the audit log by resource and record id', () => {
    const search = historySearch('cars', 'abc 1')
    const filter = new URLSearchParams(search).get('filter')
    expect(JSON.parse(filter ?? '')).toEqual({ resource: 'cars', recordId: 'abc 1' })
    expect(search).not.toContain(' ')
  })
})
