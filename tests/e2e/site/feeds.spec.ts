// The inventory feeds against the running server: the vehicle CSV parsed back with a
// real CSV parser, the Atom feed with a real XML parser, and both following a staff
// write on the very next request (they are cached like the pages).
import { expect, test, type APIRequestContext } from './fixtures'
import { parse } from 'csv-parse/sync'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { REQUIRED_VEHICLE_COLUMNS } from '../../../site/app/lib/feeds.fixtures'
import { queryDb } from '../support'
import { adminToken, createCar, formatKes } from './helpers'

type Row = Record<string, string>
type Node = Record<string, unknown>

async function csvRows(request: APIRequestContext): Promise<Row[]> {
  const res = await request.get('/feeds/vehicles.csv')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8')
  return parse(await res.text(), { columns: true }) as Row[]
}

async function atomEntries(request: APIRequestContext): Promise<{ feed: Node; entries: Node[] }> {
  const res = await request.get('/feeds/new-arrivals.atom')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const xml = await res.text()
  expect(XMLValidator.validate(xml)).toBe(true)
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => name === 'entry' || name === 'link',
  })
  const feed = parser.parse(xml).feed as Node
  return { feed, entries: (feed.entry as Node[] | undefined) ?? [] }
}

test('the vehicle feed: every column, real CSV quoting, sold cars left out', async ({
  request,
}, testInfo) => {
  const headers = { authorization: `Bearer ${await adminToken()}` }
  const description = `Feed test "${testInfo.project.name}", with commas, "quotes"\nand a second line,\r\nand a third.`
  const made: string[] = []
  try {
    const listed = await createCar(request, headers, {
      model: `Feed Wagon ${testInfo.project.name}`,
      description,
      vin: 'wdd2130041a123456',
      showVin: true,
      exteriorColor: 'Polar White',
      availability: 'Reserved',
    })
    const hidden = await createCar(request, headers, {
      model: `Feed Hidden VIN ${testInfo.project.name}`,
      vin: 'WDD2130041A654321',
      showVin: false,
    })
    const sold = await createCar(request, headers, {
      model: `Feed Sold ${testInfo.project.name}`,
      availability: 'Sold',
    })
    made.push(listed.id, hidden.id, sold.id)

    const rows = await csvRows(request)
    for (const column of REQUIRED_VEHICLE_COLUMNS) expect(rows[0], column).toHaveProperty([column])
    const byId = new Map(rows.map((r) => [r.vehicle_id, r]))
    // Exactly the cars the public list shows.
    const unsold = queryDb<{ id: string }>(`SELECT id FROM cars WHERE availability != 'Sold'`)
    expect(rows).toHaveLength(unsold.length)
    expect(byId.has(sold.id)).toBe(false)

    const row = byId.get(listed.id)!
    expect(row.description).toBe(description)
    expect(row).toMatchObject({
      url: expect.stringMatching(new RegExp(`^https?://[^/]+/cars/${listed.id}$`)),
      'mileage.unit': 'KM',
      body_style: 'WAGON',
      fuel_type: 'DIESEL',
      drivetrain: 'AWD',
      vin: 'WDD2130041A123456',
      state_of_vehicle: 'USED',
      price: '7300000 KES',
      exterior_color: 'Polar White',
      availability: 'pending',
    })
    expect(row['address.city']).not.toBe('')
    expect(Number(row.latitude)).not.toBeNaN()
    // A VIN staff did not choose to show stays out of the public feed.
    expect(byId.get(hidden.id)!.vin).toBe('')
  } finally {
    for (const id of made) await request.delete(`/api/cars/${id}`, { headers })
  }
})

test('the new-arrivals feed: valid Atom, newest first, prices in KES', async ({ request }) => {
  const { feed, entries } = await atomEntries(request)
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
  for (const name of ['id', 'title', 'updated', 'author']) expect(feed[name], name).toBeTruthy()
  const rels = (feed.link as Node[]).map((l) => l['@rel'])
  expect(rels).toEqual(expect.arrayContaining(['self', 'alternate']))

  const newest = queryDb<{ id: string; price: number; main_image: string | null }>(
    `SELECT id, price, main_image FROM cars WHERE availability != 'Sold'
     ORDER BY created_at DESC, price DESC, availability DESC, rowid DESC LIMIT 50`,
  )
  expect(entries.map((e) => String(e.id).replace(/^.*\/cars\//, ''))).toEqual(
    newest.map((c) => c.id),
  )
  const first = entries[0]!
  for (const name of ['id', 'title', 'updated', 'summary', 'content']) {
    expect(first[name], name).toBeTruthy()
  }
  expect(String(first.summary)).toContain(formatKes(newest[0]!.price))
  entries.forEach((entry, i) => {
    const links = entry.link as Node[]
    expect(links.find((l) => l['@rel'] === 'alternate')?.['@href']).toMatch(/\/cars\//)
    // The car's share card goes with it, absolute.
    const image = links.find((l) => l['@rel'] === 'enclosure')?.['@href']
    expect(image).toMatch(
      new RegExp(`^https?://[^/]+/uploads/cards/cars/${newest[i]!.id}/\\w+\\.jpg$`),
    )
  })
  // ...and it is the card the car's page shares.
  const card = (entries[0]!.link as Node[]).find((l) => l['@rel'] === 'enclosure')![
    '@href'
  ] as string
  const res = await request.get(card)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('image/jpeg')
})

test('both feeds follow a staff write on the next request', async ({ request }) => {
  const headers = { authorization: `Bearer ${await adminToken()}` }
  const car = queryDb<{ id: string }>(
    `SELECT id FROM cars WHERE availability != 'Sold' ORDER BY created_at DESC LIMIT 1`,
  )[0]!
  const before = (await (await request.get(`/api/cars/${car.id}`, { headers })).json()) as Node & {
    price: number
  }
  const price = before.price + 123_000
  // Warm both caches, then write.
  await csvRows(request)
  await atomEntries(request)
  try {
    const res = await request.put(`/api/cars/${car.id}`, { headers, data: { ...before, price } })
    expect(res.status()).toBe(200)
    const row = (await csvRows(request)).find((r) => r.vehicle_id === car.id)
    expect(row?.price).toBe(`${price} KES`)
    const { entries } = await atomEntries(request)
    const entry = entries.find((e) => String(e.id).endsWith(`/cars/${car.id}`))
    expect(String(entry?.summary)).toContain(formatKes(price))
  } finally {
    await request.put(`/api/cars/${car.id}`, { headers, data: before })
  }
})

test('/cars and the home page point feed readers at the new arrivals', async ({ request }) => {
  for (const path of ['/cars', '/']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="New arrivals" href="\/feeds\/new-arrivals\.atom"\/?>/,
    )
  }
})
