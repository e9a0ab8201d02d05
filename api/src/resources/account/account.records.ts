// What a signed-in buyer's address is on: their reservations, import orders, other leads,
// saved cars and alerts, found by address whatever its case (a record sent without an
// address is nobody's here). The overview is what the portal shows; the export is
// "Download my data": the buyer's own words and details too, never staff's side (notes,
// assignee, follow-up dates) nor anyone else's. A record whose address is not confirmed
// (account.confirm.ts) may be anyone's: both list it in brief, without its sender's words.
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { LEAD_FIELD_LABELS, type LeadKind } from '../../contract'
import type { Queryable } from '../../db/client'
import { toAlertView } from '../saved-searches/saved-searches.repository'
import { savedSearches } from '../saved-searches/saved-searches.table'
import { brands } from '../brands/brands.table'
import { buyerAccounts } from '../buyer-accounts/buyer-accounts.table'
import { carTitle, findCarTitle } from '../cars/car-title'
import { cars } from '../cars/cars.table'
import { importTracking } from '../leads/leads.repository'
import {
  carEnquiries,
  contactMessages,
  importRequests,
  sellRequests,
  testDrives,
} from '../leads/leads.table'
import { reservationView } from '../reservations/reservations.repository'
import { reservations } from '../reservations/reservations.table'
import { customerStatusOf } from '../../contract/options'
import {
  type AccountAlert,
  type AccountUnconfirmed,
  type AccountExport,
  type AccountImportOrder,
  type AccountLead,
  type AccountOverview,
  type AccountReservation,
  type AccountSavedCar,
} from './account.contract'
import { accountSavedCars, buyerSessions } from './account.table'

/** The column holds `email` in any case (`email` is lower-cased): the lower(email) indexes. */
export const sameAddress = (column: AnySQLiteColumn, email: string): SQL =>
  sql`lower(${column}) = ${email}`

/** The other kinds of lead than import orders, as the overview lists them. */
const OTHER_LEADS = {
  enquiry: carEnquiries,
  'test-drive': testDrives,
  sell: sellRequests,
  contact: contactMessages,
} as const satisfies Partial<Record<LeadKind, unknown>>
type OtherKind = keyof typeof OTHER_LEADS

function reservationRows(db: Queryable, email: string) {
  return db
    .select()
    .from(reservations)
    .where(sameAddress(reservations.email, email))
    .orderBy(desc(reservations.createdAt))
    .all()
}

function importRows(db: Queryable, email: string) {
  return db
    .select()
    .from(importRequests)
    .where(sameAddress(importRequests.email, email))
    .orderBy(desc(importRequests.createdAt))
    .all()
}

function leadRows<K extends OtherKind>(db: Queryable, kind: K, email: string) {
  const table = OTHER_LEADS[kind] as (typeof OTHER_LEADS)[OtherKind]
  return db
    .select()
    .from(table)
    .where(sameAddress(table.email, email))
    .orderBy(desc(table.createdAt))
    .all() as (typeof OTHER_LEADS)[K]['$inferSelect'][]
}

/** Every record sent under the address, by kind, newest first: each table read once. */
function addressRows(db: Queryable, email: string) {
  return {
    reservation: reservationRows(db, email),
    import: importRows(db, email),
    enquiry: leadRows(db, 'enquiry', email),
    'test-drive': leadRows(db, 'test-drive', email),
    sell: leadRows(db, 'sell', email),
    contact: leadRows(db, 'contact', email),
  } satisfies Record<LeadKind, unknown>
}
type AddressRows = ReturnType<typeof addressRows>

type Confirmable = { addressConfirmedAt: string | null }
const isConfirmed = (row: Confirmable) => row.addressConfirmedAt !== null

/**
 * The address's records split: those whose address is confirmed (sent signed in as it,
 * or confirmed from the link in their mail), shown and given in full; the others in
 * brief, with nothing their sender typed.
 */
