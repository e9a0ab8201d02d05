// Every route module exports what Remix reads from it, and only that, in one order: a
// reader finds the loader first and the page's component near the end in every file.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/** The exports Remix reads from a route module, in the order they are written. */
const ORDER = [
  'loader',
  'action',
  'headers',
  'meta',
  'links',
  'handle',
  'shouldRevalidate',
  'Layout',
  'default',
  'ErrorBoundary',
] as const

const APP = join(import.meta.dirname)
const MODULES = [
  'root.tsx',
  ...readdirSync(join(APP, 'routes'))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => `routes/${f}`),
]

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

/** The names a module exports as values (types are erased and may stand anywhere). */
function valueExports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(APP, file), 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  )
  const names: string[] = []
  for (const node of source.statements) {
    if (ts.isExportAssignment(node)) names.push('default')
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      const clause = node.exportClause
      if (clause && ts.isNamedExports(clause))
        for (const e of clause.elements) if (!e.isTypeOnly) names.push(e.name.text)
    } else if (!isExported(node)) continue
    else if (ts.isFunctionDeclaration(node)) {
      const isDefault = ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
      names.push(isDefault ? 'default' : (node.name?.text ?? 'default'))
    } else if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations)
        if (ts.isIdentifier(d.name)) names.push(d.name.text)
    } else if (ts.isClassDeclaration(node) || ts.isEnumDeclaration(node)) {
      names.push(node.name?.text ?? 'default')
    }
  }
  return names
}

describe('route modules', () => {
  it('finds the route modules', () => {
    expect(MODULES.length).toBeGreaterThan(30)
    expect(valueExports('root.tsx')).toContain('default')
  })

  it.each(MODULES)('%s exports only route exports, in the one order', (file) => {
    const names = valueExports(file)
    const unknown = names.filter((n) => !(ORDER as readonly string[]).includes(n))
    expect(
      unknown,
      `${file} exports ${unknown.join(', ')}: a route module exports only ${ORDER.join(', ')} (move the rest into components/ or lib/, or keep it unexported)`,
    ).toEqual([])
    const ordered = [...names].sort(
      (a, b) =>
        ORDER.indexOf(a as (typeof ORDER)[number]) - ORDER.indexOf(b as (typeof ORDER)[number]),
    )
    expect(
      names,
      `${file} exports ${names.join(', ')}: route modules export in this order: ${ORDER.join(', ')}`,
    ).toEqual(ordered)
  })
})
