// Saved searches with email alerts ("Email me new matches" on /cars). Each is one email
// address and one set of filters, confirmed by a link before anything else is sent;
// its private token is the key of its links (manage, confirm, unsubscribe).
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { SearchFilters } from '../../contract/alerts'
import { ALERT_FREQUENCIES, ALERT_STATUSES } from '../../contract/options'
import { createdAt, id, newTrackingToken } from '../../db/schema/util'

export const savedSearches = sqliteTable(
  'saved_searches',
  {
    id: id(),
    /** Lowercased: one person, one address, whatever the case they typed. */
    email: text('email').notNull(),
    /** The filters in canonical form (contract/alerts.ts canonicalFilters). */
    filters: text('filters', { mode: 'json' }).$type<SearchFilters>().notNull(),
    /** JSON of `filters`: two searches with the same filters have the same key. */
    filtersKey: text('filters_key').notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    status: text('status', { enum: ALERT_STATUSES }).notNull().default('pending'),
    token: text('token')
      .notNull()
      .$defaultFn(() => newTrackingToken()),
    createdAt: createdAt(),
    confirmedAt: text('confirmed_at'),
    unsubscribedAt: text('unsubscribed_at'),
    /** Paused by its owner: nothing is sent until they resume it. */
    pausedAt: text('paused_at'),
    /**
     * Cars listed and prices dropped up to this instant (ISO) have been considered: the
     * next email covers what happens after it. Set at confirmation.
     */
    coveredUntil: text('covered_until'),
    lastSentAt: text('last_sent_at'),
  },
  (t) => [
    uniqueIndex('saved_searches_token_idx').on(t.token),
    index('saved_searches_email_idx').on(t.email, t.filtersKey),
    index('saved_searches_due_idx').on(t.status, t.frequency, t.coveredUntil),
    index('saved_searches_key_idx').on(t.filtersKey, t.status),
  ],
)
