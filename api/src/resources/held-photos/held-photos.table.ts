import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id } from '../../db/schema/util'

/**
 * Photos attached to a sell form that came back with a mistake: stored (checked and
 * re-encoded like any upload) and held under the hash of a token only that visitor's form
 * carries, for HELD_PHOTO_HOURS or until the form is sent, so nothing is attached twice.
 */
export const heldPhotos = sqliteTable(
  'held_photos',
  {
    id: id(),
    /** SHA-256 of the token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Where the stored photo is served: /uploads/<random>.<ext>. */
    url: text('url').notNull(),
    /** The name the visitor's device gave the file, shown back to them. */
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('held_photos_token_idx').on(t.tokenHash),
    index('held_photos_created_idx').on(t.createdAt),
  ],
)
