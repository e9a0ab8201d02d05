import type { Blog } from '@dealership/api/contract'
import { describe, expect, it } from 'vitest'
import {
  byline,
  excerpt,
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

  it('ends at a word, without the punctuation before the dots', () => {
    const text = `${'word '.repeat(19)}lastword, and more words after the hundredth character`
    // 95 characters of "word " then "lastword" would run to 103: the cut falls before it.
    expect(excerpt(text)).toBe(`${'word '.repeat(18)}word...`)
    expect(excerpt(`${'a'.repeat(60)} ${'b'.repeat(37)}. More text to pass one hundred`)).toBe(
      `${'a'.repeat(60)} ${'b'.repeat(37)}...`,
    )
    // A word ending exactly at the limit is kept whole.
    expect(excerpt(`${'c'.repeat(50)} ${'d'.repeat(49)} rest`)).toBe(
      `${'c'.repeat(50)} ${'d'.repeat(49)}...`,
    )
    // Line breaks are spaces.
    expect(excerpt('One line\nand the next')).toBe('One line and the next...')
  })
})

describe('byline', () => {
  it('shows the publish date, or Draft', () => {
    expect(byline(blog({}))).toBe('By Grace | 1 May 2024')
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
  // The options and the filtering are the API's: api/src/resources/blogs/blogs.facets.test.ts.
  it('labels the count', () => {
    expect(showingLabel(2)).toBe('Showing 2 blog(s)')
  })
})
