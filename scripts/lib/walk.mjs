// The walk-through of `npm run screenshots -- --all`: every public page at 390 and
// 1280 px with JavaScript on and off (forms also after an empty submit, the phone menu
// open), a buyer's path through a reservation and the customer portal, and every console
// screen as admin, editor and sales at both widths, each as a whole-page JPEG, with an
// index.html that lays them out for reading.
import Database from 'better-sqlite3'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { emulatorIdToken } from '../../server/demo/auth-emulator.mjs'
import { answerStandInPush } from './stand-in-phone.mjs'

export const ADMIN = { email: 'admin@example.com', password: 'dealership-admin' }

const json = async (res, what) => {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** The buyer of the walk-through's import order, reservation and portal pages. */
const BUYER = { name: 'Wanjiru Kamau', email: 'wanjiru.kamau@example.co.ke', phone: '0712345678' }

const post = (url, path, body) =>
  fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => json(r, `POST /api/${path}`))

/**
 * A reservation of `carId` by the walk-through's buyer, paid on the Daraja stand-in's
 * phone page (the buyer's approval, as a form post): resolves its token and id.
 */
async function paidReservation(url, carId) {
  const started = await post(url, 'reservations', { carId, ...BUYER, consent: true })
  const status = await fetch(`${url}/api/reservation-status/${started.token}`).then((r) =>
    json(r, 'GET /api/reservation-status'),
  )
  const answered = await answerStandInPush(status.standInPhone, started.reference, 'approve')
  if (answered !== 303)
    throw new Error(`the stand-in phone did not take the approval (${answered})`)
  for (let i = 0; i < 40; i++) {
    const now = await fetch(`${url}/api/reservation-status/${started.token}`).then((r) => r.json())
    if (now.status === 'paid') return { token: started.token, reference: started.reference }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the walk-through reservation was not paid')
}

/** Ids and keys from the demo data, and an import order to follow, for the page list. */
async function demoRecords(url) {
  const get = (path) => fetch(`${url}/api/${path}`).then((r) => json(r, `GET /api/${path}`))
  const [featured, cars, brands, blogs] = await Promise.all([
    get('featured-cars'),
    get('cars?page=1&perPage=12'),
    get('brands'),
    get('blogs'),
  ])
  const list = Array.isArray(cars) ? cars : (cars.items ?? cars.cars ?? [])
  const car = featured[0]?.id ?? list[0]?.id
  if (!car) throw new Error('the demo data has no car')
  const others = list.map((c) => c.id).filter((id) => id !== car)
  const order = await post(url, 'import-requests', {
    ...BUYER,
    phone: '+254 712 345 678',
    carMake: 'Porsche',
    carModel: 'Cayenne Turbo GT',
    carYear: 2024,
    budget: '20-25M',
    additionalInfo: 'Prefer a dark exterior with a light interior.',
  })
  // A car of the list other than the featured one: that one stays on sale for its pages.
  const reserved = list.find((c) => c.id !== car && c.availability === 'In Stock')?.id
  if (!reserved) throw new Error('the demo data has no second car in stock')
  return {
    car,
    compare: [car, ...others.slice(0, 2)],
    brand: brands[0]?.key,
    blog: blogs[0]?.id,
    track: order.trackingToken,
    reservation: await paidReservation(url, reserved),
  }
}

/** Every public page: [name, path, what to do before the picture]. */
function publicPages(d) {
  const submit = async (page) => {
    await page
      .locator('main form:has(button[type=submit])')
      .last()
      .locator('button[type=submit]')
      .last()
      .click()
    await page.waitForLoadState('networkidle')
  }
  const openMenu = async (page) => {
    const summary = page.locator('details.mobile-menu > summary')
    if (await summary.isVisible()) await summary.click()
  }
  return [
    ['home', '/'],
    ['home-menu', '/', openMenu],
    ['cars', '/cars'],
    ['cars-filtered', `/cars?brand=${d.brand}&sort=price-desc`],
    ['cars-page-2', '/cars?page=2'],
    ['cars-none', '/cars?year=1950'],
    ['car', `/cars/${d.car}`],
    ['car-viewer', `/cars/${d.car}?enlarge=1`],
    ['car-enquiry-errors', `/cars/${d.car}#enquiry`, submit],
    ['compare', `/compare?ids=${d.compare.join(',')}`],
    ['brand', `/brand/${d.brand}`],
    ['offers', '/offers'],
    ['finance', '/finance'],
    ['import', '/import'],
    ['import-errors', '/import', submit],
    ['import-cost', '/import/cost'],
    ['import-track', `/import/track/${d.track}`],
    ['sell', '/sell'],
    ['sell-errors', '/sell', submit],
    ['contact', '/contact'],
    ['contact-errors', '/contact', submit],
    ['blogs', '/blogs'],
    ['blog-post', `/blogs/${d.blog}`],
    ['saved', '/saved'],
    ['alerts', '/alerts'],
    ['pre-reserve', '/pre-reserve'],
    ['reserve', `/cars/${d.car}/reserve`],
    ['reserve-errors', `/cars/${d.car}/reserve`, submit],
    ['reservation-paid', `/reservations/${d.reservation.token}`],
    ['account', '/account'],
    ['account-errors', '/account', submit],
    ['about', '/about'],
    ['true-brand', '/true-brand'],
    ['careers', '/careers'],
    ['terms', '/terms'],
    ['privacy', '/privacy'],
    ['not-found', '/no-such-page'],
  ]
}

/** Console screens, by the role that sees them. */
function consoleScreens(d) {
  const all = [
    ['dashboard', '/admin'],
    ['cars', '/admin/cars'],
    ['car-edit', `/admin/cars/${d.car}`],
    ['leads', '/admin/leads'],
  ]
  const reservations = [
    ['reservations', '/admin/reservations'],
    ['reservation', `/admin/reservations/${d.reservation.id}/show`],
    ['reservation-lead', `/admin/leads/${d.reservation.id}`],
  ]
  const staff = [
    ['car-create', '/admin/cars/create'],
    ['brands', '/admin/brands'],
    ['limited-offers', '/admin/limited-offers'],
    ['featured-cars', '/admin/featured-cars'],
    ['blogs', '/admin/blogs'],
    ['finance-settings', '/admin/finance-settings'],
    ['dealer-settings', '/admin/dealer-settings'],
    ['import-rates', '/admin/import-rates'],
  ]
  return {
    admin: [
      ...all,
      ...staff,
      ['staff', '/admin/staff'],
      ['audit-log', '/admin/audit-log'],
      ['outbox', '/admin/outbox'],
      ['saved-searches', '/admin/saved-searches'],
      ...reservations,
      ['reservation-settings', '/admin/reservation-settings'],
      ['site-pages', '/admin/site-pages'],
      ['site-page-edit', '/admin/site-pages/terms'],
    ],
    editor: [...all, ...staff],
    sales: [
      ...all,
      ...reservations,
      ['test-drives', '/admin/test-drives'],
      ['import-requests', '/admin/import-requests'],
    ],
  }
}

/** Adds an editor and a salesperson through the API; resolves every role's login. */
async function staffLogins(url, emulatorHost) {
  const token = await emulatorIdToken({ host: emulatorHost, ...ADMIN })
  const logins = { admin: ADMIN }
  for (const role of ['editor', 'sales']) {
    const email = `walk-${role}-${Date.now().toString(36)}@example.com`
    const added = await fetch(`${url}/api/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email, role, displayName: `Walk ${role}` }),
    }).then((r) => json(r, 'POST /api/staff'))
    logins[role] = { email, password: added.temporaryPassword }
  }
  return logins
}

async function shoot(page, file, log) {
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70 })
  log(file)
}

/**
 * Takes the walk-through into `out`, signing staff in on the Auth Emulator at `emulatorHost`
 * (the default one when not given). `newContext(size, js)` opens a browser context;
 * `log(file)` reports each picture. Resolves the list of pictures taken.
 */
export async function walkThrough({ url, database, emulatorHost, out, sizes, newContext, log }) {
  const d = await demoRecords(url)
  d.reservation.id = reservationId(database, d.reservation.token)
  const shots = []
  const take = async (page, { group, name, size }) => {
    const file = join(out, `${group}--${name}--${size.width}.jpg`)
    await shoot(page, file, log)
    shots.push({ group, name, width: size.width, file: `${group}--${name}--${size.width}.jpg` })
  }

  for (const js of [true, false]) {
    for (const size of sizes) {
      const context = await newContext(size, js)
      const page = await context.newPage()
      for (const [name, path, before] of publicPages(d)) {
        await page.goto(`${url}${path}`, { waitUntil: 'networkidle' })
        if (before) await before(page)
        await take(page, { group: js ? 'site-js' : 'site-nojs', name, size })
      }
      await context.close()
    }
  }

  // One sign-in per JavaScript setting (an address gets 3 links an hour), each screen
  // then taken at every width.
  for (const js of [true, false]) {
    const context = await newContext(sizes[0], js)
    const page = await context.newPage()
    await portal(page, { url, database }, async (name) => {
      for (const size of sizes) {
        await page.setViewportSize({ width: size.width, height: size.height })
        await take(page, { group: js ? 'portal-js' : 'portal-nojs', name, size })
      }
    })
    await context.close()
  }

  const logins = await staffLogins(url, emulatorHost)
  for (const [role, screens] of Object.entries(consoleScreens(d))) {
    for (const size of sizes) {
      const context = await newContext(size, true)
      const page = await context.newPage()
      await page.goto(`${url}/admin/login`)
      await page.getByLabel('Email').fill(logins[role].email)
      await page.getByLabel('Password').fill(logins[role].password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
      for (const [name, path] of screens) {
        await page.goto(`${url}${path}`, { waitUntil: 'networkidle' })
        await page.locator('#react-admin-title').waitFor({ timeout: 20_000 })
        await page.waitForLoadState('networkidle')
        await take(page, { group: `console-${role}`, name, size })
      }
      await context.close()
    }
  }

  writeFileSync(join(out, 'index.html'), contactSheet(shots))
  return shots
}

/** Reads the walk-through's database: what only the server or the buyer's inbox knows. */
function readDb(database, sql, ...params) {
  const db = new Database(database, { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).get(...params)
  } finally {
    db.close()
  }
}

const reservationId = (database, token) =>
  readDb(database, 'SELECT id FROM reservations WHERE token = ?', token)?.id

/**
 * The customer portal as the walk-through's buyer sees it: asking for a link, the link's
 * page (read from the outbox, as their inbox would show it), their records, erasing.
 */
async function portal(page, { url, database }, take) {
  await page.goto(`${url}/account`, { waitUntil: 'networkidle' })
  await page.getByLabel('Email').fill(BUYER.email)
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await page.getByRole('heading', { name: 'Check your email' }).waitFor()
  await take('check-email')
  const mail = readDb(
    database,
    `SELECT text FROM outbox WHERE "to" = ? AND purpose = 'sign-in-link'
     ORDER BY created_at DESC LIMIT 1`,
    BUYER.email,
  )
  const link = /\/account\/sign-in\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error('no sign-in link in the outbox')
  await page.goto(`${url}${link}`, { waitUntil: 'networkidle' })
  await take('sign-in-link')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByText('Signed in as').waitFor()
  await page.waitForLoadState('networkidle')
  await take('account')
  await page.goto(`${url}/account/erase`, { waitUntil: 'networkidle' })
  await take('erase')
  await page.goto(`${url}/account/sign-in/${'x'.repeat(22)}`, { waitUntil: 'networkidle' })
  await take('sign-in-link-used')
}

const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** One section per group, each picture at both widths side by side, phone first. */
function contactSheet(shots) {
  const groups = [...new Set(shots.map((s) => s.group))]
  const body = groups
    .map((group) => {
      const names = [...new Set(shots.filter((s) => s.group === group).map((s) => s.name))]
      const rows = names
        .map((name) => {
          const pics = shots
            .filter((s) => s.group === group && s.name === name)
            .map(
              (s) =>
                `<figure><a href="${escape(s.file)}"><img src="${escape(s.file)}" width="${s.width === 390 ? 195 : 640}" alt=""></a><figcaption>${s.width} px</figcaption></figure>`,
            )
            .join('')
          return `<h3>${escape(name)}</h3><div class="row">${pics}</div>`
        })
        .join('\n')
      return `<section><h2>${escape(group)}</h2>${rows}</section>`
    })
    .join('\n')
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Walk-through</title>
<style>body{font:14px system-ui;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start}
figure{margin:0}img{border:1px solid #ccc;height:auto;max-height:1200px;object-fit:cover;object-position:top}</style>
<h1>Walk-through</h1>${body}</html>`
}
