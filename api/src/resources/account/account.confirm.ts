// Whether a record's address is its sender's. Anyone can type anyone's address into a
// form, so the customer portal shows a record in full only when the address showed it
// sent it: the record was sent while signed in as that address (the API checks the
// session itself, from the cookie), or the address's owner pressed Confirm on the page of
// the "Confirm this is your address" link in the mail the record sent there. Only the
// link token's SHA-256 is stored; reading the link's record changes nothing (mail
// scanners open links), confirming uses the link up.
import { createHash, randomBytes } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { LeadKind } from '../../contract/options'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import { leadTables } from '../leads/leads.table'
import { reservations } from '../reservations/reservations.table'
import {
  ADDRESS_LINK_PATTERN,
  type AddressConfirmation,
  type BuyerIdentity,
} from './account.contract'
import { addressConfirmations } from './account.table'

/** The table of each kind of record that gives an address. */
export const ADDRESS_TABLES = {
  ...leadTables,
  reservation: reservations,
} as const satisfies Record<LeadKind, unknown>
export type AddressTable = (typeof ADDRESS_TABLES)[LeadKind]

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The confirmed time of a record sent under `email` by a request whose live session is
 * `buyer`'s: now when the session's address is the record's (as the portal matches them,
 * whatever the case), otherwise null.
 */
export function confirmedBySession(
  buyer: BuyerIdentity | undefined,
  email: string | null | undefined,
  now = new Date(),
): string | null {
  if (!buyer || !email) return null
  return email.trim().toLowerCase() === buyer.email ? now.toISOString() : null
}

/**
 * Confirms the address of a record just stored (a reservation, whose insert is the
 * payment's) when the request that sent it was signed in as that address.
 */
export function confirmIfSentSignedIn(
  db: Queryable,
  sent: {
    kind: LeadKind
    row: { id: string; email: string | null }
    buyer: BuyerIdentity | undefined
  },
): void {
  const { kind, row, buyer } = sent
  const addressConfirmedAt = confirmedBySession(buyer, row.email)
  if (!addressConfirmedAt) return
  const table = ADDRESS_TABLES[kind] as typeof reservations
  db.update(table).set({ addressConfirmedAt }).where(eq(table.id, row.id)).run()
}

/** A new link's token for the record's mail (call in the transaction that queues it). */
export function issueAddressToken(tx: Queryable, kind: LeadKind, recordId: string): string {
  const token = randomBytes(16).toString('base64url')
  tx.insert(addressConfirmations)
    .values({ tokenHash: hashOf(token), kind, recordId })
    .run()
  return token
}

/** The link of `token` and its record, while the record still has an address. */
function linkedRecord(db: Queryable, token: string) {
  if (!ADDRESS_LINK_PATTERN.test(token)) return null
  const link = db
    .select()
    .from(addressConfirmations)
    .where(eq(addressConfirmations.tokenHash, hashOf(token)))
    .get()
  if (!link) return null
  const table: AddressTable = ADDRESS_TABLES[link.kind]
  const row = db
    .select({
      id: table.id,
      reference: table.reference,
      email: table.email,
      addressConfirmedAt: table.addressConfirmedAt,
    })
    .from(table as typeof reservations)
    .where(eq(table.id, link.recordId))
    .get()
  // Erased, or its address taken off it since: there is nothing to confirm.
  if (!row?.email) return null
  return { link, table, row }
}

/** What a link would confirm, or null when it no longer can; changes nothing. */
export function addressToConfirm(db: Queryable, token: string): AddressConfirmation | null {
  const found = linkedRecord(db, token)
  return found && { kind: found.link.kind, reference: found.row.reference }
}

/** Confirms the address of the link's record and uses the link up; null as addressToConfirm. */
export function confirmAddress(
  db: Db,
  token: string,
  now = new Date(),
): AddressConfirmation | null {
  return db.transaction((tx) => {
    const found = linkedRecord(tx, token)
    if (!found) return null
    const { link, table, row } = found
    if (!row.addressConfirmedAt) {
      tx.update(table as typeof reservations)
        .set({ addressConfirmedAt: now.toISOString() })
        .where(eq(table.id, row.id))
        .run()
    }
    tx.delete(addressConfirmations).where(eq(addressConfirmations.tokenHash, link.tokenHash)).run()
    return { kind: link.kind, reference: row.reference }
  }, IMMEDIATE)
}

/** Erasure: the links of the records that no longer carry the address. */
export function dropAddressTokens(tx: Queryable, recordIds: readonly string[]): void {
  if (recordIds.length === 0) return
  tx.delete(addressConfirmations)
    .where(inArray(addressConfirmations.recordId, [...recordIds]))
    .run()
}
