// The oldest Node the project runs on: `engines` in the root package.json. npm's scripts
// run on the project's own Node (the `node` dev dependency, first on their PATH); a
// server started with another `node` by hand, as a service unit does, must still be one
// that better-sqlite3 supports, or it crashes without a word.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './root.mjs'

/** The major version `engines.node` (">=22") starts at. */
export function oldestSupportedMajor() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
  const [, major] = /^>=\s*(\d+)/.exec(pkg.engines.node) ?? []
  if (!major) throw new Error(`engines.node should read ">=<major>", not ${pkg.engines.node}`)
  return Number(major)
}

/** Exits with a message when this process runs on a Node older than `engines` allows. */
export function exitUnlessSupportedNode() {
  const oldest = oldestSupportedMajor()
  if (Number(process.versions.node.split('.')[0]) >= oldest) return
  console.error(
    `Node ${process.version} is too old: the project needs Node ${oldest} or newer. ` +
      "Start it through npm (npm start, npm run dev), which runs the project's own Node " +
      'from node_modules/.bin, or with node_modules/.bin/node.',
  )
  process.exit(1)
}
