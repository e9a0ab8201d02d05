// Photos a visitor attached to a sell form that came back with a mistake: checked and
// stored like any upload, and held for HELD_PHOTO_HOURS under a token that only their
// form carries (a hidden field), so they are not asked to attach them again. Only the
// SHA-256 of the token is stored; 128 random bits cannot be guessed, so nobody can see,
// remove or claim another visitor's photos. Sending the form claims them (sell-requests.ts).
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  HELD_PHOTO_HOURS,
  PHOTO_TOKEN_PATTERN,
  SELL_MAX_IMAGES,
  type HeldPhoto,
  type HeldPhotos,
  type HeldPhotosPost,
} from '../../contract'
import { imageVariantUrl } from '../../contract/responsive-images'
import type { Queryable } from '../../db/client'
import { heldPhotos } from '../../db/schema'
import { httpError } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import {
  imageRefusal,
  prepareImage,
  removeImages,
  storeImages,
  type PreparedImage,
} from '../../uploads'
import type { RouteDeps } from '../plumbing'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const heldSince = (now: number) => new Date(now - HELD_PHOTO_HOURS * 3_600_000).toISOString()
const stored = (url: string) => ({ name: url.replace(/^\/uploads\//, ''), url })

/** A file's name as shown back to its sender: one line, not too long. */
function shownName(name: string): string {
  const line = name.replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, '').trim()
  return (line.length > 80 ? `…${line.slice(-79)}` : line) || 'photo'
}

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

/**
 * Takes the photos `ids` held by `token` for the sell request being stored, inside its
 * transaction: their addresses, or null when any of them is no longer held.
 */
export function claimHeldPhotos(tx: Queryable, token: string, ids: string[]): string[] | null {
  const wanted = new Set(ids)
  if (wanted.size === 0) return []
  const held = heldPhotosOf(tx, token).filter((p) => wanted.has(p.id))
  if (held.length !== wanted.size) return null
  tx.delete(heldPhotos)
    .where(
      inArray(
        heldPhotos.id,
        held.map((p) => p.id),
      ),
    )
    .run()
  return held.map((p) => p.url)
}

/** Holds past their time go, with their files. */
async function sweep(db: Queryable, uploadsDir: string, now = Date.now()) {
  const old = db
    .select()
    .from(heldPhotos)
    .where(lt(heldPhotos.createdAt, heldSince(now)))
    .all()
  if (!old.length) return
  db.delete(heldPhotos)
    .where(
      inArray(
        heldPhotos.id,
        old.map((p) => p.id),
      ),
    )
    .run()
  await removeImages(
    uploadsDir,
    old.map((p) => stored(p.url)),
  )
}

export function heldPhotoRoutes({ db, env, rateLimit }: RouteDeps) {
  const answer = (token: string): HeldPhotos => {
    const photos = heldPhotosOf(db, token)
    return { token: photos.length ? token : null, photos }
  }
  return (
    new Hono<ApiEnv>()
      // More photos to hold (multipart `images`), under the `token` sent while it still
      // holds any, else a new one. A photo refused is named in `errors.images`; the others
      // are held all the same.
      .post('/', rateLimit('held-photos'), async (c) => {
        let form: Record<string, unknown>
        try {
          form = await c.req.parseBody({ all: true })
        } catch {
          throw httpError(400, 'Malformed form data')
        }
        await sweep(db, env.UPLOADS_DIR)
        const sent = typeof form.token === 'string' ? form.token : ''
        const kept = heldPhotosOf(db, sent)
        const token = kept.length ? sent : randomBytes(16).toString('hex')
        const files = ([] as unknown[])
          .concat(form.images ?? [])
          .filter((v): v is File => v instanceof Blob && v.size > 0)
        const refused: string[] = []
        const ready: { name: string; image: PreparedImage }[] = []
        for (const file of files) {
          const name = shownName(file.name)
          if (kept.length + ready.length >= SELL_MAX_IMAGES) {
            refused.push(`${name}: at most ${SELL_MAX_IMAGES} photos.`)
            continue
          }
          try {
            ready.push({ name, image: await prepareImage(file) })
          } catch (err) {
            const refusal = imageRefusal(err)
            if (!refusal) throw err
            refused.push(`${name}: ${refusal.message}`)
          }
        }
        const written = await storeImages(
          env.UPLOADS_DIR,
          ready.map((r) => r.image),
        )
        try {
          if (written.length) {
            db.insert(heldPhotos)
              .values(
                written.map((w, i) => ({
                  tokenHash: hashOf(token),
                  url: w.url,
                  fileName: ready[i]!.name,
                })),
              )
              .run()
          }
        } catch (err) {
          await removeImages(env.UPLOADS_DIR, written)
          throw err
        }
        const errors = refused.length ? { errors: { images: refused.join(' ') } } : {}
        return c.json({ ...answer(token), ...errors } satisfies HeldPhotosPost, 201)
      })
      .get('/:token', (c) => c.json(answer(c.req.param('token'))))
      // One photo let go by its sender: gone with its file.
      .delete('/:token/:id', async (c) => {
        const token = c.req.param('token')
        const photo = heldPhotosOf(db, token).find((p) => p.id === c.req.param('id'))
        if (photo) {
          db.delete(heldPhotos).where(eq(heldPhotos.id, photo.id)).run()
          await removeImages(env.UPLOADS_DIR, [stored(photo.url)])
        }
        return c.json(answer(token))
      })
  )
}
