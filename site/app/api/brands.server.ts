// The brands (/api/brands): every brand, by name, read once a request; one brand.
import type { AppLoadContext } from '@remix-run/node'
import { api, ok, okOrMissing } from './client.server'

/** The brands of this request: the layout and the page (a car's, the home page) share one read. */
const brandsOfRequest = new WeakMap<AppLoadContext, ReturnType<typeof readBrands>>()

async function readBrands(context: AppLoadContext) {
  const brands = await (await ok(await api(context).brands.$get())).json()
  return brands.sort((a, b) => a.name.localeCompare(b.name))
}

/** Every brand, by name. Callers must not change the list: it is shared. */
export function listBrands(context: AppLoadContext) {
  let brands = brandsOfRequest.get(context)
  if (!brands) {
    brands = readBrands(context)
    brandsOfRequest.set(context, brands)
  }
  return brands
}

/** Brand key -> display name, for pages and feeds that name a car's brand. */
export async function brandNames(context: AppLoadContext): Promise<Record<string, string>> {
  return Object.fromEntries((await listBrands(context)).map((b) => [b.key, b.name]))
}

export async function getBrand(context: AppLoadContext, key: string) {
  const res = await okOrMissing(
    await api(context).brands[':key'].$get({ param: { key: encodeURIComponent(key) } }),
  )
  return res ? res.json() : null
}
