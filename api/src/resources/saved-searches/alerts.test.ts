// Saved-search alerts ("Email me new matches"): a search is stored only with an email to
// confirm (double opt-in), sends nothing before that, then digests new matching cars and
// price drops through the outbox, daily or at once, each email with a one-click
// unsubscribe; its private link reads, confirms, changes and stops it; staff see counts.
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { latestDigestTime, runAlerts } from './alerts.digest'
import {
  ALERT_NOT_FOUND_MESSAGE,
  MAX_CONFIRMATIONS_PER_DAY,
  describeSearch,
  priceForMonthly,
  searchHref,
  type AlertView,
  type Car,
  type CarInput,
} from '../../contract'
import { outbox } from '../outbox/outbox.table'
import { savedSearches } from './saved-searches.table'
import { MailWorker } from '../../mail/worker'
import { buildBrand, buildCar } from '../../seed/factories'
import { jsonInit, makeApp, staffAccount } from '../../../test/helpers'
import { smtpDuringTests } from '../../../test/smtp'

const SITE = 'https://dealer.example.com'
const { app, db, env } = makeApp({
  env: { PUBLIC_URL: SITE, ALERTS_DIGEST_HOUR: '7', SITE_NAME: 'Savanna Luxury Motors' },
})

async function admin() {
  return (await staffAccount(db, 'admin')).token
}

async function newBrand(name: string): Promise<string> {
  const key = `alert-${Math.random().toString(36).slice(2, 8)}`
  const res = await app.request(
    '/api/brands',
    jsonInit('POST', buildBrand({ key, name }), await admin()),
  )
  expect(res.status).toBe(201)
  return key
}

async function newCar(brand: string, input: Partial<CarInput> = {}): Promise<Car> {
  const res = await app.request(
    '/api/cars',
    jsonInit('POST', buildCar({ brand, availability: 'In Stock', ...input }), await admin()),
  )
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as Car
}

async function reprice(car: Car, price: number): Promise<Car> {
  const res = await app.request(
    `/api/cars/${car.id}`,
    jsonInit('PUT', { ...car, price }, await admin()),
  )
  expect(res.status).toBe(200)
  return (await res.json()) as Car
}

function ask(body: unknown) {
  return app.request('/api/alerts', jsonInit('POST', body))
}

/** The last queued message to `to`, and the private token its links carry. */
function lastMailTo(to: string) {
  const rows = db.select().from(outbox).where(eq(outbox.to, to)).all()
  const mail = rows.at(-1)
  const token = mail?.text.match(/\/alerts\/([0-9a-f]{32})/)?.[1]
  return { mail, token, count: rows.length }
}

const uniqueEmail = (tag: string) =>
  `${tag}-${Math.random().toString(36).slice(2, 8)}@buyer.example.com`

