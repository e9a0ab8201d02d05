import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from './server-flags.mjs'

const ROOT = join(import.meta.dirname, '..', '..', '..')

/** The young generation's size after a burst of short-lived objects, in MB, on this Node. */
function youngGenerationMB(flags: readonly string[]) {
  const script = `
    const v8 = require('node:v8')
    let keep = []
    for (let i = 0; i < 3e6; i++) { const o = { i, s: 'x' + i }; if (i % 64 === 0) keep.push(o) }
    const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')
    console.log(JSON.stringify({ execArgv: process.execArgv, mb: young.space_size / 2 ** 20 }))
  `
  const env = { ...process.env, NODE_OPTIONS: '' }
  const res = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8', env })
  // Node refuses a flag it does not know: "bad option", exit code 9.
  expect(res.status, res.stderr).toBe(0)
  return JSON.parse(res.stdout) as { execArgv: string[]; mb: number }
}

describe("the production server's Node flags", () => {
  it('are accepted by this Node and still bound the young generation', () => {
    const bounded = youngGenerationMB(SERVER_NODE_FLAGS)
    expect(bounded.execArgv).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS]))
    // Two semi-spaces of 4 MB.
    expect(bounded.mb).toBeLessThanOrEqual(8)
    // Without the flag V8 grows it past that, so the flag is what holds it.
    expect(youngGenerationMB([]).mb).toBeGreaterThan(bounded.mb)
  })

  it('are on the command line of `npm start`', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`)
  })

  it('are on the command line of the systemd unit and of the guide’s Litestream variant', () => {
    const unit = readFileSync(join(ROOT, 'deploy', 'dealership.service'), 'utf8')
    const command = `/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs --no-build`
    expect(unit).toMatch(new RegExp(`^ExecStart=${command}$`, 'm'))
    const guide = readFileSync(join(ROOT, 'docs', 'going-live.md'), 'utf8')
    expect(guide).toContain(`-exec "${command}"`)
  })
})
