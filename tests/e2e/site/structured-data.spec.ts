// What search engines and link previews read: schema.org data with its enumerations as
// URLs, the offer's seller pointing at the one dealer node of the home page, where each
// page sits (BreadcrumbList on car, brand and blog pages), and Open Graph tags with the
// locale and the image's description on every public page.
import { expect, test, type Page } from './fixtures'
import { queryDb } from '../support'
import { adminToken, brandName, jsonLd, publicPagePaths } from './helpers'

type Node = Record<string, unknown>

async function nodeOf(page: Page, type: string): Promise<Node> {
  const node = (await jsonLd(page)).find((d) => d['@type'] === type)
  expect(node, `${type} on ${page.url()}`).toBeTruthy()
  return node!
}

async function trail(page: Page): Promise<[string, string][]> {
  const list = await nodeOf(page, 'BreadcrumbList')
  return (list.itemListElement as Node[]).map((item, i) => {
    expect(item.position).toBe(i + 1)
    return [item.name as string, new URL(item.item as string).pathname]
  })
}

function carOf(where: string) {
  const car = queryDb<{
    id: string
    brand: string
    model: string
    year: number
    condition: string
  }>(`SELECT id, brand, model, year, condition FROM cars WHERE ${where} ORDER BY id LIMIT 1`)[0]
  if (!car) throw new Error(`no car where ${where}`)
  return car
}

test('a car: condition and availability as schema.org URLs, sold by the dealer, with its trail', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const dealer = await nodeOf(page, 'AutoDealer')
  expect(dealer['@id']).toMatch(/^http.*\/#dealer$/)
  // Where and when, from DEALER_* (the defaults of .env.example here).
  expect(dealer.telephone).toBe('+254700123456')
  expect(dealer.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: 'Waiyaki Way, Westlands',
    addressLocality: 'Nairobi',
    postalCode: '00800',
    addressCountry: 'KE',
  })
  expect(dealer.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -1.2641, longitude: 36.8031 })
  expect(dealer.openingHoursSpecification).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
        (d) => `https://schema.org/${d}`,
      ),
      opens: '09:00',
      closes: '18:00',
    },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Saturday'],
      opens: '09:00',
      closes: '18:00',
    },
  ])

  const cases: [string, string, string][] = [
    [
      "availability = 'In Stock' AND condition = 'New'",
      'https://schema.org/InStock',
      'https://schema.org/NewCondition',
    ],
    [
      "availability = 'In Stock' AND condition = 'Used'",
      'https://schema.org/InStock',
      'https://schema.org/UsedCondition',
    ],
    ["condition = 'Certified Pre-Owned'", '', 'https://schema.org/UsedCondition'],
  ]
  for (const [where, availability, condition] of cases) {
    const car = carOf(where)
    await page.goto(`/cars/${car.id}`)
    const data = await nodeOf(page, 'Car')
    expect(data.itemCondition).toBe(condition)
    const offer = data.offers as Node
    if (availability) expect(offer.availability).toBe(availability)
    expect(offer.itemCondition).toBe(condition)
    expect((offer.seller as Node)['@id']).toBe(dealer['@id'])
    expect((offer.seller as Node)['@type']).toBe('AutoDealer')
    const brand = brandName(car.brand)
    expect(await trail(page)).toEqual([
      ['Home', '/'],
      ['Our Cars', '/cars'],
      [brand, `/brand/${car.brand}`],
      [`${brand} ${car.model} ${car.year}`, `/cars/${car.id}`],
    ])
  }

  // Reserved, then Sold: a car set so by staff for the test, then put back.
  const car = carOf("availability = 'Pre-Order'")
  const headers = { authorization: `Bearer ${await adminToken()}` }
  const before = (await (await request.get(`/api/cars/${car.id}`)).json()) as Node
  try {
    for (const [state, url] of [
      ['Reserved', 'https://schema.org/Reserved'],
      ['Sold', 'https://schema.org/SoldOut'],
    ] as const) {
      const res = await request.put(`/api/cars/${car.id}`, {
        headers,
        data: { ...before, availability: state },
      })
      expect(res.status()).toBe(200)
      await page.goto(`/cars/${car.id}`)
      expect(((await nodeOf(page, 'Car')).offers as Node).availability).toBe(url)
    }
  } finally {
    await request.put(`/api/cars/${car.id}`, { headers, data: before })
  }
})

test('brand and blog pages say where they sit', async ({ page }) => {
  const brand = queryDb<{ key: string }>('SELECT brand AS key FROM cars GROUP BY brand LIMIT 1')[0]!
  await page.goto(`/brand/${brand.key}`)
  expect(await trail(page)).toEqual([
    ['Home', '/'],
    ['Our Cars', '/cars'],
    [brandName(brand.key), `/brand/${brand.key}`],
  ])
  const post = queryDb<{ id: string; title: string }>(
    'SELECT id, title FROM blogs WHERE is_published = 1 LIMIT 1',
  )[0]!
  await page.goto(`/blogs/${post.id}`)
  expect(await trail(page)).toEqual([
    ['Home', '/'],
    ['Blog', '/blogs'],
    [post.title, `/blogs/${post.id}`],
  ])
  const posting = await nodeOf(page, 'BlogPosting')
  expect((posting.publisher as Node)['@id']).toMatch(/\/#dealer$/)
})

test('every public page has Open Graph with the locale, and an image with its description', async ({
  page,
}) => {
  for (const path of publicPagePaths()) {
    await page.goto(path)
    const og = (property: string) => page.locator(`meta[property="${property}"]`)
    await expect(og('og:locale'), path).toHaveAttribute('content', 'en_KE')
    await expect(og('og:type'), path).toHaveAttribute('content', /^(website|article|product)$/)
    // Every page has an image (its share card, or the site's) with its size and words.
    await expect(og('og:image'), path).toHaveAttribute(
      'content',
      /^http.*\/uploads\/cards\/(cars|blogs|brands|site)\/[\w-]+\/\w+\.jpg$/,
    )
    await expect(og('og:image:type'), path).toHaveAttribute('content', 'image/jpeg')
    await expect(og('og:image:width'), path).toHaveAttribute('content', '1200')
    await expect(og('og:image:height'), path).toHaveAttribute('content', '630')
    await expect(og('og:image:alt'), path).toHaveAttribute('content', /\S/)
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
      'content',
      'summary_large_image',
    )
    await expect(page.locator('meta[name="twitter:image:alt"]'), path).toHaveAttribute(
      'content',
      /\S/,
    )
  }
  const car = carOf("availability = 'In Stock' AND main_image IS NOT NULL AND main_image != ''")
  await page.goto(`/cars/${car.id}`)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    new RegExp(`^${brandName(car.brand)} ${car.model} ${car.year}, Ksh`),
  )
})
