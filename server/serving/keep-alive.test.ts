// The server keeps an idle connection open longer than the proxy in front does, so a
// request sent on a kept-alive connection is never met by the server closing it.
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { KEEP_ALIVE_TIMEOUT_MS, listen } from '../server'

describe('listen', () => {
  it('keeps idle connections longer than a proxy keeps its own (2 minutes)', async () => {
    const server = await new Promise<ReturnType<typeof listen>>((resolve) => {
      const s = listen({ fetch: () => new Response('ok') }, { port: 0, host: '127.0.0.1' }, () =>
        resolve(s),
      )
    })
    const agent = new Agent({ keepAlive: true })
    try {
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(120_000)
      const { port } = server.address() as AddressInfo
      const answer = await new Promise<{ status: number; keepAlive: string | undefined }>(
        (resolve, reject) =>
          request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
            res.resume()
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                keepAlive: String(res.headers['keep-alive']),
              }),
            )
          })
            .on('error', reject)
            .end(),
      )
      expect(answer.status).toBe(200)
      // What the server tells clients: how long it keeps the connection, in seconds.
      expect(answer.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`)
    } finally {
      agent.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
