// The two lists TypeScript needs a static import for, written from the resource folders
// so that adding a resource never means editing them (docs/adding-a-resource.md):
//   api/src/contract/resource-contracts.gen.ts  every resources/*/*.contract.ts, re-exported
//                                               by the contract (site, console, API)
//   api/src/resources/routes.gen.ts             every resources/*/*.routes.ts's `routes`,
//                                               which the API mounts and hc<AppType> types
// Neither is committed (.gitignore): `npm install` writes them, and so do the scripts
// that compile (build, dev, start, test, typecheck, lint, db:generate). A file is
// rewritten only when its text changes, so a watcher sees no change otherwise.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const HEADER = (what) =>
  `// Written from ${what} by scripts/lib/resource-lists.mjs.\n// Not committed; do not edit.\n`

/**
 * The files of each resource folder that end in `suffix` (a test, `*.routes.test.ts`, does
 * not), as `<folder>/<file>` sorted.
 */
export function resourceFiles(resourcesDir, suffix) {
  return readdirSync(resourcesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: folder }) =>
      readdirSync(join(resourcesDir, folder))
        .filter((file) => file.endsWith(suffix))
        .map((file) => `${folder}/${file.slice(0, -'.ts'.length)}`),
    )
    .sort()
}

/** `leads/car-page.routes` -> `leadsCarPage`, `cars/cars.routes` -> `cars`: one per file. */
export function identifierOf(path) {
  const [folder, file] = path.replace(/\.routes$/, '').split('/')
  const [first, ...rest] = (file === folder ? folder : `${folder}-${file}`).split(/[^A-Za-z0-9]+/)
  return first + rest.map((w) => w[0].toUpperCase() + w.slice(1)).join('')
}

/** The contract's re-exports of every resource's contract file. */
export function contractsList(contractFiles) {
  return (
    HEADER('api/src/resources/*/*.contract.ts') +
    contractFiles.map((path) => `export * from '../resources/${path}'\n`).join('')
  )
}

/** Every routes file's `routes`, by file and merged into one map of name -> routes. */
export function routesList(routeFiles) {
  const ids = routeFiles.map(identifierOf)
  const taken = ids.find((id, i) => ids.indexOf(id) !== i)
  if (taken) throw new Error(`Two routes files are both named ${taken}: rename one`)
  return (
    HEADER('api/src/resources/*/*.routes.ts') +
    routeFiles.map((path, i) => `import { routes as ${ids[i]} } from './${path}'\n`).join('') +
    `\n/** Each routes file's resources, by the file. */\n` +
    `export const ROUTES_BY_FILE = {\n` +
    routeFiles.map((path, i) => `  '${path}': ${ids[i]},\n`).join('') +
    `}\n\n/** Every resource's routes, by its name under /api. */\n` +
    `export const FOUND_ROUTES = {\n` +
    ids.map((id) => `  ...${id},\n`).join('') +
    `}\n`
  )
}

function writeIfChanged(path, text) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false
  writeFileSync(path, text)
  return true
}

/** Writes both lists under `root`; answers the files it changed. */
export function writeResourceLists(root) {
  const resources = join(root, 'api', 'src', 'resources')
  const files = [
    [
      join(root, 'api', 'src', 'contract', 'resource-contracts.gen.ts'),
      contractsList(resourceFiles(resources, '.contract.ts')),
    ],
    [join(resources, 'routes.gen.ts'), routesList(resourceFiles(resources, '.routes.ts'))],
  ]
  return files.filter(([path, text]) => writeIfChanged(path, text)).map(([path]) => path)
}
