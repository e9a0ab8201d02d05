// Sell requests: a visitor's car with its photos, posted by anyone (rate limited) as
// JSON with image URLs or as multipart with the photo files; read by staff.
import { Hono, type Context } from 'hono'
import { HELD_PHOTOS_GONE_MESSAGE, SELL_MAX_IMAGES, sellRequestInput } from '../../contract'
import { claimHeldPhotos } from '../held-photos/held-photos.repository'
import { typedNumber } from '../../contract/numbers'
import { sellRequests } from './leads.table'
import { httpError, parseOrThrow, validationError } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import { withIds } from '../records'
import {
  imageRefusal,
  isStoredImagePath,
  prepareImage,
  removeImages,
  storeImages,
  type PreparedImage,
} from '../../images/uploads'
import type { RouteDeps } from '../route-deps'
import { getLead, listLeads } from './lead-routes'
import { storeLead } from './leads.repository'

const isMultipart = (c: Context) =>
  /^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')

/** Form fields arrive as text: numbers back to numbers, `images` URLs to a list. */
function formToPayload(form: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(form)) {
    if (key === 'images' || key === 'keptPhoto' || key === 'photoToken') continue
    out[key] = Array.isArray(value) ? value[0] : value
  }
  for (const key of ['carYear', 'mileage']) {
    const v = out[key]
    if (typeof v === 'string') out[key] = typedNumber(v)
  }
  const images = form.images === undefined ? [] : ([] as unknown[]).concat(form.images)
  out.images = images.filter((v) => typeof v === 'string' && v.trim() !== '')
  return out
}

/** A visitor's photo may only be a file this server stored, or one of our Cloudinary account. */
function isOwnImage(url: string, cloudName: string | undefined): boolean {
  if (isStoredImagePath(url)) return true
  if (!cloudName) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  // The parsed (normalised) path, so `..` segments can't step into another account.
  return (
    parsed.protocol === 'https:' &&
    parsed.host === 'res.cloudinary.com' &&
    !parsed.username &&
    !parsed.password &&
    parsed.pathname.startsWith(`/${cloudName}/image/upload/`)
  )
}

export const FOREIGN_IMAGE_MESSAGE = 'Photos must be uploaded through this site.'

/** Every photo checked and re-encoded before any is stored; a refusal names the photo. */
async function preparePhotos(files: File[]): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = []
  // One at a time, stopping at the first refusal: a bad photo costs no further work.
  for (const [i, file] of files.entries()) {
    try {
      prepared.push(await prepareImage(file))
    } catch (err) {
      const refusal = imageRefusal(err)
      if (!refusal) throw err
      throw httpError(refusal.status, refusal.message, {
        errors: { images: `Photo ${i + 1}: ${refusal.message}` },
      })
    }
  }
  return prepared
}

export function sellRequestRoutes({ db, env, rateLimit }: RouteDeps) {
  const checkImageOrigins = (urls: string[]) => {
    if (urls.some((url) => !isOwnImage(url, env.CLOUDINARY_CLOUD_NAME))) {
      throw validationError({ images: FOREIGN_IMAGE_MESSAGE })
    }
  }
  return (
    new Hono<ApiEnv>()
      .get('/', (c) =>
        c.json(listLeads(c, db, { table: sellRequests, resource: 'sell-requests' }).map(withIds)),
      )
      .get('/:id', (c) => c.json(withIds(getLead(db, sellRequests, c.req.param('id')))))
      // JSON with image URLs, or multipart/form-data with the fields and `images` files.
      .post('/', rateLimit('sell-requests'), async (c) => {
        if (!isMultipart(c)) {
          const body = await readJsonBody(c)
          const data = parseOrThrow(sellRequestInput, body)
          checkImageOrigins(data.images)
          const row = storeLead(db, env, {
            kind: 'sell',
            values: () => data,
            signedIn: c.get('buyer'),
          })
          return c.json(withIds(row), 201)
        }
        let form: Record<string, unknown>
        try {
          form = await c.req.parseBody({ all: true })
        } catch {
          throw httpError(400, 'Malformed form data')
        }
        const files = ([] as unknown[])
          .concat(form.images ?? [])
          .filter((v): v is File => v instanceof Blob && v.size > 0)
        // Photos held from an earlier post of this form (held-photos.ts): its token and the
        // ones the visitor kept.
        const token = typeof form.photoToken === 'string' ? form.photoToken : ''
        const keptIds = ([] as unknown[])
          .concat(form.keptPhoto ?? [])
          .filter((v): v is string => typeof v === 'string')
        // Cheap checks first: the fields, the photo count and addresses, then the photos.
        const data = parseOrThrow(sellRequestInput, formToPayload(form))
        if (files.length + data.images.length + new Set(keptIds).size > SELL_MAX_IMAGES) {
          throw validationError({ images: `At most ${SELL_MAX_IMAGES} photos` })
        }
        checkImageOrigins(data.images)
        const prepared = await preparePhotos(files)
        // Nothing is written until every photo passed; a failed insert takes its files along.
        const stored = await storeImages(env.UPLOADS_DIR, prepared)
        try {
          const row = storeLead(db, env, {
            kind: 'sell',
            values: (tx) => {
              // Claimed in the request's own transaction: a held photo goes to one request.
              const kept = claimHeldPhotos(tx, token, keptIds)
              if (!kept) throw validationError({ images: HELD_PHOTOS_GONE_MESSAGE })
              return { ...data, images: [...data.images, ...kept, ...stored.map((s) => s.url)] }
            },
            signedIn: c.get('buyer'),
          })
          return c.json(withIds(row), 201)
        } catch (err) {
          await removeImages(env.UPLOADS_DIR, stored)
          throw err
        }
      })
  )
}

/** The JSON body, `{}` for other content types (validation then names the fields). */
async function readJsonBody(c: Context): Promise<unknown> {
  if (!/^application\/([\w.-]+\+)?json/i.test(c.req.header('Content-Type') ?? '')) return {}
  try {
    return await c.req.json()
  } catch {
    throw httpError(400, 'Malformed JSON in request body')
  }
}

/** What this file serves: /api/sell-requests. */
export const routes = { 'sell-requests': sellRequestRoutes }
