// `node scripts/resource-lists.mjs`: writes the resource lists (scripts/lib/resource-lists.mjs).
import { relative } from 'node:path'
import { writeResourceLists } from './lib/resource-lists.mjs'
import { ROOT } from './lib/root.mjs'

for (const path of writeResourceLists(ROOT)) console.log(`Wrote ${relative(ROOT, path)}`)
