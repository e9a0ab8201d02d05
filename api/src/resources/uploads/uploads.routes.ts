import { Hono } from 'hono'
import { httpError } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import { prepareImage, removeImages, storeImages } from '../../images/uploads'
import { auditedWrite } from '../audited-write'
import type { RouteDeps } from '../route-deps'

/** POST /api/uploads (multipart field `file`): answers like the image host, `{ secure_url }`. */
export function uploadRoutes({ db, env }: RouteDeps) {
  return new Hono<ApiEnv>().post('/', async (c) => {
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody()
    } catch {
      throw httpError(400, 'Malformed form data')
    }
    // Checked and re-encoded in full before anything is written.
    const image = await prepareImage(form.file)
    const [stored] = await storeImages(env.UPLOADS_DIR, [image])
    if (!stored) throw new Error('storeImages returned no image')
    try {
      auditedWrite(c, { db, resource: 'uploads', action: 'create' }, () => ({
        recordId: stored.name,
        before: null,
        after: { url: stored.url },
      }))
    } catch (err) {
      // An upload nobody can trace is not kept.
      await removeImages(env.UPLOADS_DIR, [stored])
      throw err
    }
    return c.json({ secure_url: stored.url }, 201)
  })
}

/** What this file serves: /api/uploads. */
export const routes = { uploads: uploadRoutes }
