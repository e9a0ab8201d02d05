// `npm run dev`: the one server on one port in development (server/dev.ts), with Vite's hot
// reload for the site and the back office. An edit under site/app or backoffice/src
// updates the open page in place; an edit to the API or the server code rebuilds the
// server app in the same process and reloads the open pages. The Auth Emulator is
// started here, once for the session.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureAuthEmulator } from '../server/demo/auth-emulator.mjs'
import { writeResourceLists } from './lib/resource-lists.mjs'
import { ROOT } from './lib/root.mjs'
import { exitUnlessSupportedNode } from './lib/supported-node.mjs'

exitUnlessSupportedNode()
// The resource lists the server's source imports (scripts/lib/resource-lists.mjs).
writeResourceLists(ROOT)

const stopEmulator = await ensureAuthEmulator({
  host: process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
})

const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const child = spawn(process.execPath, [tsx, join(ROOT, 'server', 'dev.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
})

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  child.kill('SIGTERM')
  await new Promise((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', resolve),
  )
  await stopEmulator()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => {
  if (!stopping) void stopEmulator().then(() => process.exit(code ?? 1))
})
