// Blogs: written by staff, read by anyone once published.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Blog } from '../../contract'
import { buildBlog } from '../../seed/factories'
import { authHeaders, jsonInit, makeApp, tableSnapshot, validToken } from '../../../test/helpers'

const { app, db } = makeApp()
let token = ''

beforeAll(async () => {
  token = await validToken()
})

async function createBlog(overrides: Parameters<typeof buildBlog>[0] = {}) {
  const res = await app.request('/api/blogs', jsonInit('POST', buildBlog(overrides), token))
  expect(res.status).toBe(201)
  return (await res.json()) as Blog
}

describe('blogs', () => {
  it('publishedAt is set on first publication and null for drafts', async () => {
    const draft = await createBlog({ isPublished: false })
    expect(draft.publishedAt).toBeNull()
    const put = await app.request(
      `/api/blogs/${draft.id}`,
      jsonInit('PUT', { ...draft, isPublished: true }, token),
    )
    const published = (await put.json()) as Blog
    expect(published.publishedAt).not.toBeNull()
    // Unpublish and publish again: the first publication date is kept.
    await app.request(
      `/api/blogs/${draft.id}`,
      jsonInit('PUT', { ...draft, isPublished: false }, token),
    )
    const again = await app.request(
      `/api/blogs/${draft.id}`,
      jsonInit('PUT', { ...draft, isPublished: true }, token),
    )
    expect(((await again.json()) as Blog).publishedAt).toBe(published.publishedAt)
  })

  it('the public list shows published posts only, newest first; status=all adds drafts', async () => {
    const older = await createBlog({ title: 'Older' })
    // Two posts can share a millisecond: make the order unambiguous.
    db.$client
      .prepare(`update blogs set published_at = '2020-01-01T00:00:00.000Z' where id = ?`)
      .run(older.id)
    const newer = await createBlog({ title: 'Newer' })
    const draft = await createBlog({ title: 'Draft', isPublished: false })
    const pub = (await (await app.request('/api/blogs')).json()) as Blog[]
    const ids = pub.map((b) => b.id)
    expect(ids).not.toContain(draft.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(pub.every((b) => b.isPublished)).toBe(true)
    const all = (await (await app.request('/api/blogs?status=all')).json()) as Blog[]
    expect(all.map((b) => b.id)).toContain(draft.id)
    // The back office (signed in) sees drafts too.
    const admin = await app.request('/api/blogs', { headers: authHeaders(token) })
    expect(((await admin.json()) as Blog[]).map((b) => b.id)).toContain(draft.id)
  })

  it('filters by author and publication year', async () => {
    const mine = await createBlog({ author: 'Otieno Filter' })
    await createBlog({ author: 'Someone Else' })
    const byAuthor = (await (
      await app.request('/api/blogs?author=Otieno%20Filter')
    ).json()) as Blog[]
    expect(byAuthor.map((b) => b.id)).toEqual([mine.id])
    const year = mine.publishedAt?.slice(0, 4) ?? ''
    const byYear = (await (await app.request(`/api/blogs?year=${year}`)).json()) as Blog[]
    expect(byYear.map((b) => b.id)).toContain(mine.id)
    const none = (await (await app.request('/api/blogs?year=1999')).json()) as Blog[]
    expect(none).toEqual([])
  })

  it('reads a draft by id publicly; 404 for an unknown id', async () => {
    const draft = await createBlog({ isPublished: false })
    const res = await app.request(`/api/blogs/${draft.id}`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as Blog).isPublished).toBe(false)
    const missing = await app.request('/api/blogs/nope')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Blog not found' })
  })

  it('requires title, author and content', async () => {
    const before = tableSnapshot(db)
    const res = await app.request('/api/blogs', jsonInit('POST', { isPublished: 'yes' }, token))
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: Record<string, string> }
    expect(errors).toMatchObject({
      title: 'Title is required',
      author: 'Author is required',
      content: 'Content is required',
      isPublished: 'Published must be true or false',
    })
    expect(tableSnapshot(db)).toBe(before)
  })

  it('deletes a post', async () => {
    const blog = await createBlog()
    const del = await app.request(`/api/blogs/${blog.id}`, {
      method: 'DELETE',
      headers: authHeaders(token),
    })
    expect(del.status).toBe(200)
    expect((await app.request(`/api/blogs/${blog.id}`)).status).toBe(404)
  })
})
