// Saved cars without an account, with JavaScript on and off: Save on a card and on a
// car's page (a form post without JavaScript, in place with it), the /saved page across
// requests, sold and deleted cars, a forged cookie, and the rule that keeps personal
// state out of cached pages: a public page is byte for byte the same for a visitor with
// saved cars as for one without.
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'
import http from 'node:http'
import {
  E2E_BASE_URL,
  expectNoAxeViolations,
  jsEnabled,
  queryDb,
  JS_ON_CONTEXT,
  rawAnswer,
  type RawAnswer,
} from '../support'
import { carName, cars, cookieFor, setGarageCookie, soldCar } from './garage-helpers'
import { brandName } from './helpers'

/** With JavaScript the post goes in the background: its answer carries the cookie. */
const savePosted = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/saved'))

const saveButton = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: `Save ${name}`, exact: true })
const savedButton = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: `Saved ${name}`, exact: true })

test('a visitor saves cars from a card and a car page and finds them on /saved', async ({
  page,
}, testInfo) => {
  const js = jsEnabled(testInfo)
  await page.goto('/cars')
  const card = page.locator('.car-card').first()
  const title = (await card.locator('.card-title').innerText()).trim()
  const year = (await card.locator('.car-meta').innerText()).split('·')[0]!.trim()
  const first = `${title} ${year}`
  await expect(saveButton(card, first)).toHaveAttribute('aria-pressed', 'false')
  await Promise.all([js ? savePosted(page) : null, saveButton(card, first).click()])
  if (js) {
    // In place: the button says so, the page stays.
    await expect(savedButton(card, first)).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/\/cars$/)
    await page.goto('/saved')
  } else {
    await expect(page).toHaveURL(/\/saved\?added=/)
    await expect(page.getByRole('status')).toHaveText(`${first} is saved.`)
  }
  await expect(savedButton(page, first)).toHaveAttribute('aria-pressed', 'true')

  // A second car, from its own page; both are kept across requests.
  const other = cars(`availability = 'In Stock'`, 5).find((c) => carName(c) !== first)
  await page.goto(`/cars/${other!.id}`)
  if (js) {
    // The page is the same for everyone; the script marks what this visitor saved.
    await expect(saveButton(page, carName(other!))).toBeVisible()
  }
  await Promise.all([js ? savePosted(page) : null, saveButton(page, carName(other!)).click()])
  if (js) {
    await expect(savedButton(page, carName(other!))).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/saved')
  }
  await expect(page).toHaveURL(/\/saved/)
  await page.reload()
  const list = page.locator('.saved-page .grid')
  await expect(list.locator('.car-card')).toHaveCount(2)
  // Newest saved first.
  await expect(list.locator('.card-title').first()).toHaveText(
    `${brandName(other!.brand)} ${other!.model}`,
  )
  await expect(page.getByRole('link', { name: 'Compare these 2 cars' })).toHaveAttribute(
    'href',
    /^\/compare\?ids=/,
  )

  // Back on a public page with JavaScript, the first car's card shows it saved.
  if (js) {
    await page.goto(`/cars/${other!.id}`)
    await expect(savedButton(page, carName(other!))).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/saved')
  }

  // Removing one from /saved.
  await savedButton(page, first).click()
  await expect(list.locator('.car-card')).toHaveCount(1)
  if (!js) await expect(page.getByRole('status')).toHaveText(`${first} is no longer saved.`)
  await page.reload()
  await expect(list.locator('.car-card')).toHaveCount(1)
  await savedButton(page, carName(other!)).click()
  await expect(page.getByText('You have not saved any cars yet.')).toBeVisible()
})

test('/saved says when a saved car was sold or no longer exists', async ({ page, request }) => {
  const sold = await soldCar(request)
  const [available] = cars(`availability = 'In Stock'`, 1)
  try {
    const gone = 'f'.repeat(24)
    await setGarageCookie(page, cookieFor([sold.id, gone, available!.id]))
    await page.goto('/saved')
    await expect(page.locator('.saved-page .car-card')).toHaveCount(2)
    const soldItem = page
      .locator('.saved-item')
      .filter({ has: page.locator(`a[href="/cars/${sold.id}"]`) })
    await expect(soldItem.locator('.sold-note')).toHaveText('This car has been sold.')
    await expect(page.locator('.saved-item .sold-note')).toHaveCount(1)
    await expect(page.getByText(`We could not find a car with id ${gone}.`)).toBeVisible()
    // A sold car is not offered for comparison.
    await expect(page.locator('main').getByRole('link', { name: /^Compare/ })).toHaveCount(0)
    await page.getByRole('button', { name: `Remove car ${gone}` }).click()
    await expect(page.getByText(`We could not find a car with id ${gone}.`)).toHaveCount(0)
    await expect(page.locator('.saved-page .car-card')).toHaveCount(2)
  } finally {
    await sold.drop()
  }
})

