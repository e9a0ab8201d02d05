import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'sqlite',
  // Every table is in its resource's folder: resources/<name>/<name>.table.ts.
  schema: './api/src/resources/*/*.table.ts',
  out: './drizzle',
  dbCredentials: { url: process.env.DATABASE_URL ?? './data/dealership.sqlite' },
})
