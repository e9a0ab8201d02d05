// Random payloads at the public form posts: never a 5xx, and a row is stored exactly
// when the contract accepts the payload.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { contactMessageInput, importRequestInput, sellRequestInput } from '../../contract'
import { buildContactMessage, buildImportRequest, buildSellRequest } from '../../seed/factories'
import { makeApp, tableCounts } from '../../../test/helpers'

const { app, db } = makeApp()

/** A public form's post: where it goes, the table it lands in, the schema it must pass. */
type FormRoute = { path: string; table: string; schema: z.ZodTypeAny }

const routes: (FormRoute & {
  valid: () => Record<string, unknown>
})[] = [
  {
    path: '/api/contact-messages',
    table: 'contact_messages',
    schema: contactMessageInput,
    valid: () => buildContactMessage(),
  },
  {
    path: '/api/import-requests',
    table: 'import_requests',
    schema: importRequestInput,
    valid: () => buildImportRequest(),
  },
  {
    path: '/api/sell-requests',
    table: 'sell_requests',
    schema: sellRequestInput,
    valid: () => buildSellRequest(),
  },
]

const hugeString = fc.string({ minLength: 5_000, maxLength: 60_000 })
const value = fc.oneof(
  fc.anything(),
  hugeString,
  fc.constantFrom('', ' ', null, 0, -1, 1e308, true, [], {}, 'javascript:alert(1)'),
)

async function postRaw(path: string, body: string) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })
}

async function check({ path, table, schema }: FormRoute, body: string) {
  const before = tableCounts(db)[table] ?? 0
  const res = await postRaw(path, body)
  expect(res.status).toBeLessThan(500)
  const after = tableCounts(db)[table] ?? 0
  let parsed: unknown
  let isJson = true
  try {
    parsed = JSON.parse(body)
  } catch {
    isJson = false
  }
  const accepted = isJson && schema.safeParse(parsed).success
  if (accepted) {
    expect(res.status).toBe(201)
    expect(after).toBe(before + 1)
  } else {
    expect([400, 413]).toContain(res.status)
    expect(after).toBe(before)
    const body = (await res.json()) as { error?: unknown }
    expect(typeof body.error).toBe('string')
  }
}

describe.each(routes)('POST $path with random input', (route) => {
  const { valid } = route
  it('random JSON values and objects', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.object()), async (payload) => {
        await check(route, JSON.stringify(payload) ?? 'null')
      }),
      { numRuns: 60 },
    )
  })

  it('a valid payload with one field replaced by anything', async () => {
    const keys = Object.keys(valid())
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...keys), value, async (key, v) => {
        const payload = { ...valid(), [key]: v }
        await check(route, JSON.stringify(payload) ?? 'null')
      }),
      { numRuns: 80 },
    )
  })

  it('random text as the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        await check(route, text)
      }),
      { numRuns: 40 },
    )
  })
})
