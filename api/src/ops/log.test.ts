// The process's logger buffers stdout, yet a quiet server's lines must not wait for the
// buffer to fill (or for the process to end): someone following the log sees a request
// as it happens.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const HERE = dirname(fileURLToPath(import.meta.url))
const TSX = join(HERE, '..', '..', '..', 'node_modules', '.bin', 'tsx')

describe('createLogger on stdout', () => {
  it('writes a lone line while the process keeps running', async () => {
    // One short line, far below the 4 KB buffer, then the process idles until killed:
    // without the flush timer the line would reach stdout only at exit.
    const script = [
      `import { createLogger } from ${JSON.stringify(join(HERE, 'log.ts'))}`,
      `createLogger().info({ reqId: 'lone-line' }, 'request')`,
      'setInterval(() => {}, 60_000)',
    ].join('\n')
    const child = spawn(TSX, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = ''
        let err = ''
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString()
          if (out.includes('\n')) resolve(out)
        })
        child.stderr.on('data', (d: Buffer) => (err += d.toString()))
        child.on('exit', (code) => reject(new Error(`exited (${code}): ${err}`)))
      })
      expect(child.exitCode).toBeNull()
      expect(JSON.parse(line)).toMatchObject({ level: 'info', reqId: 'lone-line', msg: 'request' })
    } finally {
      child.kill()
    }
  }, 30_000)
})
