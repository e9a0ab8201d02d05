// Chat clicks: the site's redirect to the chat app (`/cars/{id}/chat`) counts each one
// against its car first, so staff see which cars draw interest. Anyone posts (rate
// limited: a flood of clicks from one address stops counting, the redirect still works).
import { Hono } from 'hono'
import { chatClickInput, type ChatClick } from '../../contract'
import { jsonBody } from '../../http/errors'
import type { ApiEnv } from '../../http/types'
import type { RouteDeps } from '../route-deps'
import { requireCar } from '../leads/lead-routes'
import { insertChatClick } from './chat-clicks.repository'

export function chatClickRoutes({ db, rateLimit }: RouteDeps) {
  return new Hono<ApiEnv>().post('/', rateLimit('chat-clicks'), jsonBody(chatClickInput), (c) => {
    const { carId } = c.req.valid('json')
    requireCar(db, carId)
    const row = insertChatClick(db, { carId })
    return c.json({ id: row.id, carId: row.carId, at: row.at } satisfies ChatClick, 201)
  })
}

/** What this file serves: /api/chat-clicks. */
export const routes = { 'chat-clicks': chatClickRoutes }
