// The mail outbox: every message the site sends, written in the same transaction as what
// caused it (a lead), then sent by the server's mail worker with retries.
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { MAIL_PURPOSES, MAIL_STATUSES } from '../../contract/options'
import { createdAt, id } from '../../db/schema/util'

export const outbox = sqliteTable(
  'outbox',
  {
    id: id(),
    purpose: text('purpose', { enum: MAIL_PURPOSES }).notNull(),
    /** The lead the message is about (any lead table's id). */
    leadId: text('lead_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Extra headers (JSON), e.g. an alert's List-Unsubscribe for one-click unsubscribing. */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this time (ISO): now when queued, later after a failed attempt. */
    nextAttemptAt: text('next_attempt_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
    /**
     * A confirmation's address in its normalised form (mail/confirmations.ts): what the
     * daily cap per address counts. Null on messages to staff and on digests.
     */
    recipientKey: text('recipient_key'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_recipient_idx').on(t.recipientKey, t.createdAt),
  ],
)
