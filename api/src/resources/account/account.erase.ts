// "Erase my data" (Kenya's Data Protection Act, 2019): the buyer's personal data goes,
// in one transaction, and an audit entry says that a buyer erased their data and how
// many records of each kind, without the address. What stays and why is in
// docs/data-protection.md: leads stay as rows without anyone in them (the figures count
// them), a reservation keeps its M-Pesa receipt and amount (the money's accounting).
import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import type { Logger } from '../../log'
import { isStoredImagePath, removeImages } from '../../uploads'
import { recordAudit } from '../audit-log/audit-log.repository'
import { uploadsInUse } from '../uploads/uploads.repository'
import { savedSearches } from '../alerts/alerts.table'
import { buyerAccounts } from '../buyer-accounts/buyer-accounts.table'
import {
  carEnquiries,
  contactMessages,
  importRequests,
  leadEvents,
  sellRequests,
  testDrives,
} from '../leads/leads.table'
import { outbox } from '../outbox/outbox.table'
import { reservationEvents, reservations } from '../reservations/reservations.table'
import type { AccountErased } from './account.contract'
import { eraseStaffTraces, mailAbout } from './account.erase-traces'
import { sameAddress } from './account.records'
import { accountSavedCars, buyerSessions, signInLinks } from './account.table'

/** What an erased person's text fields hold: nothing. */
const ERASED = ''

/** The audit log's actor for what a buyer does to their own data (no staff member). */
export const BUYER_ACTOR = { uid: 'buyer', email: null, role: 'buyer' } as const

function ids(db: Queryable, table: { id: AnySQLiteColumn; email: AnySQLiteColumn }, email: string) {
  return db
    .select({ id: table.id })
    .from(table as never)
    .where(sameAddress(table.email, email))
    .all()
    .map((r) => (r as { id: string }).id)
}

/**
 * Erases the address's personal data; answers how many records of each kind held it.
 * `clientAddress` is the request's, for the audit entry (as a staff write's is).
 */
export function eraseAccount(
  db: Db,
  email: string,
  clientAddress: string | null,
  now = new Date(),
): { erased: AccountErased['erased']; photos: string[] } {
  return db.transaction((tx) => {
    const at = now.toISOString()
    const leadIds: string[] = []
    // The photos their sell requests sent: their files go once the rows no longer name them.
    const photos = tx
      .select({ images: sellRequests.images })
      .from(sellRequests)
      .where(sameAddress(sellRequests.email, email))
      .all()
      .flatMap((r) => r.images)
    // Leads: the rows stay (the lead figures count them), with nobody in them.
    const clear = <T extends { id: AnySQLiteColumn; email: AnySQLiteColumn }>(
      table: T,
      values: Record<string, unknown>,
    ) => {
      const found = ids(tx, table, email)
      if (found.length) {
        tx.update(table as never)
          .set(values as never)
          .where(inArray(table.id, found))
          .run()
      }
      leadIds.push(...found)
    }
    const person = { name: ERASED, email: ERASED, phone: ERASED }
    clear(contactMessages, { ...person, phone: null, message: ERASED })
    clear(importRequests, { ...person, additionalInfo: null })
    clear(sellRequests, { ...person, additionalInfo: null, images: [] })
    clear(carEnquiries, { ...person, email: null, message: ERASED })
    clear(testDrives, { ...person, email: null })
    // Staff's notes may name or quote the buyer: they go; the status and stage changes
    // (no one's details) stay with the rows.
    if (leadIds.length) {
      tx.delete(leadEvents)
        .where(and(inArray(leadEvents.leadId, leadIds), eq(leadEvents.type, 'note')))
        .run()
    }

    // Reservations keep the receipt, the amount and the reference: the money's record.
    const reservationIds = ids(tx, reservations, email)
    if (reservationIds.length) {
      tx.update(reservations)
        .set({ name: ERASED, phone: ERASED, email: null, updatedAt: at })
        .where(inArray(reservations.id, reservationIds))
        .run()
      tx.insert(reservationEvents)
        .values(
          reservationIds.map((reservationId) => ({
            reservationId,
            kind: 'erased',
            actor: 'buyer',
            detail: "The buyer's name, phone and email were erased at their request",
            at,
          })),
        )
        .run()
    }

    // What staff wrote about them, and the audit log's copies of it (before their mail goes).
    eraseStaffTraces(tx, email, leadIds, reservationIds)

    // The mail about them or to them: the lead alerts and confirmations, the receipts.
    const about = [...leadIds, ...reservationIds]
    tx.delete(outbox).where(mailAbout(email, about)).run()

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
      leads: leadIds.length,
      reservations: reservationIds.length,
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
  uploadsDir: string,
  photos: string[],
  log: Logger,
): Promise<void> {
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
