// The two lists written from the resource folders (scripts/lib/resource-lists.mjs): a
// folder's routes and contract files are found, tests are not, and a list is rewritten
// only when a folder changes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  identifierOf,
  routesList,
  writeResourceLists,
} from '../../../scripts/lib/resource-lists.mjs'
import { RESOURCE_NAMES } from '../contract/resources'
import { RESOURCE_ROUTES } from '.'
import { ROUTES_BY_FILE } from './routes.gen'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'resource-lists-'))
  mkdirSync(join(root, 'api', 'src', 'contract'), { recursive: true })
  for (const [path, text] of Object.entries(files)) {
    const full = join(root, 'api', 'src', 'resources', path)
    mkdirSync(join(full, '..'), { recursive: true })
    writeFileSync(full, text)
  }
}
const read = (path: string) => readFileSync(join(root, 'api', 'src', path), 'utf8')

describe('the resource lists', () => {
  it('names each routes file by its folder, and by both when the file is named otherwise', () => {
    expect(identifierOf('cars/cars.routes')).toBe('cars')
    expect(identifierOf('audit-log/audit-log.routes')).toBe('auditLog')
    expect(identifierOf('leads/car-page.routes')).toBe('leadsCarPage')
    expect(identifierOf('staff/me.routes')).toBe('staffMe')
  })

  it('refuses two routes files that would have one name', () => {
    expect(() => routesList(['a-b/c.routes', 'a/b-c.routes'])).toThrow(
      'Two routes files are both named aBC: rename one',
    )
  })

  it("lists every folder's routes and contract files, not its tests or other files", () => {
    tree({
      'cars/cars.routes.ts': '',
      'cars/cars.contract.ts': '',
      'cars/cars.routes.test.ts': '',
      'cars/cars.repository.ts': '',
      'leads/inbox.routes.ts': '',
      'leads/leads.contract.ts': '',
      'audited-write.ts': '',
    })
    expect(writeResourceLists(root)).toHaveLength(2)
    const routes = read('resources/routes.gen.ts')
    expect(routes).toContain("import { routes as cars } from './cars/cars.routes'\n")
    expect(routes).toContain("import { routes as leadsInbox } from './leads/inbox.routes'\n")
    expect(routes).toContain("  'leads/inbox.routes': leadsInbox,\n")
    expect(routes).toContain('export const FOUND_ROUTES = {\n  ...cars,\n  ...leadsInbox,\n}\n')
    expect(routes).not.toMatch(/test|repository|audited-write/)
    expect(read('contract/resource-contracts.gen.ts').split('\n').slice(2)).toEqual([
      "export * from '../resources/cars/cars.contract'",
      "export * from '../resources/leads/leads.contract'",
      '',
    ])
  })

  it('rewrites a list only when a folder changed', () => {
    tree({ 'cars/cars.routes.ts': '', 'cars/cars.contract.ts': '' })
    writeResourceLists(root)
    expect(writeResourceLists(root)).toEqual([])
    mkdirSync(join(root, 'api', 'src', 'resources', 'faqs'))
    writeFileSync(join(root, 'api', 'src', 'resources', 'faqs', 'faqs.routes.ts'), '')
    expect(writeResourceLists(root)).toEqual([
      join(root, 'api', 'src', 'resources', 'routes.gen.ts'),
    ])
    expect(read('resources/routes.gen.ts')).toContain("from './faqs/faqs.routes'")
  })

  it('gives the API the routes of exactly the registry’s resources, each from one file', () => {
    expect(Object.keys(RESOURCE_ROUTES).sort()).toEqual([...RESOURCE_NAMES].sort())
    const served = Object.values(ROUTES_BY_FILE).flatMap((routes) => Object.keys(routes))
    expect(served.sort()).toEqual([...RESOURCE_NAMES].sort())
  })
})
