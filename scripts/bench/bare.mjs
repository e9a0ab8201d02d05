// Starts a ceiling server of bare-server.mjs in its own process and stops it again.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

export function startBare(root, mode, target) {
  const child = spawn(
    process.execPath,
    [join(root, 'scripts', 'bench', 'bare-server.mjs'), mode, target],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`the ${mode} ceiling server exited (${code})`)))
    child.stdout.once('data', (chunk) => {
      const { port } = JSON.parse(chunk.toString())
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit')
            child.once('exit', done)
            child.kill('SIGTERM')
          }),
      })
    })
  })
}