function byConfirmation(db: Queryable, email: string) {
  const rows = addressRows(db, email)
  const carOf = (carId: string | null) => (carId ? findCarTitle(db, carId) : null)
  const brief = (
    kind: LeadKind,
    row: { reference: string | null; createdAt: string },
    { about = null, carId = null }: { about?: string | null; carId?: string | null } = {},
  ): AccountUnconfirmed => ({
    kind,
    reference: row.reference,
    createdAt: row.createdAt,
    about,
    carId,
  })
  const withCar = (
    kind: LeadKind,
    row: { reference: string | null; createdAt: string; carId: string | null },
  ) => {
    const car = carOf(row.carId)
    return brief(kind, row, { about: car?.title ?? null, carId: car?.id ?? null })
  }
  const pending = <R extends Confirmable>(list: R[]) => list.filter((row) => !isConfirmed(row))
  const unconfirmed = [
    ...pending(rows.reservation).map((r) => withCar('reservation', r)),
    ...pending(rows.import).map((r) => brief('import', r)),
    ...pending(rows.enquiry).map((r) => withCar('enquiry', r)),
    ...pending(rows['test-drive']).map((r) => withCar('test-drive', r)),
    ...pending(rows.sell).map((r) => brief('sell', r)),
    // The subject is one of the form's choices, not the sender's words.
    ...pending(rows.contact).map((r) => brief('contact', r, { about: r.subject })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const mine = {
    reservation: rows.reservation.filter(isConfirmed),
    import: rows.import.filter(isConfirmed),
    enquiry: rows.enquiry.filter(isConfirmed),
    'test-drive': rows['test-drive'].filter(isConfirmed),
    sell: rows.sell.filter(isConfirmed),
    contact: rows.contact.filter(isConfirmed),
  } satisfies AddressRows
  return { mine, unconfirmed }
}

function accountReservations(db: Queryable, rows: AddressRows): AccountReservation[] {
  return rows.reservation.map((row) => ({
    ...reservationView(db, row),
    token: row.token,
  }))
}

function importOrders(db: Queryable, rows: AddressRows): AccountImportOrder[] {
  return rows.import.map((order) => ({
    ...importTracking(db, order),
    reference: order.reference,
    costEstimate: order.costEstimate ?? null,
    trackingToken: order.trackingToken,
  }))
}

function otherLeads(db: Queryable, rows: AddressRows): AccountLead[] {
  const carOf = (carId: string | null) => (carId ? findCarTitle(db, carId) : null)
  const lead = (
    kind: LeadKind,
    row: { reference: string | null; createdAt: string; status: AccountLeadStatus },
    { about, carId }: { about: string | null; carId: string | null },
  ): AccountLead => ({
    kind,
    reference: row.reference,
    createdAt: row.createdAt,
    status: customerStatusOf(row.status),
    about,
    carId,
  })
  const carLeads = (['enquiry', 'test-drive'] as const).flatMap((kind) =>
    rows[kind].map((row) => {
      const car = carOf(row.carId)
      return lead(kind, row, { about: car?.title ?? null, carId: car?.id ?? null })
    }),
  )
  const sells = rows.sell.map((row) =>
    lead('sell', row, { about: `${row.carYear} ${row.carMake} ${row.carModel}`, carId: null }),
  )
  const contacts = rows.contact.map((row) =>
    lead('contact', row, { about: row.subject, carId: null }),
  )
  return [...carLeads, ...sells, ...contacts].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}
type AccountLeadStatus = Parameters<typeof customerStatusOf>[0]

/** The account's saved cars, oldest first (the saved-cars cookie's order). */
export function savedCars(db: Queryable, email: string): AccountSavedCar[] {
  return db
    .select({
      id: cars.id,
      brand: cars.brand,
      model: cars.model,
      year: cars.year,
      fuel: cars.fuel,
      mileage: cars.mileage,
      price: cars.price,
      availability: cars.availability,
      mainImage: cars.mainImage,
      title: carTitle,
      savedAt: accountSavedCars.savedAt,
    })
    .from(accountSavedCars)
    .innerJoin(cars, eq(cars.id, accountSavedCars.carId))
    .leftJoin(brands, eq(brands.key, cars.brand))
    .where(eq(accountSavedCars.email, email))
    .orderBy(asc(accountSavedCars.savedAt), sql`${accountSavedCars}.rowid`)
    .all()
}

function alertRows(db: Queryable, email: string, withStopped: boolean) {
  const mine = eq(savedSearches.email, email)
  return db
    .select()
    .from(savedSearches)
    .where(withStopped ? mine : and(mine, ne(savedSearches.status, 'unsubscribed')))
    .orderBy(desc(savedSearches.createdAt))
    .all()
}

function alerts(db: Queryable, email: string): AccountAlert[] {
  return alertRows(db, email, false).map((row) => {
    const view = toAlertView(db, row)
    return {
      token: row.token,
      description: view.description,
      href: view.href,
      frequency: view.frequency,
      status: view.status,
      createdAt: view.createdAt,
      confirmedAt: view.confirmedAt,
      pausedAt: view.pausedAt,
    }
  })
}

export function accountOverview(db: Queryable, email: string): AccountOverview {
  const { mine, unconfirmed } = byConfirmation(db, email)
  return {
    email,
    reservations: accountReservations(db, mine),
    importOrders: importOrders(db, mine),
    leads: otherLeads(db, mine),
    savedCars: savedCars(db, email),
    alerts: alerts(db, email),
    unconfirmed,
  }
}

/** The fields a visitor fills in on the lead forms (the staff alert's), and the car. */
const OWN_FIELDS = [...Object.keys(LEAD_FIELD_LABELS), 'carId', 'createdAt']

/** A lead as its sender gave it, with where it is in their words; nothing of staff's. */
function ownLead(row: Record<string, unknown> & { status: AccountLeadStatus }) {
  const own = Object.fromEntries(OWN_FIELDS.filter((k) => k in row).map((k) => [k, row[k]]))
  return {
    ...own,
    reference: (row.reference as string | null) ?? null,
    createdAt: row.createdAt as string,
    status: customerStatusOf(row.status),
  }
}

export function accountExport(db: Queryable, email: string, now = new Date()): AccountExport {
  const account = db
    .select({
      firstSignedInAt: buyerAccounts.firstSignedInAt,
      lastSignedInAt: buyerAccounts.lastSignedInAt,
    })
    .from(buyerAccounts)
    .where(eq(buyerAccounts.email, email))
    .get()
  const sessions = db
    .select({
      createdAt: buyerSessions.createdAt,
      lastSeenAt: buyerSessions.lastSeenAt,
      expiresAt: buyerSessions.expiresAt,
      endedAt: buyerSessions.revokedAt,
    })
    .from(buyerSessions)
    .where(eq(buyerSessions.email, email))
    .orderBy(desc(buyerSessions.createdAt))
    .all()
  const { mine, unconfirmed } = byConfirmation(db, email)
  return {
    exportedAt: now.toISOString(),
    email,
    account: account ?? null,
    sessions,
    reservations: mine.reservation.map((row) => ({
      ...reservationView(db, row),
      token: row.token,
      name: row.name,
      phone: row.phone,
      email: row.email ?? email,
    })),
    importRequests: mine.import.map((row) => ({
      ...ownLead(row),
      stage: row.stage,
      cancelReason: row.cancelReason,
      trackingToken: row.trackingToken,
    })),
    sellRequests: mine.sell.map(ownLead),
    contactMessages: mine.contact.map(ownLead),
    enquiries: mine.enquiry.map(ownLead),
    testDrives: mine['test-drive'].map(ownLead),
    savedCars: savedCars(db, email),
    alerts: alertRows(db, email, true).map((row) => {
      const { email: _email, ...view } = toAlertView(db, row)
      return { ...view, token: row.token }
    }),
    unconfirmed,
  }
}
