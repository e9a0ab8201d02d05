// `npm test`: everything CI checks, in order, starting what it needs itself.
//   1. Chromium, Java 17, caddy, prometheus and systemd (Debian's packages) installed
//      if missing
//   2. lint, typecheck
//   3. build (the browser tests run against the production build)
//   4. the Auth Emulator, then vitest (unit + integration) and Playwright (browser)
// Flags: --no-lint, --no-build, --unit-only, --e2e-only; anything after `--` goes to
// Playwright (e.g. `npm test -- --e2e-only -- --project site-js`).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium.mjs'
import { writeResourceLists } from './lib/resource-lists.mjs'
import { ROOT } from './lib/root.mjs'
import { ensureAuthEmulator } from '../server/demo/auth-emulator.mjs'

// The resource lists the API's source imports (scripts/lib/resource-lists.mjs), for the
// steps that skip lint.
writeResourceLists(ROOT)

const argv = process.argv.slice(2)
const sep = argv.indexOf('--')
const flags = new Set(sep === -1 ? argv : argv.slice(0, sep))
const playwrightArgs = sep === -1 ? [] : argv.slice(sep + 1)
const unit = !flags.has('--e2e-only')
const e2e = !flags.has('--unit-only')

const step = (title) => console.log(`\n=== ${title} ===`)
function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts })
  return res.status === 0
}
function mustRun(title, [cmd, ...args], opts) {
  step(title)
  if (!run(cmd, args, opts)) {
    console.error(`\n${title} failed.`)
    process.exit(1)
  }
}

/** Installs Debian packages for the tests (as root, or through passwordless sudo). */
function aptInstall(what, packages, otherwise) {
  step(`Installing ${what} (Debian packages) for the tests`)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = isRoot ? [] : ['sudo', '-n']
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', ...packages])) {
    console.error(otherwise)
    process.exit(1)
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  aptInstall(
    'Chromium',
    ['chromium', 'fonts-liberation'],
    `Could not install Chromium. Install Debian's chromium package (${CHROMIUM}) and retry.`,
  )
}

/** The major version of the `java` on the PATH, or 0 without one. */
function javaVersion() {
  const res = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (res.error || res.status !== 0) return 0
  const [, major = '0', minor = '0'] =
    `${res.stderr}${res.stdout}`.match(/version "(\d+)(?:\.(\d+))?/) ?? []
  // Java 8 and older call themselves 1.x.
  return major === '1' ? Number(minor) : Number(major)
}

// The W3C Nu HTML checker (vnu-jar, tests/e2e/html) runs on Java.
function ensureJava() {
  if (javaVersion() >= 17) return
  const otherwise =
    "The Nu HTML checker of the browser tests needs Java 17 or newer on the PATH: install Debian's openjdk-17-jre-headless and retry."
  aptInstall('Java 17', ['openjdk-17-jre-headless'], otherwise)
  if (javaVersion() < 17) {
    console.error(otherwise)
    process.exit(1)
  }
}

/** Whether `command` is on the PATH. */
function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

// The deploy tests (tests/e2e/deploy) run deploy/ with the real tools: caddy in front
// of the server, systemd-analyze on the unit; prometheus is there for the tests of
// /metrics. Installing caddy may try to start its own service: the tests start their
// own caddy instead.
function ensureDeployTools() {
  const needed = { caddy: 'caddy', prometheus: 'prometheus', 'systemd-analyze': 'systemd' }
  const missing = Object.entries(needed)
    .filter(([command]) => !onPath(command))
    .map(([, pkg]) => pkg)
  if (missing.length === 0) return
  aptInstall(
    missing.join(', '),
    missing,
    `Could not install ${missing.join(', ')}: install Debian's packages of that name and retry.`,
  )
}

if (!flags.has('--no-lint')) {
  mustRun('Lint (eslint and the import rules)', ['npm', 'run', 'lint', '--silent'])
  mustRun('Typecheck', ['npm', 'run', 'typecheck', '--silent'])
}
if (e2e) {
  ensureChromium()
  ensureJava()
  ensureDeployTools()
}
if (e2e && !flags.has('--no-build')) mustRun('Build', ['npm', 'run', 'build', '--silent'])

const reports = join(ROOT, 'test-results', 'reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

step('Firebase Auth Emulator')
const stopEmulator = await ensureAuthEmulator()
const env = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }
let ok = true
try {
  if (unit) {
    step('Unit and integration tests (vitest)')
    ok =
      run(
        'npx',
        [
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${join(reports, 'vitest.json')}`,
        ],
        { env },
      ) && ok
  }
  if (e2e) {
    step(
      'Browser tests (Playwright, Chromium; site with JS on and off, Nu HTML checker, back office)',
    )
    ok =
      run('npx', ['playwright', 'test', '--reporter=list,json', ...playwrightArgs], {
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
      }) && ok
  }
} finally {
  await stopEmulator()
}

// One closing line for the whole run, after a list of what failed: a long log is often
// read from its end, and the failures themselves scroll far up.
let passed = 0
let failed = 0
let skipped = 0
/** "where › test: first line of the error", one per failure. */
const failures = []
const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? ''
const vitestReport = join(reports, 'vitest.json')
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'))
  passed += r.numPassedTests ?? 0
  failed += (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0)
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
  for (const file of r.testResults ?? []) {
    const where = relative(ROOT, file.name ?? '')
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
    for (const t of failedTests)
      failures.push(`${where} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`)
    // A file can fail outside its tests (an import, a hook).
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${where}: ${firstLine(file.message)}`)
  }
} else if (unit) failed += 1
const pwReport = join(reports, 'playwright.json')
if (existsSync(pwReport)) {
  const report = JSON.parse(readFileSync(pwReport, 'utf8'))
  const s = report.stats ?? {}
  passed += (s.expected ?? 0) + (s.flaky ?? 0)
  failed += s.unexpected ?? 0
  skipped += s.skipped ?? 0
  /** Every spec of a suite and of the suites inside it. */
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)]
  for (const spec of (report.suites ?? []).flatMap(specs)) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected') continue
      const last = t.results?.at(-1)
      failures.push(
        `[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(last?.error?.message)}`,
      )
    }
  }
} else if (e2e) failed += 1
if (!ok && failed === 0) failed = 1
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`)
  for (const f of failures) console.log(`  ${f}`)
}
console.log(`\ntotal: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(ok && failed === 0 ? 0 : 1)
