// The production server bundle holds no development code: not the development server
// (server/dev.ts), not Vite, not Remix's Vite plugin.
import { build } from 'esbuild'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
// @ts-expect-error a plain ES module of the build scripts, without types
import { serverBuildOptions } from '../../scripts/lib/server-build.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

describe('the production server bundle', () => {
  it('imports no development code', async () => {
    const result = await build({
      ...serverBuildOptions(root),
      absWorkingDir: root,
      write: false,
      metafile: true,
    })
    const metafile = result.metafile ?? { inputs: {}, outputs: {} }
    const inputs = Object.keys(metafile.inputs)
    const imports = Object.values(metafile.outputs).flatMap((o) => o.imports.map((i) => i.path))
    // What it does bundle: the entry, the API and the server's own code.
    expect(inputs).toContain('server/main.ts')
    expect(inputs.some((p) => p.startsWith('api/src/'))).toBe(true)
    expect(inputs.filter((p) => p === 'server/dev.ts' || p.endsWith('/vite.config.ts'))).toEqual([])
    expect(imports.filter((p) => /^(vite|@remix-run\/dev|@vitejs\/)/.test(p))).toEqual([])
    expect(imports).toContain('@remix-run/node')
    // The demo mode's emulator module finds the repository from where it lies: imported
    // from dist/, not copied into it.
    expect(inputs.filter((p) => p.includes('auth-emulator'))).toEqual([])
    expect(imports).toContain('../server/demo/auth-emulator.mjs')
  }, 60_000)
})
