// Hono's typed client over the app, in process: the route types flow to callers.
import { hc } from 'hono/client'
import { describe, expect, it } from 'vitest'
import type { AppType } from '../index'
import { makeApp } from '../../test/helpers'

const { app } = makeApp()
const client = hc<AppType>('http://localhost', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(app.request(input instanceof Request ? input : String(input), init)),
})

describe('hc<AppType>', () => {
  it('calls typed routes with typed queries and bodies', async () => {
    const list = await client.api.cars.$get({ query: { brand: 'none', page: '1' } })
    expect(list.status).toBe(200)
    const cars = await list.json()
    expect(Array.isArray(cars)).toBe(true)

    const facets = await client.api.cars.facets.$get()
    const body = await facets.json()
    expect(body.total).toBe(0)

    const config = await client.api['public-config'].$get()
    expect((await config.json()).firebase.projectId).toBe('demo-dealership')

    const missing = await client.api.blogs[':id'].$get({ param: { id: 'nope' } })
    expect(missing.status).toBe(404)
  })
})
