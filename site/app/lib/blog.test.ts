import type { Blog } from '@dealership/api/contract'
import { describe, expect, it } from 'vitest'
import {
  blogFilterOptions,
  byline,
  excerpt,
  filterBlogs,
  paragraphs,
  parseBlogFilters,
  serializeBlogFilters,
  showingLabel,
} from './blog'

const blog = (over: Partial<Blog>): Blog => ({
  id: 'b',
  _id: 'b',
  title: 'T',
  content: 'C',
  mainImage: null,
  images: [],
  author: 'Grace',
  isPublished: true,
  createdAt: '2024-01-01T00:00:00Z',
  publishedAt: '2024-05-01T10:00:00Z',
  updatedAt: '2024-05-01T10:00:00Z',
  ...over,
})

describe('excerpt', () => {
  it('cuts to 100 characters and adds "..."', () => {
    const text = 'x'.repeat(150)
    expect(excerpt(text)).toBe(`${'x'.repeat(100)}...`)
    expect(excerpt('short')).toBe('short...')
  })
})

describe('byline', () => {
  it('shows the publish date, or Draft', () => {
    expect(byline(blog({}))).toBe('By Grace | May 1, 2024')
    expect(byline(blog({ isPublished: false, publishedAt: null }))).toBe('By Grace | Draft')
  })
})

describe('paragraphs', () => {
  it('splits at line breaks and drops blank lines', () => {
    expect(paragraphs('One.\n\nTwo.\r\nThree.\n  ')).toEqual(['One.', 'Two.', 'Three.'])
  })
})

describe('blog filters', () => {
  it('default to all authors, published, all years', () => {
    expect(parseBlogFilters(new URLSearchParams(''))).toEqual({
      author: null,
      status: 'published',
      year: null,
    })
    expect(serializeBlogFilters(parseBlogFilters(new URLSearchParams('author=all&year=all')))).toBe(
      '',
    )
  })
  it('read and write the URL', () => {
    const f = parseBlogFilters(new URLSearchParams('author=Grace&status=all&year=2024'))
    expect(f).toEqual({ author: 'Grace', status: 'all', year: 2024 })
    expect(serializeBlogFilters(f)).toBe('author=Grace&status=all&year=2024')
  })
  it('options come from the data: authors sorted, years newest first', () => {
    const list = [
      blog({ author: 'Zed', publishedAt: '2023-01-01T00:00:00Z' }),
      blog({ author: 'Amina', publishedAt: '2025-01-01T00:00:00Z' }),
      blog({ author: 'Zed', isPublished: false, publishedAt: null }),
    ]
    expect(blogFilterOptions(list)).toEqual({ authors: ['Amina', 'Zed'], years: [2025, 2023] })
  })
  it('filter by author, status and year', () => {
    const list = [
      blog({ id: '1', author: 'A', publishedAt: '2024-02-01T00:00:00Z' }),
      blog({ id: '2', author: 'B', publishedAt: '2025-02-01T00:00:00Z' }),
      blog({ id: '3', author: 'A', isPublished: false, publishedAt: null }),
    ]
    const ids = (f: Parameters<typeof filterBlogs>[1]) => filterBlogs(list, f).map((b) => b.id)
    expect(ids({ author: null, status: 'published', year: null })).toEqual(['1', '2'])
    expect(ids({ author: 'A', status: 'all', year: null })).toEqual(['1', '3'])
    expect(ids({ author: null, status: 'all', year: 2025 })).toEqual(['2'])
    expect(showingLabel(2)).toBe('Showing 2 blog(s)')
  })
})
