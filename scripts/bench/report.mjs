// The bench's report: what the run measured, with the date, the machine and the
// settings, written to data/bench/last.json at the end whatever failed.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'

export function createReport(settings) {
  return {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      memoryGB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    settings,
    errors: {},
  }
}

/** Notes a section's failure in the report and on the terminal. */
export function reportFailure(report, key, err) {
  const message = String(err?.message ?? err)
  report.errors[key] = message
  console.log(`  ! ${key} failed: ${message}`)
}

export function writeReport(root, report) {
  mkdirSync(join(root, 'data', 'bench'), { recursive: true })
  writeFileSync(join(root, 'data', 'bench', 'last.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log('\nResults written to data/bench/last.json')
}
