// Starts the production server the way `npm start --no-build` does, with the Node flags it
// runs with in production, on a free port, and stops it again (SIGTERM, then SIGKILL if it
// hangs).
import { spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { SERVER_NODE_FLAGS } from '../../server/serving/runtime-flags/server-flags.mjs'

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/**
 * Spawns `node scripts/start.mjs --no-build` (or `script`) with `env` added and waits until
 * `GET /healthz` answers. Resolves `{ url, stop, output, pid }` (pid: the server's own
 * process). With `stdoutFile` the server's stdout (a JSON line per request) goes to that
 * file, as a service's goes to the journal, rather than through this process, which may
 * be the one generating the load.
 */
export async function startServer({
  root,
  env,
  script = join(root, 'scripts', 'start.mjs'),
  timeoutMs = 180_000,
  log = () => {},
  stdoutFile = undefined,
}) {
  const port = env.PORT ?? String(await freePort())
  const url = `http://127.0.0.1:${port}`
  const stdoutFd = stdoutFile ? openSync(stdoutFile, 'a') : null
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script, '--no-build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port) },
    stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'],
  })
  // The child holds its own copy of the descriptor.
  if (stdoutFd !== null) closeSync(stdoutFd)
  const output = []
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue
      output.push(line)
      if (output.length > 200) output.shift()
      log(line)
    }
  }
  child.stdout?.on('data', keep)
  child.stderr.on('data', keep)
  const lastLines = () =>
    stdoutFile
      ? [...readFileSync(stdoutFile, 'utf8').trim().split('\n').slice(-20), ...output.slice(-20)]
      : output.slice(-20)
  let exited = null
  const exitPromise = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal }
      resolve(exited)
    }),
  )

  const stop = async () => {
    if (exited) return exited
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    const res = await exitPromise
    clearTimeout(timer)
    return res
  }

  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(
        `The server exited (code ${exited.code}) before it was ready:\n${lastLines().join('\n')}`,
      )
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
      if (res.ok) return { url, stop, output, pid: child.pid }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  await stop()
  throw new Error(`The server did not answer ${url}/healthz within ${timeoutMs / 1000}s`)
}
