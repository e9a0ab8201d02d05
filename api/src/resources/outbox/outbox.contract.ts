// What the API answers with for a message of the mail outbox.
import { createSelectSchema } from 'drizzle-zod'
import { type z } from 'zod'
import { recordIds } from '../../contract/records'
import { outbox } from './outbox.table'

/** A message of the mail outbox (admins). */
export const outboxRecord = createSelectSchema(outbox).extend(recordIds)
export type OutboxMessage = z.infer<typeof outboxRecord>
