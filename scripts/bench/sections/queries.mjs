// The plan and time of every listing query at the bench's size, through the query-plan
// command (api/src/cli/query-plans.ts) on the bench's database.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { table } from '../http.mjs'

export function listingQueryPlans(ctx) {
  const { root, report, dbFile } = ctx
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
  const cli = join(root, 'api', 'src', 'cli', 'query-plans.ts')
  const res = spawnSync(process.execPath, [tsx, cli, dbFile, '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (res.status !== 0) throw new Error(res.stderr || 'the query-plan command failed')
  report.plans = JSON.parse(res.stdout)
  console.log(
    table([
      ['filter', 'sort', 'page 1 ms', `page ${report.plans.deepPage} ms`, 'count ms', 'plan'],
      ...report.plans.rows.map((r) => [
        r.filter,
        r.sort,
        r.firstMs,
        r.deepMs,
        r.countMs,
        r.ok ? 'index' : r.problem,
      ]),
    ]),
  )
}
