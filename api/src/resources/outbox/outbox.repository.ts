// The outbox's rows as admins work them: one message read, and one set to go again.
import { eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { outbox } from './outbox.table'
import { rowsById } from '../rows'

export const findMessage = rowsById(outbox, outbox.id).find

/** The message back in the queue, due now. */
export function resendMessage(db: Queryable, id: string, now: string) {
  return db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(eq(outbox.id, id))
    .returning()
    .get()!
}
