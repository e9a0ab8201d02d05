// "Erase my data" (Kenya's Data Protection Act, 2019): the buyer's personal data goes,
// in one transaction, and an audit entry says that a buyer erased their data and how
// many records of each kind, without the address. What stays and why is in
// docs/data-protection.md: leads stay as rows without anyone in them (the figures count
// them), a reservation keeps its M-Pesa receipt and amount (the money's accounting), and a
// record whose address was never confirmed as its sender's loses only the address.
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import type { Logger } from '../../ops/log'
import { isStoredImagePath, removeImages } from '../../images/uploads'
import { recordAudit } from '../audit-log/audit-log.repository'
import { uploadsInUse } from '../uploads/uploads.repository'
import { savedSearches } from '../saved-searches/saved-searches.table'
import { buyerAccounts } from '../buyer-accounts/buyer-accounts.table'
import { leadEvents, leadTables, sellRequests } from '../leads/leads.table'
import { outbox } from '../outbox/outbox.table'
import { reservationEvents, reservations } from '../reservations/reservations.table'
import { dropAddressTokens, type AddressTable } from './account.confirm'
import type { AccountErased } from './account.contract'
import { eraseStaffTraces, mailAbout } from './account.erase-traces'
import { sameAddress } from './account.records'
import { accountSavedCars, buyerSessions, signInLinks } from './account.table'

/** What an erased person's text fields hold: nothing. */
const ERASED = ''
/** What stands in the dealer's mail for an address taken off an unconfirmed record. */
const ADDRESS_REMOVED = '[address removed]'

/** The audit log's actor for what a buyer does to their own data (no staff member). */
export const BUYER_ACTOR = { uid: 'buyer', email: null, role: 'buyer' } as const

/** The records of `table` sent under the address: their ids and the address as typed. */
function rowsOf(db: Queryable, table: AddressTable, email: string) {
  const t = table as typeof reservations
  return db
    .select({ id: t.id, email: t.email, addressConfirmedAt: t.addressConfirmedAt })
    .from(t)
    .where(sameAddress(t.email, email))
    .all()
}
type AddressRow = ReturnType<typeof rowsOf>[number]

/**
 * Erases the address's personal data; answers how many records of each kind held it.
 * A record whose address is confirmed is erased; one that is not (anyone may have typed
 * the address) only has the address taken off it: the rest is its sender's, not the
 * address owner's, and stays for the dealer. `clientAddress` is the request's, for the
 * audit entry (as a staff write's is).
 */
