// What the site sends to an address on a visitor's word alone: a lead's confirmation and
// an alert's opt-in. Anyone can type anyone's address into a form, so an address gets at
// most MAX_CONFIRMATIONS_PER_DAY of them a day, all kinds together, counted on its
// normalised form (amina+1@… and a.mina@gmail.com are Amina's inbox too).
import { and, count, eq, gte, inArray } from 'drizzle-orm'
import { MAX_CONFIRMATIONS_PER_DAY, type MailPurpose } from '../contract'
import type { Queryable } from '../db/client'
import { outbox } from '../resources/outbox/outbox.table'

export const CONFIRMATION_PURPOSES = [
  'customer-confirmation',
  'alert-confirmation',
] as const satisfies readonly MailPurpose[]

/** Gmail delivers whatever dots stand in the name part. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The inbox an address reaches: lower case, without a `+tag` (sub-addressing), and
 * for Gmail without dots in the name part.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at === -1) return address
  const domain = address.slice(at + 1)
  const name = address.slice(0, at).split('+')[0]!
  if (DOTLESS_DOMAINS.has(domain)) return `${name.replace(/\./g, '')}@gmail.com`
  return `${name}@${domain}`
}

/** Whether the address may be sent one more confirmation now (within the day's cap). */
export function confirmationAllowed(tx: Queryable, email: string, now: Date = new Date()): boolean {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString()
  const sent =
    tx
      .select({ n: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.recipientKey, recipientKey(email)),
          gte(outbox.createdAt, since),
          inArray(outbox.purpose, CONFIRMATION_PURPOSES),
        ),
      )
      .get()?.n ?? 0
  return sent < MAX_CONFIRMATIONS_PER_DAY
}
