// Every resource's routes by the name it has under /api, from each routes file's
// `routes` (resources/<folder>/*.routes.ts, listed by routes.gen.ts, which is written from
// the folders: scripts/lib/resource-lists.mjs). The names and their access rules are the
// registry's (contract/resources.ts, which the console reads too); the compiler holds
// these to exactly those names. createApp mounts them all.
import { Hono } from 'hono'
import type { MergeSchemaPath } from 'hono/types'
import { RESOURCE_NAMES, type ResourceName } from '../contract/resources'
import type { ApiEnv } from '../http/types'
import type { RouteDeps } from './route-deps'
import { FOUND_ROUTES, ROUTES_BY_FILE } from './routes.gen'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema a resource has
type Routes = (deps: RouteDeps) => Hono<ApiEnv, any, any>

/** Every resource's routes by its name; the compiler holds it to the registry's names. */
export const RESOURCE_ROUTES = FOUND_ROUTES satisfies Record<ResourceName, Routes>

/** A name the registry lacks fails to compile here (spreads escape `satisfies`'s check). */
type Unregistered = Exclude<keyof typeof FOUND_ROUTES, ResourceName>
const _noneUnregistered: [Unregistered] extends [never] ? true : Unregistered = true

/** A name that two routes files both serve; the spread would keep only the last. */
const served = Object.entries(ROUTES_BY_FILE).flatMap(([file, routes]) =>
  Object.keys(routes).map((name) => ({ name, file })),
)
const twice = served.find(({ name }, i) => served.findIndex((s) => s.name === name) !== i)
if (twice) throw new Error(`/api/${twice.name} is served by two routes files (${twice.file})`)

type Registry = typeof RESOURCE_ROUTES
/** What hc<AppType> sees: each resource's routes under its name. */
type Mounted = {
  [K in keyof Registry]: ReturnType<Registry[K]> extends Hono<ApiEnv, infer S, string>
    ? MergeSchemaPath<S, `/${K}`>
    : never
}[keyof Registry]

/** Every resource's routes, each under /{name}. */
export function resourceRoutes(deps: RouteDeps): Hono<ApiEnv, Mounted> {
  const api = new Hono<ApiEnv>()
  for (const name of RESOURCE_NAMES) api.route(`/${name}`, RESOURCE_ROUTES[name](deps))
  return api as unknown as Hono<ApiEnv, Mounted>
}
