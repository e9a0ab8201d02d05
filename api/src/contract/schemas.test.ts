// The schemas as a whole: calendar dates, and each input schema built from its table.
import { getTableColumns, type Table } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { blogs } from '../resources/blogs/blogs.table'
import { brands } from '../resources/brands/brands.table'
import {
  carEnquiries,
  contactMessages,
  importRequests,
  sellRequests,
  testDrives,
} from '../resources/leads/leads.table'
import { cars } from '../resources/cars/cars.table'
import { importRates } from '../resources/import-rates/import-rates.table'
import { limitedOffers } from '../resources/limited-offers/limited-offers.table'
import {
  blogInput,
  brandInput,
  carEnquiryInput,
  carInput,
  contactMessageInput,
  importRequestInput,
  importRatesInput,
  isoDate,
  limitedOfferInput,
  sellRequestInput,
  testDriveInput,
} from './schemas'
import { todayInNairobi } from './nairobi'

describe('dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isoDate.safeParse('2026-02-28').success).toBe(true)
    expect(isoDate.safeParse('2026-02-30').success).toBe(false)
    expect(isoDate.safeParse('tomorrow').success).toBe(false)
  })
  it("computes today's date in Nairobi (UTC+3)", () => {
    expect(todayInNairobi(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-22')
    expect(todayInNairobi(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23')
  })
})

describe('input schemas come from the tables', () => {
  const columns = (table: Table) => Object.keys(getTableColumns(table)).sort()
  const without = (list: string[], ...names: string[]) => list.filter((n) => !names.includes(n))
  it('every column a payload may set is a field, and nothing else but derived fields', () => {
    // A lead's staff side (status, assignee, follow-up) is never a visitor's to set.
    // Set by staff's work on a lead, and by the server when the sender's address is
    // confirmed as theirs; never by the payload.
    const workflow = [
      'status',
      'assigneeId',
      'nextFollowUp',
      'firstContactAt',
      'addressConfirmedAt',
    ]
    const cases: [string, { shape: object }, Table, string[], string[]][] = [
      // being_reserved_until is the reservations' (their triggers), never a payload's.
      [
        'cars',
        carInput,
        cars,
        ['id', 'createdAt', 'updatedAt', 'beingReservedUntil'],
        ['isFeatured'],
      ],
      ['brands', brandInput, brands, ['id', 'createdAt', 'updatedAt'], []],
      ['blogs', blogInput, blogs, ['id', 'createdAt', 'updatedAt', 'publishedAt'], []],
      ['limited offers', limitedOfferInput, limitedOffers, ['id', 'createdAt'], []],
      [
        'contact messages',
        contactMessageInput,
        contactMessages,
        ['id', 'createdAt', 'reference', ...workflow],
        [],
      ],
      [
        'import requests',
        importRequestInput,
        importRequests,
        // The API works out the cost estimate from what the visitor entered (`estimate`).
        [
          'id',
          'createdAt',
          'reference',
          ...workflow,
          'trackingToken',
          'stage',
          'cancelReason',
          'costEstimate',
        ],
        ['estimate'],
      ],
      ['import rates', importRatesInput, importRates, ['id', 'createdAt', 'updatedAt'], []],
      [
        'sell requests',
        sellRequestInput,
        sellRequests,
        ['id', 'createdAt', 'reference', ...workflow],
        [],
      ],
      [
        'enquiries',
        carEnquiryInput,
        carEnquiries,
        ['id', 'createdAt', 'reference', ...workflow],
        [],
      ],
      [
        'test drives',
        testDriveInput,
        testDrives,
        ['id', 'createdAt', 'reference', 'byAppointment', ...workflow],
        [],
      ],
    ]
    for (const [name, schema, table, generated, derived] of cases) {
      expect(Object.keys(schema.shape).sort(), name).toEqual(
        [...without(columns(table), ...generated), ...derived].sort(),
      )
    }
  })
})
