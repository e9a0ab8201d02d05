// Writes what demo visitors did besides leads: saved searches ("Email me new matches")
// and clicks through to the chat app from car pages.
import { sql } from 'drizzle-orm'
import { canonicalFilters } from '../contract'
import type { Queryable } from '../db/client'
import { carPriceChanges, cars } from '../resources/cars/cars.table'
import { chatClicks } from '../resources/chat-clicks/chat-clicks.table'
import { savedSearches } from '../resources/saved-searches/saved-searches.table'
import type { DemoData } from './demo-data'
import { DEMO_SAVED_SEARCHES } from './demo-saved-searches'
import { hoursAfter } from './factories'

/**
 * The demo saved searches, asked for in the days before `seededAt`. Confirmed ones cover
 * what the seed listed and repriced, so only what staff do later alerts.
 */
export function insertSavedSearches(tx: Queryable, seededAt: string): void {
  const coveredUntil = sql<string>`(select max(t) from (
    select max(${cars.createdAt}) as t from ${cars}
    union all select max(${carPriceChanges.at}) from ${carPriceChanges}
    union all select ${seededAt}))`
  DEMO_SAVED_SEARCHES.forEach((search, i) => {
    const asked = hoursAfter(seededAt, -30 * (i + 1))
    const filters = canonicalFilters(search.filters)
    tx.insert(savedSearches)
      .values({
        email: search.email,
        frequency: search.frequency,
        status: search.status,
        filters,
        filtersKey: JSON.stringify(filters),
        createdAt: asked,
        ...(search.status === 'pending' ? {} : { confirmedAt: hoursAfter(asked, 1), coveredUntil }),
        ...(search.status === 'unsubscribed' ? { unsubscribedAt: hoursAfter(asked, 20) } : {}),
      })
      .run()
  })
}

/** Clicks through to the chat app from the named cars' pages, before `seededAt`. */
export function insertChatClicks(
  tx: Queryable,
  data: DemoData,
  { idByModel, seededAt }: { idByModel: Map<string, string>; seededAt: string },
): void {
  for (const { model, count: clicks } of data.chatClicks) {
    const carId = idByModel.get(model)
    for (let i = 0; carId && i < clicks; i++) {
      // Spread over the last days, one every 13 hours.
      tx.insert(chatClicks)
        .values({ carId, at: hoursAfter(seededAt, -13 * (i + 1)) })
        .run()
    }
  }
}
