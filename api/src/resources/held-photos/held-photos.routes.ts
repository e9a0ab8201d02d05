// Photos a visitor attached to a sell form that came back with a mistake: checked and
// stored like any upload, and held for HELD_PHOTO_HOURS under a token that only their
// form carries (a hidden field), so they are not asked to attach them again. Only the
// SHA-256 of the token is stored; 128 random bits cannot be guessed, so nobody can see,
// remove or claim another visitor's photos. Sending the form claims them (sell-requests).
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { SELL_MAX_IMAGES, type HeldPhotos, type HeldPhotosPost } from '../../contract'
import type { Queryable } from '../../db/client'
import { httpError } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import {
  imageRefusal,
  prepareImage,
  removeImages,
  storeImages,
  type PreparedImage,
} from '../../images/uploads'
import type { RouteDeps } from '../route-deps'
import {
  dropExpiredHolds,
  heldPhotosOf,
  holdPhotos,
  releaseHeldPhoto,
} from './held-photos.repository'

const stored = (url: string) => ({ name: url.replace(/^\/uploads\//, ''), url })

/** A file's name as shown back to its sender: one line, not too long. */
function shownName(name: string): string {
  const line = name.replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, '').trim()
  return (line.length > 80 ? `…${line.slice(-79)}` : line) || 'photo'
}

/** Holds past their time go, with their files. */
async function sweep(db: Queryable, uploadsDir: string) {
  const urls = dropExpiredHolds(db)
  if (urls.length) await removeImages(uploadsDir, urls.map(stored))
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
          holdPhotos(
            db,
            token,
            written.map((w, i) => ({ url: w.url, name: ready[i]!.name })),
          )
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
          releaseHeldPhoto(db, photo.id)
          await removeImages(env.UPLOADS_DIR, [stored(photo.url)])
        }
        return c.json(answer(token))
      })
  )
}

/** What this file serves: /api/held-photos. */
export const routes = { 'held-photos': heldPhotoRoutes }
