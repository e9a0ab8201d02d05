import { describe, expect, it } from 'vitest'
import { WARM_UP_PATHS, WARM_UP_ROUNDS, warmUp } from './warm-up'

describe('warmUp', () => {
  it('renders every warm-up page each round, as GETs, and reads each answer', async () => {
    const asked: string[] = []
    let read = 0
    const rendered = await warmUp(async (request) => {
      expect(request.method).toBe('GET')
      asked.push(new URL(request.url).pathname + new URL(request.url).search)
      const res = new Response('<html></html>')
      const body = res.arrayBuffer.bind(res)
      res.arrayBuffer = () => {
        read++
        return body()
      }
      return res
    })
    expect(rendered).toBe(WARM_UP_PATHS.length * WARM_UP_ROUNDS)
    expect(asked.slice(0, WARM_UP_PATHS.length)).toEqual(WARM_UP_PATHS)
    expect(new Set(asked)).toEqual(new Set(WARM_UP_PATHS))
    expect(read).toBe(rendered)
  })

  it('goes on past a page that fails, and counts only the pages rendered', async () => {
    const rendered = await warmUp(async (request) => {
      if (request.url.endsWith('/cars')) throw new Error('no database')
      return new Response('ok')
    })
    expect(rendered).toBe((WARM_UP_PATHS.length - 1) * WARM_UP_ROUNDS)
  })
})
