// Blog list helpers: excerpts, byline and the list filters' URL (the API filters).
import type { Blog } from '@dealership/api/contract'
import { BLOG_EXCERPT_LENGTH } from '@dealership/api/contract/options'
import { formatNairobiDate } from '@dealership/api/contract/nairobi'

/** The content cut to 100 characters at most, at a word, plus "...". */
export function excerpt(content: string, length: number = BLOG_EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim()
  if (text.length <= length) return `${text}...`
  // At most `length` characters, ending at a word: a word is cut only when it is the
  // first and longer than the excerpt. Trailing punctuation gives way to the dots.
  const cut = text.slice(0, length + 1)
  const end = cut.lastIndexOf(' ')
  const words = end > 0 ? cut.slice(0, end) : text.slice(0, length)
  return `${words.replace(/[\s,;:.!?\-–—]+$/, '')}...`
}

/** "By {author} | {publish date or Draft}" */
export function byline(blog: Pick<Blog, 'author' | 'isPublished' | 'publishedAt'>): string {
  const when = blog.isPublished && blog.publishedAt ? formatNairobiDate(blog.publishedAt) : 'Draft'
  return `By ${blog.author} | ${when || 'Draft'}`
}

/** Content split into paragraphs at line breaks, blank lines dropped. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
}

export type BlogFilters = {
  author: string | null
  status: 'published' | 'all'
  year: number | null
}

export const DEFAULT_BLOG_FILTERS: BlogFilters = { author: null, status: 'published', year: null }

export function parseBlogFilters(params: URLSearchParams): BlogFilters {
  const author = params.get('author')?.trim() ?? ''
  const year = params.get('year')?.trim() ?? ''
  return {
    author: author && author !== 'all' && author.length <= 100 ? author : null,
    status: params.get('status') === 'all' ? 'all' : 'published',
    year: /^\d{4}$/.test(year) ? Number(year) : null,
  }
}

export function serializeBlogFilters(f: BlogFilters): string {
  const out = new URLSearchParams()
  if (f.author) out.set('author', f.author)
  if (f.status !== 'published') out.set('status', f.status)
  if (f.year !== null) out.set('year', String(f.year))
  return out.toString()
}

export function showingLabel(count: number): string {
  return `Showing ${count} blog(s)`
}
