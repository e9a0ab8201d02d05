// Helpers shared by the public-site browser tests.
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from './fixtures'
import { emulatorIdToken } from '../../../server/demo/auth-emulator.mjs'
import { ADMIN_EMAIL, ADMIN_PASSWORD, jsEnabled, queryDb } from '../support'

export const SITE_NAME = 'Savanna Luxury Motors'

const kes = new Intl.NumberFormat('en-KE', {
  style: 'currency',
  currency: 'KES',
  maximumFractionDigits: 0,
})
export const formatKes = (n: number) => kes.format(n)

export type CarRow = {
  id: string
  brand: string
  model: string
  year: number
  price: number
  fuel: string
  images: string
  main_image: string | null
}

export function carRows(where = '1=1', ...params: unknown[]): CarRow[] {
  return queryDb<CarRow>(`SELECT * FROM cars WHERE ${where} ORDER BY id`, ...params)
}

export function brandName(key: string): string {
  const row = queryDb<{ name: string }>('SELECT name FROM brands WHERE key = ?', key)[0]
  if (!row) throw new Error(`no brand ${key}`)
  return row.name
}

/** The text prefilled in a https://wa.me/{number}?text=... link. */
export function chatText(href: string | null): string {
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
  return new URL(href!).searchParams.get('text') ?? ''
}

/** Waits for the count line to report `n` vehicles ("48 vehicles found"). */
export async function expectVehicleCount(page: Page, n: number) {
  await expect(page.locator('.result-count')).toHaveText(
    n === 1 ? '1 vehicle found' : `${n} vehicles found`,
  )
}

/** A token of the demo admin in the Auth Emulator, for setting up data through the API. */
export async function adminToken(): Promise<string> {
  return emulatorIdToken({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
}

/**
 * Changes a select of a GET filter form: with JavaScript the page follows the change by
 * itself; without it the visitor presses Apply Filters.
 */
export async function chooseFilter(
  page: Page,
  testInfo: TestInfo,
  { label, value }: { label: string; value: string },
) {
  const before = page.url()
  await page.getByLabel(label, { exact: true }).selectOption(value)
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Apply Filters' }).click()
  await expect.poll(() => page.url()).not.toBe(before)
}

/** Reads every schema.org JSON-LD block of the page. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>)
}

/** One of each kind of public page, with the demo data: the pages a site-wide check visits. */
export function publicPagePaths(): string[] {
  const car = queryDb<{ id: string }>(
    `SELECT id FROM cars WHERE availability = 'In Stock' ORDER BY id LIMIT 1`,
  )[0]!
  const brand = queryDb<{ key: string }>('SELECT brand AS key FROM cars GROUP BY brand LIMIT 1')[0]!
  const blog = queryDb<{ id: string }>('SELECT id FROM blogs WHERE is_published = 1 LIMIT 1')[0]!
  const pair = queryDb<{ id: string }>(
    `SELECT id FROM cars WHERE availability = 'In Stock' ORDER BY id LIMIT 2`,
  ).map((r) => r.id)
  return [
    '/',
    '/cars',
    `/cars/${car.id}`,
    `/brand/${brand.key}`,
    '/offers',
    '/blogs',
    `/blogs/${blog.id}`,
    '/contact',
    '/import',
    '/sell',
    '/finance?price=10000000&deposit=20&term=48&rate=14',
    '/import/cost?value=3000000&currency=KES&year=2020&engineCc=2998&fuel=petrol',
    '/about',
    `/compare?ids=${pair.join(',')}`,
  ]
}

/**
 * A car made through the staff API (a used diesel wagon of the first brand, with `data`
 * over it); the test deletes it again when done.
 */
export async function createCar(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: Record<string, unknown>,
): Promise<Record<string, unknown> & { id: string }> {
  const brand = queryDb<{ key: string }>('SELECT key FROM brands ORDER BY key LIMIT 1')[0]!.key
  const res = await request.post('/api/cars', {
    headers,
    data: {
      brand,
      year: 2022,
      price: 7_300_000,
      fuel: 'Diesel',
      transmission: 'Automatic',
      engine: '3.0L V6',
      horsepower: 300,
      condition: 'Used',
      drivetrain: 'AWD',
      bodyStyle: 'Wagon',
      ...data,
    },
  })
  expect(res.status()).toBe(201)
  return (await res.json()) as Record<string, unknown> & { id: string }
}

/** The first demo car (by id) with at least three photos, and its gallery in order. */
export function galleryCar(): { id: string; gallery: string[] } {
  const rows = queryDb<{ id: string; main_image: string | null; images: string }>(
    'SELECT id, main_image, images FROM cars ORDER BY id',
  )
  for (const r of rows) {
    const gallery = [
      ...new Set([r.main_image, ...(JSON.parse(r.images) as string[])].filter(Boolean)),
    ] as string[]
    if (gallery.length >= 3) return { id: r.id, gallery }
  }
  throw new Error('no seeded car with 3 images')
}

/** Matches an image's `src` ending in the gallery's photo `i`. */
export function photoSrc(gallery: string[], i: number): RegExp {
  return new RegExp(`${gallery[i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}

/** A one-finger horizontal swipe on `el`, from x0 to x1 (page pixels), 100 px below its top. */
export function swipe(el: Locator, x0: number, x1: number): Promise<void> {
  return el.evaluate(
    (node, [from, to]) => {
      const y = node.getBoundingClientRect().top + 100
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: node, clientX: x, clientY: y })
      node.dispatchEvent(
        new TouchEvent('touchstart', {
          bubbles: true,
          touches: [touch(from!)],
          changedTouches: [touch(from!)],
        }),
      )
      node.dispatchEvent(
        new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to!)] }),
      )
    },
    [x0, x1],
  )
}

/**
 * Holds the page's first request matching `url` until `release` is called, as a slow
 * connection or a busy server would; later ones pass. `held` resolves once it is held.
 */
export async function holdFirstRequest(page: Page, url: RegExp) {
  let held!: () => void
  const isHeld = new Promise<void>((done) => (held = done))
  let release!: () => void
  const released = new Promise<void>((done) => (release = done))
  let first = true
  await page.route(url, async (route) => {
    if (first) {
      first = false
      held()
      await released
    }
    await route.continue()
  })
  return { held: isHeld, release }
}

/** The reserve form links the reservation terms and the privacy notice. */
export async function expectReserveTermsLinks(page: Page) {
  await expect(page.getByRole('link', { name: 'reservation terms' })).toHaveAttribute(
    'href',
    '/terms',
  )
  await expect(page.getByRole('link', { name: 'privacy notice', exact: true })).toHaveAttribute(
    'href',
    '/privacy',
  )
}
