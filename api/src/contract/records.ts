// What every record the API answers with adds to its table's columns. The records are
// zod schemas generated from the tables (drizzle-zod's select schemas), each in its
// resource's contract file (resources/<name>/<name>.contract.ts) with its type inferred
// beside it; the routes' answers are typed by them, and api/src/app/responses.test.ts
// parses what every read route answers with its schema, strictly, so a mapper and its
// declared shape cannot drift apart.
import { z } from 'zod'

/** Every record carries `id` (react-admin) and `_id` (the spec's name), the same opaque string. */
export const recordIds = { _id: z.string() }

/** JSON list columns: a list of strings, as stored. */
export const stringList = z.array(z.string())