describe('asking for an alert', () => {
  beforeEach(() => {
    db.delete(outbox).run()
  })

  it('stores a pending search and sends only the link to confirm it', async () => {
    const brand = await newBrand('Porsche')
    const email = uniqueEmail('wanjiru')
    const res = await ask({
      email: email.toUpperCase(),
      frequency: 'daily',
      filters: { brand, fuel: 'Petrol', maxPrice: 15_000_000 },
    })
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ status: 'check-email' })

    const stored = db.select().from(savedSearches).where(eq(savedSearches.email, email)).all()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ status: 'pending', frequency: 'daily', coveredUntil: null })

    const { mail, token } = lastMailTo(email)
    expect(mail?.purpose).toBe('alert-confirmation')
    expect(mail?.subject).toBe('Savanna Luxury Motors: confirm your car alert')
    expect(mail?.text).toContain('Porsche · Petrol · Up to Ksh 15,000,000')
    expect(mail?.text).toContain(`${SITE}/cars?brand=${brand}&fuel=Petrol&maxPrice=15000000`)
    expect(mail?.text).toContain(`Please confirm it here: ${SITE}/alerts/${token}`)
    expect(mail?.text).toContain('Nothing else is sent until you confirm.')
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${SITE}/api/alerts/${token}/unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })

    // The private link reads it, never cached.
    const view = await app.request(`/api/alerts/${token}`)
    expect(view.status).toBe(200)
    expect(view.headers.get('Cache-Control')).toBe('no-store')
    expect(await view.json()).toMatchObject({
      status: 'pending',
      frequency: 'daily',
      email,
      description: 'Porsche · Petrol · Up to Ksh 15,000,000',
      href: `/cars?brand=${brand}&fuel=Petrol&maxPrice=15000000`,
    } satisfies Partial<AlertView>)
  })

  it('refuses bad input with the field to fix', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ email: 'not-an-email', frequency: 'daily' }, { email: 'Enter a valid email address' }],
      [
        { email: 'a@example.com', frequency: 'hourly' },
        { frequency: 'Choose how often to hear about new matches' },
      ],
      [
        {
          email: 'a@example.com',
          frequency: 'daily',
          filters: { minPrice: 9_000_000, maxPrice: 2_000_000 },
        },
        { filters: 'The minimum price must not be above the maximum' },
      ],
      [
        { email: 'a@example.com', frequency: 'daily', filters: { colour: 'red' } },
        { filters: 'Only the filters of the car list can be saved' },
      ],
    ]
    for (const [body, errors] of cases) {
      const res = await ask(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual(errors)
    }
    expect(db.select().from(outbox).all()).toEqual([])
  })

  it('asked again, re-sends the same link, and no more than a few a day to one address', async () => {
    const email = uniqueEmail('again')
    const body = { email, frequency: 'instant', filters: { fuel: 'Hybrid' } }
    for (let i = 0; i < MAX_CONFIRMATIONS_PER_DAY + 2; i++) {
      expect((await ask(body)).status).toBe(202)
    }
    expect(
      db.select().from(savedSearches).where(eq(savedSearches.email, email)).all(),
    ).toHaveLength(1)
    const { count, token } = lastMailTo(email)
    expect(count).toBe(MAX_CONFIRMATIONS_PER_DAY)
    const tokens = new Set(
      db
        .select()
        .from(outbox)
        .where(eq(outbox.to, email))
        .all()
        .map((m) => m.text.match(/\/alerts\/([0-9a-f]{32})/)?.[1]),
    )
    expect([...tokens]).toEqual([token])
  })

  it('answers 404 with a clear message for an unknown or malformed link', async () => {
    for (const token of ['0'.repeat(32), 'nope', 'g'.repeat(32)]) {
      for (const [method, path] of [
        ['GET', ''],
        ['POST', '/confirm'],
        ['POST', '/unsubscribe'],
      ] as const) {
        const res = await app.request(`/api/alerts/${token}${path}`, { method })
        expect(res.status, `${method} ${token}${path}`).toBe(404)
        expect(await res.json()).toEqual({ error: ALERT_NOT_FOUND_MESSAGE })
      }
    }
  })
})

