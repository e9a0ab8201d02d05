// `npm start`: build what is missing or out of date, then run the production server
// (migrations, demo data when empty, the Auth Emulator and demo admin, one port).
//   --no-build   use the existing build as it is (tests and benchmarks)
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from './lib/root.mjs'
import { exitUnlessSupportedNode } from './lib/supported-node.mjs'

exitUnlessSupportedNode()

const args = new Set(process.argv.slice(2))

// React, React Router and Remix pick their production builds from NODE_ENV when they
// load: set it before anything imports them. `npm run dev` passes development.
process.env.NODE_ENV ||= 'production'

if (existsSync(join(ROOT, '.env')) && typeof process.loadEnvFile === 'function') {
  process.loadEnvFile(join(ROOT, '.env'))
}

const outputs = [
  join(ROOT, 'dist', 'server.js'),
  join(ROOT, 'site', 'build', 'server', 'index.js'),
  join(ROOT, 'backoffice', 'dist', 'index.html'),
]
const sources = [
  'api/src',
  'site/app',
  'server/server.ts',
  'server/serving',
  'server/main.ts',
  'server/render-worker.ts',
  'backoffice/src',
  'backoffice/index.html',
  'scripts/lib',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

function buildIsStale() {
  if (!outputs.every((p) => existsSync(p))) return true
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs))
  return sources.some((s) => newestMtime(join(ROOT, s)) > built)
}

if (!args.has('--no-build') && buildIsStale()) {
  console.log('Building the site, the back office and the server (about a minute)...')
  const res = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (res.status !== 0) {
    console.error('The build failed; see the output above.')
    process.exit(res.status ?? 1)
  }
}

const serverBundle = join(ROOT, 'dist', 'server.js')
if (!existsSync(serverBundle)) {
  console.error('No build found: run `npm run build` (or `npm start` without --no-build).')
  process.exit(1)
}
const { main } = await import(pathToFileURL(serverBundle).href)
await main({ root: ROOT })
