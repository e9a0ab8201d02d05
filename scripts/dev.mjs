// `npm run dev`: the production server, rebuilt and restarted when a source file
// changes. The Auth Emulator is started once here so restarts don't restart it.
// (For fast UI work on the back office alone: `npm run dev -w backoffice`.)
import { spawn } from 'node:child_process'
import { watch } from 'node:fs'
import { join } from 'node:path'
import { ensureAuthEmulator, ROOT } from './lib/emulator.mjs'

const stopEmulator = await ensureAuthEmulator({
  host: process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
})
const watched = [
  'api/src',
  'site/app',
  'site/server.ts',
  'site/serving',
  'site/main.ts',
  'backoffice/src',
  'scripts/lib',
]

let child = null
let restartTimer = null
function startServer() {
  child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  })
}
function restart() {
  clearTimeout(restartTimer)
  restartTimer = setTimeout(() => {
    console.log('\nSource changed: rebuilding and restarting...')
    if (!child || child.exitCode !== null) return startServer()
    child.once('exit', startServer)
    child.kill('SIGTERM')
  }, 300)
}
for (const path of watched) {
  watch(join(ROOT, path), { recursive: true }, (_event, file) => {
    if (file && /(^|\/)(node_modules|build|dist)(\/|$)/.test(file)) return
    restart()
  })
}
startServer()

const stop = async () => {
  child?.kill('SIGTERM')
  await stopEmulator()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
