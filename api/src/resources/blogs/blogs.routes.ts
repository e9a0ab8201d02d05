import { desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { blogInput } from '../../contract'
import { blogs } from './blogs.table'
import { jsonBody } from '../../http/errors'
import { idFilter, parseListParams } from '../../http/list-query'
import { allOf, idsWhere, pagedRows, sortBy } from '../../http/simple-rest'
import type { ApiEnv } from '../../http/types'
import { blogFacets, deleteBlog, findBlog, insertBlog, updateBlog } from './blogs.repository'
import { toBlog } from '../records'
import { auditedWrite } from '../audited-write'
import { filterInt, filterText } from '../../http/list-query'
import { findOr404 } from '../../http/errors'
import { nowIso } from '../../db/schema/util'
import type { RouteDeps } from '../route-deps'

export const BLOG_NOT_FOUND = 'Blog not found'

const SORTABLE = {
  id: blogs.id,
  title: blogs.title,
  author: blogs.author,
  isPublished: blogs.isPublished,
  createdAt: blogs.createdAt,
  publishedAt: blogs.publishedAt,
} as const

// Newest first by publication; drafts by their creation date.
const newestFirst = sql`coalesce(case when ${blogs.isPublished} then ${blogs.publishedAt} end, ${blogs.createdAt})`

export function blogRoutes({ db }: RouteDeps) {
  const find = (id: string) => findOr404(findBlog(db, id), BLOG_NOT_FOUND)

  return (
    new Hono<ApiEnv>()
      .get('/', (c) => {
        const list = parseListParams(c, { maxPerPage: 100 })
        const f = list.filter
        // Public default: published only. `status=all` (the public "All Blogs" filter)
        // or a staff member's list (the back office) includes drafts.
        const status =
          filterText(c.req.query('status') ?? f.status) ?? (c.get('staff') ? 'all' : 'published')
        const author = filterText(c.req.query('author') ?? f.author)
        const year = filterInt(c.req.query('year') ?? f.year)
        const where = allOf([
          status === 'published' && eq(blogs.isPublished, true),
          status === 'draft' && eq(blogs.isPublished, false),
          idsWhere(idFilter(f), blogs.id),
          author && eq(blogs.author, author),
          // By the date the blog shows: a draft shows none, whatever its row kept.
          year !== undefined && eq(blogs.isPublished, true),
          year !== undefined && sql`substr(${blogs.publishedAt}, 1, 4) = ${String(year)}`,
        ])
        // Newest first by publication (drafts by creation) unless react-admin asks otherwise.
        const orderBy =
          list.sort && Object.hasOwn(SORTABLE, list.sort.field)
            ? sortBy(list, {
                sortable: SORTABLE,
                fallback: { field: 'createdAt', order: 'desc' },
                tiebreak: blogs.id,
              })
            : [desc(newestFirst), desc(blogs.id)]
        const rows = pagedRows(c, db, { table: blogs, resource: 'blogs', list, where, orderBy })
        return c.json(rows.map(toBlog))
      })
      // Options of the public filters (`?status=all` counts drafts' authors too).
      .get('/facets', (c) =>
        c.json(blogFacets(db, c.req.query('status') === 'all' ? 'all' : 'published')),
      )
      .get('/:id', (c) => c.json(toBlog(find(c.req.param('id')))))
      .post('/', jsonBody(blogInput), (c) => {
        const data = c.req.valid('json')
        const { after } = auditedWrite(c, { db, resource: 'blogs', action: 'create' }, (tx) => {
          const row = insertBlog(tx, { ...data, publishedAt: data.isPublished ? nowIso() : null })
          return { recordId: row.id, before: null, after: row }
        })
        const blog = toBlog(after)
        return c.json(blog, 201)
      })
      .put('/:id', jsonBody(blogInput), (c) => {
        const current = find(c.req.param('id'))
        const data = c.req.valid('json')
        // Set when first published, kept after that.
        const publishedAt = current.publishedAt ?? (data.isPublished ? nowIso() : null)
        const { after } = auditedWrite(c, { db, resource: 'blogs', action: 'update' }, (tx) => {
          const row = updateBlog(tx, current.id, { ...data, publishedAt, updatedAt: nowIso() })
          return { recordId: current.id, before: current, after: row ?? current }
        })
        const blog = toBlog(after)
        return c.json(blog)
      })
      .delete('/:id', (c) => {
        const current = find(c.req.param('id'))
        auditedWrite(c, { db, resource: 'blogs', action: 'delete' }, (tx) => {
          deleteBlog(tx, current.id)
          return { recordId: current.id, before: current, after: null }
        })
        return c.json(toBlog(current))
      })
  )
}

/** What this file serves: /api/blogs. */
export const routes = { blogs: blogRoutes }
