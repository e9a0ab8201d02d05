import { Hono } from 'hono'
import { httpError } from '../http/errors'
import type { ApiEnv } from '../http/types'
import { readImageFile, storeImage } from '../uploads'
import { audit, type RouteDeps } from './deps'

/** POST /api/uploads (multipart field `file`): answers like the image host, `{ secure_url }`. */
export function uploadRoutes({ db, env }: RouteDeps) {
  return new Hono<ApiEnv>().post('/', async (c) => {
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody()
    } catch {
      throw httpError(400, 'Malformed form data')
    }
    const image = await readImageFile(form.file)
    const stored = await storeImage(env.UPLOADS_DIR, image)
    const after = { url: stored.url }
    audit(c, db, {
      action: 'create',
      resource: 'uploads',
      recordId: stored.name,
      before: null,
      after,
    })
    return c.json({ secure_url: stored.url }, 201)
  })
}
