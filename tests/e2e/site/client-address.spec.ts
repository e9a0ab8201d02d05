// Who is asking, as the running server sees it: the connection's address, never an
// X-Forwarded-For the client wrote itself (no proxy is trusted by default). The audit
// log records the address a staff write came from, so it shows what the server believed.
import { expect, test } from './fixtures'
import { queryDb } from '../support'
import { adminToken, createCar } from './helpers'

test('a client cannot choose its own address with X-Forwarded-For', async ({ request }) => {
  const headers = {
    authorization: `Bearer ${await adminToken()}`,
    'x-forwarded-for': '203.0.113.77',
  }
  const { id } = await createCar(request, headers, {
    model: `Address check ${test.info().project.name}`,
  })
  try {
    const [entry] = queryDb<{ client_address: string | null }>(
      "SELECT client_address FROM audit_log WHERE resource = 'cars' AND record_id = ? AND action = 'create'",
      id,
    )
    expect(entry?.client_address).toBe('127.0.0.1')
  } finally {
    await request.delete(`/api/cars/${id}`, { headers })
  }
})