test('a cookie signed with another secret, or altered, counts as empty', async ({ page }) => {
  const [car] = cars(`availability = 'In Stock'`, 1)
  await setGarageCookie(page, cookieFor([car!.id], [], 'not-the-servers-secret-not-the-servers'))
  await page.goto('/saved')
  await expect(page.getByText('You have not saved any cars yet.')).toBeVisible()
  const good = cookieFor([car!.id])
  await setGarageCookie(page, good.slice(0, -2) + (good.endsWith('A') ? 'BB' : 'AA'))
  await page.goto('/saved')
  await expect(page.getByText('You have not saved any cars yet.')).toBeVisible()
})

/** One request with exactly these headers, the body as it came off the wire. */
function raw(
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const req = http.request(`${E2E_BASE_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'accept-encoding': 'identity',
      ...(body === undefined
        ? {}
        : { 'content-type': 'application/x-www-form-urlencoded', origin: E2E_BASE_URL }),
      ...headers,
    },
  })
  return rawAnswer(req, body)
}

// Plain HTTP: the page's JavaScript setting changes nothing here, and it runs under both.
test('saved cars never reach a cached page: public pages are the same bytes for everyone', async () => {
  const [a, b] = cars(`availability = 'In Stock'`, 2)
  // Save two cars the way a browser without JavaScript does, and keep the cookie it sets.
  const first = await raw('/saved', {}, `id=${a!.id}&intent=save`)
  expect(first.status).toBe(302)
  expect(first.headers['cache-control']).toBe('no-store')
  const setCookie = first.headers['set-cookie']?.[0] ?? ''
  expect(setCookie).toMatch(/^saved_cars=v1\.[\w-]+\.[\w-]+; Path=\/; SameSite=Lax; Max-Age=\d+$/)
  let cookie = setCookie.split(';')[0]!
  const second = await raw('/saved', { cookie }, `id=${b!.id}&intent=save`)
  cookie = second.headers['set-cookie']![0]!.split(';')[0]!

  // The visitor's own pages: theirs alone, kept by nobody.
  const saved = await raw('/saved', { cookie })
  expect(saved.headers['cache-control']).toBe('no-store')
  expect(saved.body.toString()).toContain(`/cars/${a!.id}`)
  expect(saved.body.toString()).toContain(`/cars/${b!.id}`)
  const json = await raw('/saved.json', { cookie })
  expect(json.headers['cache-control']).toBe('private, no-store')
  expect(JSON.parse(json.body.toString())).toEqual({ saved: [a!.id, b!.id], compare: [] })
  // ...and the next visitor without the cookie sees none of it.
  const stranger = await raw('/saved')
  expect(stranger.body.toString()).not.toContain(`/cars/${a!.id}`)
  expect(stranger.body.toString()).toContain('You have not saved any cars yet.')
  expect(JSON.parse((await raw('/saved.json')).body.toString())).toEqual({ saved: [], compare: [] })

  const brand = queryDb<{ brand: string }>('SELECT brand FROM cars WHERE id = ?', a!.id)[0]!.brand
  for (const path of [
    '/',
    '/cars',
    `/cars/${a!.id}`,
    `/brand/${brand}`,
    `/compare?ids=${a!.id},${b!.id}`,
  ]) {
    // The holder of saved cars first, so a leak would be what the cache keeps.
    const withSaved = await raw(path, { cookie })
    const without = await raw(path)
    expect(withSaved.status, path).toBe(200)
    expect(withSaved.headers['cache-control'], path).toMatch(/^public,/)
    expect(withSaved.headers['set-cookie'], path).toBeUndefined()
    expect(withSaved.headers.etag, path).toBe(without.headers.etag)
    expect(withSaved.body.equals(without.body), `${path} differs with saved cars`).toBe(true)
    expect(withSaved.body.toString(), path).not.toContain('aria-pressed="true"')
    // A revisit with the cookie is a 304 on the same tag.
    const again = await raw(path, { cookie, 'if-none-match': without.headers.etag! })
    expect(again.status, path).toBe(304)
  }
})

/** A saved set of two cars in stock, one sold and one that no longer exists. */
async function mixedSavedSet(request: APIRequestContext) {
  const sold = await soldCar(request)
  const picks = cars(`availability = 'In Stock'`, 2)
  return { sold, value: cookieFor([...picks.map((c) => c.id), sold.id, 'e'.repeat(24)]) }
}

test('the save control is a 44 px target on /saved', async ({ page, request }) => {
  const { sold, value } = await mixedSavedSet(request)
  await page.setViewportSize({ width: 390, height: 844 })
  await setGarageCookie(page, value)
  await page.goto('/saved')
  for (const button of await page.locator('main button').all()) {
    const box = (await button.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(box.width).toBeGreaterThanOrEqual(44)
  }
  await sold.drop()
})

test('/saved has no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser, request }) => {
  const { sold, value } = await mixedSavedSet(request)
  await expectNoAxeViolations(browser, '/saved')
  await expectNoAxeViolations(browser, '/saved', async (p) => {
    await setGarageCookie(p, value)
    await p.reload()
    await expect(p.locator('.saved-page .car-card')).toHaveCount(3)
  })
  await sold.drop()
})
