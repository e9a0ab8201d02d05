// What the API accepts and answers with for a blog post.
import { createInsertSchema, createSelectSchema } from 'drizzle-zod'
import { z } from 'zod'
import { blogs } from './blogs.table'
import { imageUrl, optionalImage, requiredText, GENERATED } from '../../contract/inputs/fields'
import { recordIds, stringList } from '../../contract/records'

export const blogInput = createInsertSchema(blogs, {
  title: requiredText('Title', 200),
  author: requiredText('Author', 100),
  content: requiredText('Content', 50_000, 'paragraphs'),
  mainImage: optionalImage,
  images: z.array(imageUrl).max(40, 'At most 40 images').default([]),
  isPublished: z.boolean({ invalid_type_error: 'Published must be true or false' }).default(false),
})
  // The first publication date is the API's to set.
  .omit({ ...GENERATED, publishedAt: true })
export type BlogInput = z.input<typeof blogInput>
export type BlogData = z.output<typeof blogInput>

/** `publishedAt` is null for a draft. */
export const blogRecord = createSelectSchema(blogs, { images: stringList }).extend(recordIds)
export type Blog = z.infer<typeof blogRecord>
