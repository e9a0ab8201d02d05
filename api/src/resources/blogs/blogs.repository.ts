// Blog queries beyond the simple-rest list: one blog read and written, and the options of
// the public filters.
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { blogs } from './blogs.table'
import { rowsById } from '../rows'

/** Options of the blog filters: authors A-Z, publication years newest first. */
export type BlogFacets = { authors: string[]; years: number[] }

/**
 * The authors of the blogs a visitor can list (`published`: published ones only; `all`:
 * drafts too) and the years in which those were published. A draft shows no
 * publication date, so only published blogs give years.
 */
export function blogFacets(db: Queryable, status: 'published' | 'all'): BlogFacets {
  const authors = db
    .selectDistinct({ author: blogs.author })
    .from(blogs)
    .where(status === 'published' ? eq(blogs.isPublished, true) : undefined)
    .all()
    .map((r) => r.author)
    .sort((a, b) => a.localeCompare(b))
  const years = db
    .selectDistinct({ year: sql<string>`substr(${blogs.publishedAt}, 1, 4)` })
    .from(blogs)
    .where(and(eq(blogs.isPublished, true), isNotNull(blogs.publishedAt)))
    .all()
    .map((r) => Number(r.year))
    .filter((y) => Number.isInteger(y))
    .sort((a, b) => b - a)
  return { authors, years }
}

const rows = rowsById(blogs, blogs.id)
export const findBlog = rows.find
export const insertBlog = rows.insert
export const updateBlog = rows.update
export const deleteBlog = rows.remove
