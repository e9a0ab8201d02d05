// deploy/dealership.service as committed, checked by Debian's systemd tools. Neither
// needs a running systemd: they read the file the way systemd would load it.
import { expect, test } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ROOT } from '../support'

const UNIT = join(ROOT, 'deploy', 'dealership.service')

function analyze(args: string[]) {
  const res = spawnSync('systemd-analyze', args, {
    cwd: ROOT,
    encoding: 'utf8',
    // ✓ and ✗ in the report whatever the machine's locale.
    env: { ...process.env, LC_ALL: 'C.UTF-8', SYSTEMD_COLORS: '0' },
  })
  if (res.error) throw res.error
  return { status: res.status, output: `${res.stdout}${res.stderr}`.trim() }
}

test('systemd-analyze verify passes on the unit, without a warning', () => {
  // A misspelt or invalid setting is only a warning (status 0), so silence is the pass.
  // It also checks that ExecStart's program exists.
  const { status, output } = analyze(['verify', '--man=no', UNIT])
  expect(output).toBe('')
  expect(status).toBe(0)
})

test('the sandbox stays tight: systemd rates the exposure "OK" (at most 2.0 of 10)', () => {
  const { status, output } = analyze(['security', '--offline=yes', '--threshold=20', UNIT])
  expect(status, output).toBe(0)
  // The settings the deployment relies on, by what systemd makes of them.
  for (const line of [
    /✓ NoNewPrivileges=\s/,
    /✓ ProtectSystem=\s.*strict/,
    /✓ ProtectHome=\s/,
    /✓ PrivateTmp=\s/,
    /✓ User=\/DynamicUser=\s/,
    /✓ CapabilityBoundingSet=~CAP_SYS_ADMIN/,
  ]) {
    expect(output).toMatch(line)
  }
})
