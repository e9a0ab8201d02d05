// Bundles the production server into dist/ (see scripts/lib/server-build.mjs).
import { build } from 'esbuild'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverBuildOptions } from './lib/server-build.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const started = Date.now()
await build(serverBuildOptions(root))
console.log(`Server bundle: dist/server.js, dist/render-worker.js (${Date.now() - started} ms)`)
