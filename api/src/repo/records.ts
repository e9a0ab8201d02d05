// Rows to the records the API sends: `id` and `_id` equal, camelCase fields.
import type { Blog, Brand, Car, ContactMessage, ImportRequest, SellRequest } from '../contract'
import type {
  blogs,
  brands,
  cars,
  contactMessages,
  importRequests,
  sellRequests,
} from '../db/schema'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']

export function toCar(row: Row<typeof cars>, isFeatured: boolean): Car {
  const { updatedAt, ...rest } = row
  return { ...rest, _id: row.id, isFeatured, updatedAt }
}

export function toBrand(row: Row<typeof brands>): Brand {
  const { updatedAt: _updatedAt, ...rest } = row
  return { ...rest, _id: row.id }
}

export function toBlog(row: Row<typeof blogs>): Blog {
  // The first publication date is kept in the row; a draft shows none.
  return { ...row, _id: row.id, publishedAt: row.isPublished ? row.publishedAt : null }
}

export function toContactMessage(row: Row<typeof contactMessages>): ContactMessage {
  return { ...row, _id: row.id, subject: row.subject as ContactMessage['subject'] }
}

export function toImportRequest(row: Row<typeof importRequests>): ImportRequest {
  return { ...row, _id: row.id, budget: row.budget as ImportRequest['budget'] }
}

export function toSellRequest(row: Row<typeof sellRequests>): SellRequest {
  return { ...row, _id: row.id, condition: row.condition as SellRequest['condition'] }
}
