import { describe, expect, it } from 'vitest'
import type { Lead, LeadEvent } from '@dealership/api/contract'
import { formatMinutes } from '../dashboard/LeadFigures'
import { describeEvent, telNumber, whatsAppNumber } from './LeadEdit'
import { kindText, leadCsvColumns } from './inbox'

const event = (e: Partial<LeadEvent>): LeadEvent => ({
  id: 'e1',
  _id: 'e1',
  leadId: 'l1',
  type: 'note',
  note: null,
  before: null,
  after: null,
  actorId: null,
  actorName: 'Wanjiru',
  at: '2026-11-24T08:00:00.000Z',
  ...e,
})

describe("a lead's timeline in words", () => {
  const people = [{ id: 's1', name: 'Wanjiru' }]
  it('names status changes, assignees and follow-up dates', () => {
    expect(describeEvent(event({ type: 'status', before: 'new', after: 'won' }), people)).toBe(
      'Status: New → Won',
    )
    expect(describeEvent(event({ type: 'assignee', after: 's1' }), people)).toBe(
      'Assigned to Wanjiru',
    )
    expect(describeEvent(event({ type: 'assignee', after: null }), people)).toBe(
      'Assigned to nobody',
    )
    expect(describeEvent(event({ type: 'assignee', after: 'gone' }), people)).toBe(
      'Assigned to former staff',
    )
    expect(describeEvent(event({ type: 'follow-up', after: '2030-01-15' }), people)).toBe(
      'Next follow-up: 15 Jan 2030',
    )
    expect(describeEvent(event({ type: 'follow-up', after: null }), people)).toBe(
      'Follow-up date cleared',
    )
    expect(describeEvent(event({ type: 'note', note: 'Called.' }), people)).toBe('Called.')
  })
})

describe('quick actions', () => {
  it('turns Kenyan numbers into the digits wa.me wants', () => {
    expect(whatsAppNumber('0712 345 678')).toBe('254712345678')
    expect(whatsAppNumber('+254 712 345 678')).toBe('254712345678')
    // A reservation's M-Pesa number, as stored.
    expect(whatsAppNumber('254712345678')).toBe('254712345678')
  })

  it('dials an M-Pesa number as stored (2547…) with its country code', () => {
    expect(telNumber('254712345678')).toBe('+254712345678')
    expect(telNumber('0712 345 678')).toBe('0712345678')
    expect(telNumber('+254 712 345 678')).toBe('+254712345678')
  })
})

describe('durations on the dashboard', () => {
  it('reads as minutes, hours or days', () => {
    expect(formatMinutes(45)).toBe('45 min')
    expect(formatMinutes(120)).toBe('2 h')
    expect(formatMinutes(125)).toBe('2 h 5 min')
    expect(formatMinutes(60 * 24 + 240)).toBe('1 day 4 h')
    expect(formatMinutes(60 * 48)).toBe('2 days')
  })
})

describe('kinds in words', () => {
  it("names a reservation's deposit status beside its kind", () => {
    expect(kindText({ kind: 'enquiry', paymentStatus: null })).toBe('Car enquiry')
    expect(kindText({ kind: 'reservation', paymentStatus: 'paid' })).toBe('Reservation (Paid)')
    expect(kindText({ kind: 'reservation', paymentStatus: 'refund-due' })).toBe(
      'Reservation (Refund due)',
    )
  })
})

describe("the inbox's CSV", () => {
  const row = (over: Partial<Lead>): Lead => ({
    id: 'l1',
    _id: 'l1',
    kind: 'contact',
    name: 'Amina Wanjiru',
    email: 'amina@example.co.ke',
    phone: '0712 345 678',
    carId: null,
    carText: null,
    reference: 'MSG-1',
    message: null,
    status: 'new',
    assigneeId: null,
    nextFollowUp: null,
    firstContactAt: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    paymentStatus: null,
    ...over,
  })
  it("has a reservation's deposit in a column of its own, empty for other kinds", () => {
    const columns = leadCsvColumns({ car: () => '', assignee: () => 'Unassigned' })
    const deposit = columns.find(([title]) => title === 'Deposit')![1]
    expect(columns.map(([title]) => title).slice(0, 3)).toEqual(['Reference', 'Kind', 'Deposit'])
    expect(deposit(row({ kind: 'reservation', paymentStatus: 'refund-due' }))).toBe('Refund due')
    expect(deposit(row({}))).toBe('')
  })
  const cell = (title: string, lead: Lead, names = { car: () => '', assignee: () => '' }) =>
    leadCsvColumns(names).find(([t]) => t === title)![1](lead)
  it('writes phones as phones, never behind a formula guard', () => {
    expect(cell('Phone', row({ phone: '+254712345678' }))).toBe('0712 345 678')
    expect(cell('Phone', row({ phone: '+44 20 7946 0958' }))).toBe(' +44 20 7946 0958')
    expect(cell('Phone', row({ phone: null }))).toBe('')
  })
  it('says what a sell or import request is about in the Car column', () => {
    const names = { car: () => '2023 Land Rover Range Rover', assignee: () => '' }
    expect(cell('Car', row({ kind: 'enquiry', carId: 'c1' }), names)).toBe(
      '2023 Land Rover Range Rover',
    )
    expect(cell('Car', row({ kind: 'sell', carText: '2019 Toyota Land Cruiser Prado' }))).toBe(
      'Their car: 2019 Toyota Land Cruiser Prado',
    )
    expect(cell('Car', row({ kind: 'import', carText: '2022 Lexus LX 600' }))).toBe(
      'To import: 2022 Lexus LX 600',
    )
    expect(cell('Car', row({}))).toBe('')
  })
})
