// The tests run on a Node the project supports: npm's scripts put the project's own Node
// (the `node` dev dependency) first on the PATH, and vitest's workers run on it.
// better-sqlite3 13 needs Node 22 or newer; on Node 20 it crashes the process.
import { expect, test } from 'vitest'
import { oldestSupportedMajor } from '../../scripts/lib/supported-node.mjs'

test('engines names Node 22 as the oldest supported line', () => {
  expect(oldestSupportedMajor()).toBe(22)
})

test('runs on a Node that engines supports', () => {
  const major = Number(process.versions.node.split('.')[0])
  expect(major, `running on Node ${process.version}`).toBeGreaterThanOrEqual(oldestSupportedMajor())
})
