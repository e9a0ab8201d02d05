// Staff records: who may use the back office and as what. Shared by the API's routes,
// the `npm run staff` command and the demo admin of `npm start`.
import { and, asc, count, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AuthService, AuthUser } from '../../auth/service'
import {
  LAST_ADMIN_MESSAGE,
  type StaffCreateInput,
  type StaffMember,
  type StaffRole,
  type StaffUpdateInput,
  staffCreateInput,
  staffUpdateInput,
} from '../../contract/staff'
import { IMMEDIATE, type Db, type Queryable } from '../../db/client'
import { staff } from './staff.table'

export type StaffRow = typeof staff.$inferSelect

export function toStaff(row: StaffRow): StaffMember {
  return { ...row, _id: row.id }
}

export class StaffConflict extends Error {}

export const STAFF_EXISTS_MESSAGE = 'This email is already on the staff list.'

/**
 * The staff row of a verified account: by uid, or by email while the row has no uid yet
 * (then the uid is recorded). Email matching is only for email-and-password accounts:
 * Firebase keeps their emails unique, and `addStaff` creates the account up front. The
 * Auth Emulator forgets its accounts when it stops, so with it (`rebind`) a row follows
 * its email to the account's new uid; real projects never rebind.
 */
export function findStaffForUser(
  db: Db,
  user: Pick<AuthUser, 'uid' | 'email' | 'provider'>,
  { rebind = false } = {},
) {
  const byUid = db.select().from(staff).where(eq(staff.uid, user.uid)).get()
  if (byUid) return byUid
  if (!user.email || user.provider !== 'password') return null
  const email = user.email.toLowerCase()
  const row = db.select().from(staff).where(eq(staff.email, email)).get()
  if (!row || (row.uid !== null && !rebind)) return null
  return (
    db.update(staff).set({ uid: user.uid }).where(eq(staff.id, row.id)).returning().get() ?? row
  )
}

export function getStaff(db: Queryable, id: string) {
  return db.select().from(staff).where(eq(staff.id, id)).get() ?? null
}

/** Active staff members by name (then email). */
export function activeStaff(db: Queryable): StaffRow[] {
  return db
    .select()
    .from(staff)
    .where(eq(staff.active, true))
    .orderBy(asc(staff.displayName), asc(staff.email))
    .all()
}

export function getStaffByEmail(db: Db, email: string) {
  return db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase())).get() ?? null
}

/**
 * Adds a staff member, creating the Firebase account when missing. The temporary
 * password (new accounts only) is returned once and never stored.
 */
export async function addStaff(
  db: Db,
  auth: AuthService,
  { input, addedBy }: { input: StaffCreateInput; addedBy: string | null },
) {
  const data = staffCreateInput.parse(input)
  if (getStaffByEmail(db, data.email)) throw new StaffConflict(STAFF_EXISTS_MESSAGE)
  const account = await auth.ensureAccount(data.email)
  let row: StaffRow
  try {
    row = db
      .insert(staff)
      .values({ ...data, uid: account.uid, addedBy })
      .returning()
      .get()
  } catch (err) {
    if (String(err).includes('UNIQUE')) throw new StaffConflict(STAFF_EXISTS_MESSAGE)
    throw err
  }
  return { row, account }
}

function activeAdmins(db: Queryable): number {
  return (
    db
      .select({ n: count() })
      .from(staff)
      .where(and(eq(staff.role, 'admin'), eq(staff.active, true)))
      .get()?.n ?? 0
  )
}

/** What a change to a staff member may set. */
export type StaffChange = z.output<typeof staffUpdateInput>

/**
 * Changes role, name or active flag of `current`, inside the caller's write transaction.
 * The last active admin can be neither demoted nor deactivated.
 */
export function changeStaff(tx: Queryable, current: StaffRow, data: StaffChange): StaffRow {
  const next = { ...current, ...data }
  const losesAdmin =
    current.role === 'admin' && current.active && (next.role !== 'admin' || !next.active)
  if (losesAdmin && activeAdmins(tx) <= 1) throw new StaffConflict(LAST_ADMIN_MESSAGE)
  return tx
    .update(staff)
    .set({ ...data, updatedAt: new Date().toISOString() })
    .where(eq(staff.id, current.id))
    .returning()
    .get()!
}

/** Deactivation ends the account's sessions: call it after the change commits. */
export async function endSessionsIfDeactivated(
  auth: AuthService,
  before: StaffRow,
  after: StaffRow,
) {
  if (before.active && !after.active && after.uid) await auth.revokeSessions(after.uid)
}

/**
 * Changes a staff member in a transaction of its own (the `npm run staff` command;
 * `onWrite` records it), then ends the sessions of one deactivated.
 */
export async function updateStaff(
  db: Db,
  auth: AuthService,
  {
    id,
    input,
    onWrite,
  }: {
    id: string
    input: StaffUpdateInput
    onWrite?: (tx: Queryable, before: StaffRow, after: StaffRow) => void
  },
) {
  const data = staffUpdateInput.parse(input)
  const change = db.transaction((tx) => {
    const before = getStaff(tx, id)
    if (!before) return null
    const after = changeStaff(tx, before, data)
    onWrite?.(tx, before, after)
    return { before, after }
  }, IMMEDIATE)
  if (change) await endSessionsIfDeactivated(auth, change.before, change.after)
  return change?.after
}

/** The demo admin of `npm start`: an active admin whatever the row said before. */
export function ensureAdmin(db: Db, account: { email: string; uid: string; addedBy: string }) {
  const email = account.email.toLowerCase()
  const existing = getStaffByEmail(db, email)
  if (existing) {
    if (existing.role === 'admin' && existing.active && existing.uid === account.uid)
      return existing
    return db
      .update(staff)
      .set({ role: 'admin' satisfies StaffRole, active: true, uid: account.uid })
      .where(eq(staff.id, existing.id))
      .returning()
      .get()!
  }
  return db
    .insert(staff)
    .values({
      email,
      uid: account.uid,
      role: 'admin',
      displayName: 'Demo admin',
      addedBy: account.addedBy,
    })
    .returning()
    .get()
}
