// The pages admins write (/api/site-pages): the terms, the privacy notice, about us, ...
import type { SitePageKey } from '@dealership/api/contract'
import type { AppLoadContext } from '@remix-run/node'
import { api, ok } from './client.server'

/** One of the pages admins write, as it reads now. */
export async function getSitePage(context: AppLoadContext, key: SitePageKey) {
  return (await ok(await api(context)['site-pages'][':key'].$get({ param: { key } }))).json()
}

/** Every page admins write, with when each last changed (the sitemap). */
export async function listSitePages(context: AppLoadContext) {
  return (await ok(await api(context)['site-pages'].$get())).json()
}
