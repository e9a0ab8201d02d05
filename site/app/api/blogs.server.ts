// The blogs (/api/blogs): lists, their filters' options, one blog.
import type { AppLoadContext } from '@remix-run/node'
import { api, ok, okOrMissing } from './client.server'

/** Blogs newest first: published ones, or drafts too (`all`), by author and year. */
export async function listBlogs(
  context: AppLoadContext,
  filters: { status: 'published' | 'all'; author?: string | null; year?: number | null },
) {
  const query: Record<string, string> = {}
  if (filters.status === 'all') query.status = 'all'
  if (filters.author) query.author = filters.author
  if (filters.year != null) query.year = String(filters.year)
  return (await ok(await api(context).blogs.$get({ query }))).json()
}

/** The options of the blog filters for a status: authors A-Z, years newest first. */
export async function blogFacets(context: AppLoadContext, status: 'published' | 'all') {
  const query: Record<string, string> = status === 'all' ? { status: 'all' } : {}
  return (await ok(await api(context).blogs.facets.$get({ query }))).json()
}

export async function getBlog(context: AppLoadContext, id: string) {
  const res = await okOrMissing(
    await api(context).blogs[':id'].$get({ param: { id: encodeURIComponent(id) } }),
  )
  return res ? res.json() : null
}
