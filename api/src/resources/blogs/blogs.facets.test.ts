// The blog list's filters as the site uses them: the options from GET /api/blogs/facets,
// the filtered list from GET /api/blogs?author=&year=&status=.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Blog } from '../../contract'
import { buildBlog } from '../../seed/factories'
import { jsonInit, makeApp, validToken } from '../../../test/helpers'

const { app, db } = makeApp()

async function addBlog(author: string, isPublished: boolean, publishedAt: string | null) {
  const token = await validToken()
  const res = await app.request(
    '/api/blogs',
    jsonInit('POST', buildBlog({ author, isPublished }), token),
  )
  expect(res.status).toBe(201)
  const blog = (await res.json()) as Blog
  db.$client.prepare('update blogs set published_at = ? where id = ?').run(publishedAt, blog.id)
  return blog
}

const authorsOf = async (query: string) =>
  ((await (await app.request(`/api/blogs${query}`)).json()) as Blog[]).map((b) => b.author).sort()

beforeAll(async () => {
  await addBlog('Zawadi', true, '2024-03-01T09:00:00.000Z')
  await addBlog('amani', true, '2025-07-01T09:00:00.000Z')
  await addBlog('Baraka', true, '2025-01-05T09:00:00.000Z')
  // Unpublished after publication: the row keeps its date, the blog shows none.
  await addBlog('Chebet', false, '2023-05-01T09:00:00.000Z')
})

describe('GET /api/blogs/facets', () => {
  it("lists the published blogs' authors A-Z and their years newest first", async () => {
    const res = await app.request('/api/blogs/facets')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      authors: ['amani', 'Baraka', 'Zawadi'],
      years: [2025, 2024],
    })
  })

  it("counts drafts' authors with status=all, never a draft's year", async () => {
    const facets = await (await app.request('/api/blogs/facets?status=all')).json()
    expect(facets).toEqual({
      authors: ['amani', 'Baraka', 'Chebet', 'Zawadi'],
      years: [2025, 2024],
    })
  })
})

describe('GET /api/blogs filters', () => {
  it('by author and by the year a blog shows', async () => {
    expect(await authorsOf('?author=Baraka')).toEqual(['Baraka'])
    expect(await authorsOf('?year=2025')).toEqual(['Baraka', 'amani'])
    expect(await authorsOf('?status=all&year=2023')).toEqual([])
    expect(await authorsOf('?status=all&author=Chebet')).toEqual(['Chebet'])
  })
})