describe('digests', () => {
  beforeEach(() => {
    db.delete(outbox).run()
  })

  /** A confirmed alert on `filters`, and its token. */
  async function confirmedAlert(filters: object, frequency: 'daily' | 'instant') {
    const email = uniqueEmail('digest')
    expect((await ask({ email, frequency, filters })).status).toBe(202)
    const { token } = lastMailTo(email)
    const res = await app.request(`/api/alerts/${token}/confirm`, { method: 'POST' })
    expect(res.status).toBe(200)
    expect(((await res.json()) as AlertView).status).toBe('active')
    return { email, token: token! }
  }

  const digestsTo = (email: string) =>
    db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .all()
      .filter((m) => m.purpose === 'alert-digest')

  it('sends nothing before the confirmation, then new matches at once', async () => {
    const brand = await newBrand('Range Rover')
    const email = uniqueEmail('pending')
    await ask({ email, frequency: 'instant', filters: { brand } })
    await newCar(brand, { model: 'Sport', year: 2023, price: 14_500_000 })
    runAlerts(db, env, new Date())
    expect(digestsTo(email)).toEqual([])

    const { email: confirmed, token } = await confirmedAlert({ brand }, 'instant')
    // Listed before the confirmation: not news to this alert.
    runAlerts(db, env, new Date())
    expect(digestsTo(confirmed)).toEqual([])

    const velar = await newCar(brand, { model: 'Velar', year: 2022, price: 9_800_000 })
    await newCar(brand, { model: 'Defender', year: 2024, availability: 'Sold' })
    const other = await newBrand('Other')
    await newCar(other, { model: 'Not this one' })
    const run = runAlerts(db, env, new Date())
    expect(run.sent).toBeGreaterThanOrEqual(1)
    const [digest, ...rest] = digestsTo(confirmed)
    expect(rest).toEqual([])
    expect(digest!.subject).toBe('Savanna Luxury Motors: 1 new car for Range Rover')
    expect(digest!.text).toContain(
      `- 2022 Range Rover Velar, Ksh 9,800,000\n  ${SITE}/cars/${velar.id}`,
    )
    expect(digest!.text).not.toContain('Defender')
    expect(digest!.text).toContain(`Every match: ${SITE}/cars?brand=${brand}`)
    expect(digest!.text).toContain(`Unsubscribe: ${SITE}/alerts/${token}/unsubscribe`)
    expect(digest!.headers?.['List-Unsubscribe']).toBe(`<${SITE}/api/alerts/${token}/unsubscribe>`)

    // Covered once: the next round has nothing new.
    runAlerts(db, env, new Date())
    expect(digestsTo(confirmed)).toHaveLength(1)
  })

  it('tells of a price drop on a matching car, once, and never of a rise', async () => {
    const brand = await newBrand('Lexus')
    const car = await newCar(brand, { model: 'LX 600', year: 2023, price: 16_000_000 })
    const riser = await newCar(brand, { model: 'GX 550', year: 2024, price: 12_000_000 })
    const { email } = await confirmedAlert({ brand }, 'instant')

    const cut = await reprice(car, 15_500_000)
    await reprice(cut, 15_000_000)
    await reprice(riser, 12_500_000)
    runAlerts(db, env, new Date())
    const [digest, ...rest] = digestsTo(email)
    expect(rest).toEqual([])
    expect(digest!.subject).toBe('Savanna Luxury Motors: 1 price drop for Lexus')
    expect(digest!.text).toContain(
      `- 2023 Lexus LX 600: now Ksh 15,000,000 (was Ksh 16,000,000)\n  ${SITE}/cars/${car.id}`,
    )
    expect(digest!.text).not.toContain('GX 550')
    runAlerts(db, env, new Date())
    expect(digestsTo(email)).toHaveLength(1)
  })

  it('keeps a monthly budget as a budget: the price ceiling of the calculator', async () => {
    const brand = await newBrand('Audi')
    const monthly = 150_000
    const ceiling = priceForMonthly(monthly)
    const { email } = await confirmedAlert({ brand, monthly }, 'instant')
    const within = await newCar(brand, { model: 'Q5', price: ceiling })
    await newCar(brand, { model: 'Q8', price: ceiling + 1 })
    runAlerts(db, env, new Date())
    const [digest] = digestsTo(email)
    expect(digest!.subject).toBe(
      `Savanna Luxury Motors: 1 new car for Audi · Up to Ksh 150,000 a month`,
    )
    expect(digest!.text).toContain(`${SITE}/cars/${within.id}`)
    expect(digest!.text).not.toContain('Q8')
    expect(digest!.text).toContain(`${SITE}/cars?brand=${brand}&monthly=150000`)
  })

  it('sends a daily alert once a day at the digest hour (Nairobi), with everything since', async () => {
    const brand = await newBrand('Bentley')
    const { email, token } = await confirmedAlert({ brand }, 'daily')
    const car = await newCar(brand, { model: 'Bentayga', price: 24_000_000 })
    // The first digest hour after the confirmation: nothing goes out before it.
    const confirmedAt = Date.parse(
      db.select().from(savedSearches).where(eq(savedSearches.token, token)).get()!.confirmedAt!,
    )
    const next = latestDigestTime(new Date(confirmedAt + 24 * 3_600_000), 7)
    expect(next).toBeGreaterThan(confirmedAt)
    expect(new Date(next + 3 * 3_600_000).toISOString().slice(11, 16)).toBe('07:00')
    runAlerts(db, env, new Date(next - 1000))
    expect(digestsTo(email)).toEqual([])
    runAlerts(db, env, new Date(next + 1000))
    const [digest, ...rest] = digestsTo(email)
    expect(rest).toEqual([])
    expect(digest!.text).toContain(`${SITE}/cars/${car.id}`)
    // Later the same day: not again.
    runAlerts(db, env, new Date(next + 3 * 3_600_000))
    expect(digestsTo(email)).toHaveLength(1)
  })

  it('stops for good on a one-click unsubscribe', async () => {
    const brand = await newBrand('Maserati')
    const { email, token } = await confirmedAlert({ brand }, 'instant')
    const res = await app.request(`/api/alerts/${token}/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as AlertView).status).toBe('unsubscribed')
    await newCar(brand, { model: 'Grecale' })
    runAlerts(db, env, new Date())
    expect(digestsTo(email)).toEqual([])
    // Stopped stays stopped: confirming or changing it again is refused.
    const again = await app.request(`/api/alerts/${token}/confirm`, { method: 'POST' })
    expect(again.status).toBe(409)
    const change = await app.request(
      `/api/alerts/${token}`,
      jsonInit('PUT', { frequency: 'daily' }),
    )
    expect(change.status).toBe(409)
  })

  it('pauses and resumes from the private link: nothing is sent while paused, nor later', async () => {
    const brand = await newBrand('Lotus')
    const { email, token } = await confirmedAlert({ brand }, 'instant')
    const paused = await app.request(`/api/alerts/${token}/pause`, { method: 'POST' })
    expect(paused.status).toBe(200)
    const view = (await paused.json()) as AlertView
    expect(view.status).toBe('active')
    expect(view.pausedAt).toBeTruthy()
    await newCar(brand, { model: 'Emira' })
    runAlerts(db, env, new Date())
    expect(digestsTo(email)).toEqual([])

    const resumed = await app.request(`/api/alerts/${token}/resume`, { method: 'POST' })
    expect(((await resumed.json()) as AlertView).pausedAt).toBeNull()
    // What was listed while it was paused is not sent in a burst afterwards.
    runAlerts(db, env, new Date())
    expect(digestsTo(email)).toEqual([])
    await newCar(brand, { model: 'Eletre' })
    runAlerts(db, env, new Date(Date.now() + 1000))
    const [digest] = digestsTo(email)
    expect(digest!.text).toContain('Eletre')
    expect(digest!.text).not.toContain('Emira')

    await app.request(`/api/alerts/${token}/unsubscribe`, { method: 'POST' })
    expect((await app.request(`/api/alerts/${token}/pause`, { method: 'POST' })).status).toBe(409)
  })

  it('changes how often from the private link', async () => {
    const { token } = await confirmedAlert({ fuel: 'Electric' }, 'instant')
    const res = await app.request(`/api/alerts/${token}`, jsonInit('PUT', { frequency: 'daily' }))
    expect(res.status).toBe(200)
    expect(((await res.json()) as AlertView).frequency).toBe('daily')
    const bad = await app.request(`/api/alerts/${token}`, jsonInit('PUT', { frequency: 'weekly' }))
    expect(bad.status).toBe(400)
  })
})

describe('the console', () => {
  it('counts active alerts per search, without addresses, for every role', async () => {
    const brand = await newBrand('Rolls-Royce')
    const filters = { brand, maxPrice: 20_000_000 }
    for (const n of [1, 2, 3]) {
      const email = uniqueEmail(`count${n}`)
      await ask({ email, frequency: n === 3 ? 'daily' : 'instant', filters })
      const { token } = lastMailTo(email)
      if (n < 3) await app.request(`/api/alerts/${token}/confirm`, { method: 'POST' })
    }
    const stopped = uniqueEmail('stopped')
    await ask({ email: stopped, frequency: 'daily', filters })
    const { token } = lastMailTo(stopped)
    await app.request(`/api/alerts/${token}/confirm`, { method: 'POST' })
    await app.request(`/api/alerts/${token}/unsubscribe`, { method: 'POST' })

    for (const role of ['admin', 'editor', 'sales'] as const) {
      const { token: staffToken } = await staffAccount(db, role)
      const res = await app.request('/api/saved-searches?sort=["active","DESC"]&range=[0,99]', {
        headers: { Authorization: `Bearer ${staffToken}` },
      })
      expect(res.status, role).toBe(200)
      const rows = (await res.json()) as Record<string, unknown>[]
      const row = rows.find((r) => r.href === searchHref(filters))
      expect(row).toMatchObject({
        description: describeSearch(filters, () => 'Rolls-Royce'),
        active: 2,
        pending: 1,
        instant: 2,
        daily: 0,
      })
      expect(JSON.stringify(rows)).not.toContain('@buyer.example.com')
      expect(res.headers.get('Content-Range')).toMatch(/^saved-searches 0-\d+\/\d+$/)
    }
    const anonymous = await app.request('/api/saved-searches')
    expect(anonymous.status).toBe(401)
  })
})

describe('the whole flow through a real SMTP server', () => {
  const smtp = smtpDuringTests()

  it('confirm, a digest with a new car, a price drop, then unsubscribe', async () => {
    const worker = new MailWorker({
      db,
      env: { ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    })
    try {
      const brand = await newBrand('Mercedes-Benz')
      const email = uniqueEmail('flow')
      const existing = await newCar(brand, { model: 'S 580', year: 2023, price: 21_000_000 })
      expect((await ask({ email, frequency: 'instant', filters: { brand } })).status).toBe(202)
      await worker.drain()
      const inbox = () => smtp.received.filter((m) => m.to.includes(email))
      const [confirmation] = inbox()
      expect(confirmation!.subject).toBe('Savanna Luxury Motors: confirm your car alert')
      const link = confirmation!.text.match(/Please confirm it here: (\S+)/)![1]!
      const token = link.split('/').at(-1)!
      expect(link).toBe(`${SITE}/alerts/${token}`)
      expect(confirmation!.headers['list-unsubscribe']).toBe(
        `<${SITE}/api/alerts/${token}/unsubscribe>`,
      )
      expect(confirmation!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

      // Following the link: the page's Confirm button posts this.
      expect((await app.request(`/api/alerts/${token}/confirm`, { method: 'POST' })).status).toBe(
        200,
      )

      const arrival = await newCar(brand, { model: 'G 63', year: 2024, price: 23_500_000 })
      runAlerts(db, env, new Date())
      await worker.drain()
      expect(inbox()).toHaveLength(2)
      const first = inbox()[1]!
      expect(first.subject).toBe('Savanna Luxury Motors: 1 new car for Mercedes-Benz')
      expect(first.text).toContain(`- 2024 Mercedes-Benz G 63, Ksh 23,500,000`)
      expect(first.text).toContain(`${SITE}/cars/${arrival.id}`)
      expect(first.headers['list-unsubscribe']).toBe(`<${SITE}/api/alerts/${token}/unsubscribe>`)

      await reprice(existing, 19_900_000)
      runAlerts(db, env, new Date())
      await worker.drain()
      expect(inbox()).toHaveLength(3)
      const drop = inbox()[2]!
      expect(drop.subject).toBe('Savanna Luxury Motors: 1 price drop for Mercedes-Benz')
      expect(drop.text).toContain(
        '- 2023 Mercedes-Benz S 580: now Ksh 19,900,000 (was Ksh 21,000,000)',
      )

      // The mail client's Unsubscribe button: a POST to the header's address.
      const oneClick = drop.headers['list-unsubscribe']!.replace(/^<|>$/g, '').replace(SITE, '')
      const res = await app.request(oneClick, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(res.status).toBe(200)
      await newCar(brand, { model: 'EQS', year: 2024 })
      runAlerts(db, env, new Date())
      await worker.drain()
      expect(inbox()).toHaveLength(3)
    } finally {
      await worker.stop()
    }
  })
})
