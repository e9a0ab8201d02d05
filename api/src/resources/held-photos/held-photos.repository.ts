// The held photos' rows: found by the hash of their token while they are held, claimed
// by the sell request that names them, and let go one by one or when their time is up.
import { createHash } from 'node:crypto'
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { HELD_PHOTO_HOURS, PHOTO_TOKEN_PATTERN, type HeldPhoto } from '../../contract'
import { imageVariantUrl } from '../../contract/responsive-images'
import type { Queryable } from '../../db/client'
import { heldPhotos } from './held-photos.table'
import { rowsById } from '../rows'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const heldSince = (now: number) => new Date(now - HELD_PHOTO_HOURS * 3_600_000).toISOString()

/** The photos `token` holds now, oldest first; none for an unknown or expired token. */
export function heldPhotosOf(db: Queryable, token: string, now = Date.now()): HeldPhoto[] {
  if (!PHOTO_TOKEN_PATTERN.test(token)) return []
  return db
    .select()
    .from(heldPhotos)
    .where(and(eq(heldPhotos.tokenHash, hashOf(token)), gte(heldPhotos.createdAt, heldSince(now))))
    .orderBy(asc(heldPhotos.createdAt), sql`rowid`)
    .all()
    .map((p) => ({
      id: p.id,
      url: p.url,
      thumbnail: imageVariantUrl(p.url, 200),
      name: p.fileName,
    }))
}

/** Stored photos held under `token`, each with the name its sender's device gave it. */
export function holdPhotos(db: Queryable, token: string, photos: { url: string; name: string }[]) {
  if (!photos.length) return
  db.insert(heldPhotos)
    .values(photos.map((p) => ({ tokenHash: hashOf(token), url: p.url, fileName: p.name })))
    .run()
}

function removeHeld(db: Queryable, ids: string[]) {
  db.delete(heldPhotos).where(inArray(heldPhotos.id, ids)).run()
}

/**
 * Takes the photos `ids` held by `token` for the sell request being stored, inside its
 * transaction: their addresses, or null when any of them is no longer held.
 */
export function claimHeldPhotos(tx: Queryable, token: string, ids: string[]): string[] | null {
  const wanted = new Set(ids)
  if (wanted.size === 0) return []
  const held = heldPhotosOf(tx, token).filter((p) => wanted.has(p.id))
  if (held.length !== wanted.size) return null
  removeHeld(
    tx,
    held.map((p) => p.id),
  )
  return held.map((p) => p.url)
}

/** Holds past their time removed: the addresses of their photos, whose files may go. */
export function dropExpiredHolds(db: Queryable, now = Date.now()): string[] {
  const old = db
    .select()
    .from(heldPhotos)
    .where(lt(heldPhotos.createdAt, heldSince(now)))
    .all()
  if (old.length) {
    removeHeld(
      db,
      old.map((p) => p.id),
    )
  }
  return old.map((p) => p.url)
}

export const releaseHeldPhoto = rowsById(heldPhotos, heldPhotos.id).remove
