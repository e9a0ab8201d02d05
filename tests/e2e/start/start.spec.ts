// `npm start` from cold: no emulator running for its host, an empty database. The
// other browser tests share an emulator that global setup started first, so only this
// test proves that the server starts its own emulator and stops it again.
import { expect, test } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { emulatorIdToken } from '../../../server/demo/auth-emulator.mjs'
import { runServerScript, untilReady } from '../support'

const PORT = 3199
const EMULATOR = '127.0.0.1:9199'
const EMAIL = 'cold-start@example.com'
const PASSWORD = 'cold-start-password'

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) })
    return true
  } catch {
    return false
  }
}

test('starts its own emulator, seeds, prints the login, serves, and drains on SIGTERM', async () => {
  test.setTimeout(180_000)
  expect(await answers(`http://${EMULATOR}/`), 'nothing may run on the test emulator port').toBe(
    false,
  )
  const dir = mkdtempSync(join(tmpdir(), 'dealership-start-'))
  const { child, output, exited } = runServerScript(
    { node: process.execPath, script: 'start.mjs', args: ['--no-build'] },
    {
      // A fresh shell: no NODE_ENV, so npm start must choose production itself.
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV')),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dir, 'cold.sqlite'),
      UPLOADS_DIR: join(dir, 'uploads'),
      // A project of its own, so its emulator does not meet the suite's.
      FIREBASE_PROJECT_ID: 'demo-cold-start',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    },
  )
  try {
    // Ready, or a failure that says why (the start exiting early ends the wait).
    await untilReady({ child, output }, 'npm start')
    expect(output()).toContain(`Ready on http://localhost:${PORT} (production mode)`)
    expect(output()).toContain('Seeded the empty database with demo data.')
    expect(output()).toMatch(new RegExp(`email\\s+${EMAIL}`))
    expect(output()).toMatch(new RegExp(`password\\s+${PASSWORD}`))

    const base = `http://127.0.0.1:${PORT}`
    const cars = (await (await fetch(`${base}/api/cars`)).json()) as unknown[]
    expect(cars.length).toBeGreaterThanOrEqual(40)
    expect((await fetch(`${base}/`)).status).toBe(200)
    expect((await fetch(`${base}/admin/login`)).status).toBe(200)

    // The printed login works against the emulator this start brought up.
    const token = await emulatorIdToken({ host: EMULATOR, email: EMAIL, password: PASSWORD })
    const leads = await fetch(`${base}/api/contact-messages`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(leads.status).toBe(200)
    expect(
      (await fetch(`${base}/api/contact-messages`, { headers: { authorization: 'Bearer x' } }))
        .status,
    ).toBe(401)

    // SIGTERM while a request is still arriving: no new connections are taken, and the
    // request in flight is finished before the process exits.
    const body = JSON.stringify({
      name: 'Late Visitor',
      email: 'late@example.co.ke',
      subject: 'Sales Inquiry',
      message: 'Still there when the server stops?',
    })
    const socket = connect(PORT, '127.0.0.1')
    await new Promise<void>((r) => socket.once('connect', () => r()))
    let answer = ''
    socket.on('data', (c: Buffer) => (answer += c.toString()))
    const closed = new Promise<void>((r) => socket.once('close', () => r()))
    socket.write(
      `POST /api/contact-messages HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body.slice(0, 20)}`,
    )
    await new Promise((r) => setTimeout(r, 300))
    child.kill('SIGTERM')
    await expect.poll(output).toContain('finishing in-flight requests')
    expect(await answers(`${base}/healthz`), 'no new connections after SIGTERM').toBe(false)
    socket.end(body.slice(20))
    await closed
    expect(answer).toMatch(/^HTTP\/1\.1 201 /)
    expect(answer).toContain('Late Visitor')

    expect(await exited).toBe(0)
    expect(output()).toContain('Stopped.')
    expect(await answers(`http://${EMULATOR}/`), 'the emulator stops with the server').toBe(false)
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
})