export function eraseAccount(
  db: Db,
  email: string,
  clientAddress: string | null,
): { erased: AccountErased['erased']; photos: string[] } {
  return db.transaction((tx) => {
    const at = new Date().toISOString()
    /** Confirmed leads, erased. */
    const leadIds: string[] = []
    /** Unconfirmed records of every kind, the address taken off them. */
    const detached: AddressRow[] = []
    // The photos their sell requests sent: their files go once the rows no longer name them.
    const photos = tx
      .select({ images: sellRequests.images })
      .from(sellRequests)
      .where(
        and(sameAddress(sellRequests.email, email), isNotNull(sellRequests.addressConfirmedAt)),
      )
      .all()
      .flatMap((r) => r.images)
    /** The records of `table` split by whether their address is confirmed; each updated. */
    const clear = (table: AddressTable, erase: Record<string, unknown>, noAddress: '' | null) => {
      const found = rowsOf(tx, table, email)
      const confirmed = found.filter((r) => r.addressConfirmedAt !== null)
      const others = found.filter((r) => r.addressConfirmedAt === null)
      const t = table as typeof reservations
      const update = (rows: AddressRow[], values: Record<string, unknown>) => {
        if (rows.length === 0) return
        tx.update(t)
          .set(values as never)
          .where(
            inArray(
              t.id,
              rows.map((r) => r.id),
            ),
          )
          .run()
      }
      update(confirmed, erase)
      update(others, { email: noAddress })
      detached.push(...others)
      return confirmed.map((r) => r.id)
    }
    // Leads: the rows stay (the lead figures count them), with nobody in them.
    const person = { name: ERASED, email: ERASED, phone: ERASED }
    leadIds.push(
      ...clear(leadTables.contact, { ...person, phone: null, message: ERASED }, ERASED),
      ...clear(leadTables.import, { ...person, additionalInfo: null }, ERASED),
      ...clear(leadTables.sell, { ...person, additionalInfo: null, images: [] }, ERASED),
      ...clear(leadTables.enquiry, { ...person, email: null, message: ERASED }, null),
      ...clear(leadTables['test-drive'], { ...person, email: null }, null),
    )
    const detachedLeads = detached.length
    // Staff's notes may name or quote the buyer: they go; the status and stage changes
    // (no one's details) stay with the rows.
    if (leadIds.length) {
      tx.delete(leadEvents)
        .where(and(inArray(leadEvents.leadId, leadIds), eq(leadEvents.type, 'note')))
        .run()
    }

    // Reservations keep the receipt, the amount and the reference: the money's record.
    const erasedWhy = "The buyer's name, phone and email were erased at their request"
    const reservationIds = clear(
      reservations,
      { name: ERASED, phone: ERASED, email: null, updatedAt: at },
      null,
    )
    const detachedReservations = detached.slice(detachedLeads).map((r) => r.id)
    const events = [
      ...reservationIds.map((reservationId) => ({ reservationId, detail: erasedWhy })),
      ...detachedReservations.map((reservationId) => ({
        reservationId,
        detail:
          "The email address, never confirmed as the buyer's, was removed at its owner's request",
      })),
    ]
    if (events.length) {
      tx.insert(reservationEvents)
        .values(events.map((e) => ({ ...e, kind: 'erased', actor: 'buyer', at })))
        .run()
    }

    // What staff wrote about them, and the audit log's copies of it (before their mail goes).
    eraseStaffTraces(tx, { email, leadIds, reservationIds })

    // The mail about them or to them: the lead alerts and confirmations, the receipts.
    const about = [...leadIds, ...reservationIds]
    tx.delete(outbox).where(mailAbout(email, about)).run()
    // The dealer's mail about the unconfirmed ones stays, without the address.
    for (const row of detached) {
      if (!row.email) continue
      tx.update(outbox)
        .set({ text: sql`replace(${outbox.text}, ${row.email}, ${ADDRESS_REMOVED})` })
        .where(eq(outbox.leadId, row.id))
        .run()
    }
    dropAddressTokens(tx, [...about, ...detached.map((r) => r.id)])

    const alerts = tx.delete(savedSearches).where(eq(savedSearches.email, email)).run().changes
    const savedCars = tx
      .delete(accountSavedCars)
      .where(eq(accountSavedCars.email, email))
      .run().changes
    tx.delete(signInLinks).where(eq(signInLinks.email, email)).run()
    const sessions = tx.delete(buyerSessions).where(eq(buyerSessions.email, email)).run().changes
    const account = tx
      .delete(buyerAccounts)
      .where(eq(buyerAccounts.email, email))
      .returning({ id: buyerAccounts.id })
      .get()

    const erased = {
      leads: leadIds.length + detachedLeads,
      reservations: reservationIds.length + detachedReservations.length,
      alerts,
      savedCars,
      sessions,
    }
    recordAudit(tx, {
      actor: BUYER_ACTOR,
      action: 'delete',
      resource: 'account',
      // The account row's id (opaque), or a fresh one: never the address.
      recordId: account?.id ?? randomBytes(12).toString('hex'),
      before: erased,
      after: null,
      clientAddress,
    })
    return { erased, photos }
  }, IMMEDIATE)
}

/**
 * Removes the files of an erased buyer's photos that no record names any more (a car
 * the dealer listed with one of them keeps it). A file that cannot be removed is
 * logged: the records are already erased, and the buyer's answer does not wait on it.
 */
export async function removeErasedPhotos(
  db: Queryable,
  erased: { uploadsDir: string; photos: string[]; log: Logger },
): Promise<void> {
  const { uploadsDir, photos, log } = erased
  const stored = photos.filter(isStoredImagePath)
  const inUse = uploadsInUse(db, stored)
  const gone = stored
    .filter((url) => !inUse.has(url))
    .map((url) => ({ url, name: url.slice('/uploads/'.length) }))
  try {
    await removeImages(uploadsDir, gone)
  } catch (err) {
    log.error(
      { err: err instanceof Error ? err.message : String(err), files: gone.length },
      "An erased buyer's photos could not all be removed",
    )
  }
}
