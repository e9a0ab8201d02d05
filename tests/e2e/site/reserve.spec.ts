// Reserving a car online with an M-Pesa deposit, with JavaScript on and off: from a car
// page and from a home page offer's Reserve Now, through the Daraja stand-in's phone page
// (the test servers run it, as `npm start` does) to the receipt; a cancelled payment and
// trying again; /pre-reserve and its pre-order cars; a car someone else is paying for or
// has reserved. The cars are this file's own, of the demo brand with the most cars (a
// car with reservations cannot be deleted: those stay, where a few more cars change
// nothing another test counts; a brand of their own would change the brands' grid).
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { api, unique } from '../admin/helpers'
import { expectNoAxeViolations, JS_ON_CONTEXT, jsEnabled, queryDb } from '../support'
import { expectReserveTermsLinks, formatKes } from './helpers'
import { answerByRequest } from './stand-in'
import {
  depositFor,
  type ReservationSettings,
} from '../../../api/src/resources/reservation-settings/reservation-settings.contract'
import {
  CAR_ALREADY_RESERVED_MESSAGE,
  SOMEONE_PAYING_MESSAGE,
} from '../../../api/src/resources/reservations/reservations.contract'
import { todayInNairobi } from '../../../api/src/contract/nairobi'
import { BEING_RESERVED_BADGE } from '../../../site/app/lib/reservations'
import { BEING_RESERVED } from '../../../site/app/lib/reservations'

const WAITING = 'Check your phone and enter your M-Pesa PIN'
const PHONE = '0712 345 678'

/** The demo brand with the most cars. */
function busiestBrand(): string {
  return queryDb<{ key: string }>(
    'SELECT brand AS key FROM cars GROUP BY brand ORDER BY count(*) DESC, brand LIMIT 1',
  )[0]!.key
}

/** A car of this file's own; `model` names it on the pages. */
async function newCar(request: APIRequestContext, availability = 'In Stock', price = 4_800_000) {
  const model = `Reserve ${unique()}`
  const car = await api<{ id: string }>(request, 'POST cars', {
    brand: busiestBrand(),
    model,
    year: 2024,
    price,
    fuel: 'Petrol',
    transmission: 'Automatic',
    engine: '4.0L',
    horsepower: 500,
    availability,
  })
  return { id: car.id, model, price }
}

async function depositOf(request: APIRequestContext, price: number) {
  const settings = (await (
    await request.get('/api/reservation-settings')
  ).json()) as ReservationSettings
  return { deposit: depositFor(price, settings), settings }
}

function availabilityOf(carId: string) {
  return queryDb<{ a: string }>('SELECT availability AS a FROM cars WHERE id = ?', carId)[0]!.a
}

/** Fills the reserve form and sends it; resolves on the page it lands on. */
async function fillAndSend(page: Page, name = 'Wanjiku Kamau') {
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('M-Pesa phone').fill(PHONE)
  await page.getByLabel(/I accept the reservation terms/).check()
  await page.getByRole('button', { name: /deposit with M-Pesa$/ }).click()
}

/** The reservation's reference, as its waiting page shows it. */
async function referenceOn(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WAITING)
  const text = await page.getByText(/Reference: /).innerText()
  return /Reference: (\S+)/.exec(text)![1]!
}

/** Answers the reservation's payment request on the stand-in's phone page, in `page`. */
async function answerOnPhone(page: Page, reference: string, label: string) {
  await page.getByRole('link', { name: 'Open the demo phone' }).click()
  await expect(page.getByRole('heading', { name: 'M-Pesa phone (Daraja stand-in)' })).toBeVisible()
  await page
    .getByRole('region', { name: `Payment request ${reference}` })
    .getByRole('button', { name: label })
    .click()
  await expect(page.getByRole('status')).toContainText('Answered')
}

/** Starts a reservation through the API (as another buyer would). */
async function startReservation(request: APIRequestContext, carId: string) {
  const res = await request.post('/api/reservations', {
    data: { carId, name: 'Other Buyer', phone: '0722000111', consent: true },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as { token: string; reference: string }
}

test('reserve from a car page, pay on the demo phone, and keep the receipt', async ({
  page,
  context,
  request,
}, testInfo) => {
  const car = await newCar(request)
  const { deposit, settings } = await depositOf(request, car.price)

  await page.goto(`/cars/${car.id}`)
  await page.getByRole('link', { name: 'Reserve', exact: true }).click()
  await expect(page).toHaveURL(`/cars/${car.id}/reserve`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserve this car')
  await expect(page.getByRole('heading', { name: `Deposit: ${formatKes(deposit)}` })).toBeVisible()
  await expect(page.getByText(`for ${settings.holdDays} days`)).toBeVisible()
  await expect(page.getByText(settings.refundTerms)).toBeVisible()
  await expectReserveTermsLinks(page)

  // Every mistake named at once, in the API's words.
  await page.getByLabel('M-Pesa phone').fill('12345')
  await page.getByRole('button', { name: /deposit with M-Pesa$/ }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.getByText('Enter an M-Pesa number: 07…, 01…, +254… or 254…')).toBeVisible()
  await expect(page.getByText('Please accept the reservation terms')).toBeVisible()

  await fillAndSend(page)
  await expect(page).toHaveURL(/\/reservations\/[\w-]+$/)
  const reference = await referenceOn(page)
  const self = page.url()
  await expect(page.getByText(`We sent a request for ${formatKes(deposit)}`)).toBeVisible()
  await expect(page.getByText('2547*****678')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible()
  if (!jsEnabled(testInfo)) {
    // Without JavaScript the waiting page reloads itself.
    await expect(page.locator('head meta[http-equiv="refresh"]')).toHaveAttribute('content', '4')
  }
  await expect(page.getByRole('link', { name: 'Open the demo phone' })).toHaveAttribute(
    'href',
    /\/phone\?return=/,
  )

  // The buyer pays on the phone (another tab); the waiting page sees it by itself.
  const phone = await context.newPage()
  await phone.goto(self)
  await answerOnPhone(phone, reference, 'Enter PIN and pay')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your car is reserved', {
    timeout: 15_000,
  })
  // The phone page leads back to the reservation.
  await phone.getByRole('link', { name: 'Back to the site' }).click()
  await expect(phone).toHaveURL(self)
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Your car is reserved')

  const receipt = page.locator('.reservation-receipt')
  await expect(receipt).toContainText(/M-Pesa receipt\s*[A-Z0-9]{10}/)
  await expect(receipt).toContainText(`Amount paid${formatKes(deposit)}`)
  await expect(receipt.getByRole('link', { name: new RegExp(car.model) })).toHaveAttribute(
    'href',
    `/cars/${car.id}`,
  )
  await expect(receipt).toContainText('Held until')
  await expect(receipt).toContainText(`Reference${reference}`)
  await expect(page.getByRole('link', { name: self })).toBeVisible()
  await expect(page.getByText('Keep this link')).toBeVisible()
  // The link reads as text in a box, not a raw monospace address; with the page's script
  // it can be copied in one tap.
  await expect(page.getByRole('link', { name: self })).not.toHaveCSS('font-family', /monospace/)
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(
    jsEnabled(testInfo) ? 1 : 0,
  )
  expect(availabilityOf(car.id)).toBe('Reserved')

  // The private link works later too; the car page no longer offers Reserve.
  await page.goto(self)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your car is reserved')
  await page.goto(`/cars/${car.id}`)
  await expect(page.locator('.availability-reserved')).toHaveText('Reserved')
  await expect(page.getByRole('link', { name: 'Reserve', exact: true })).toHaveCount(0)
})

test("a home page offer's Reserve Now; a payment cancelled on the phone offers to try again", async ({
  page,
  request,
}) => {
  const car = await newCar(request)
  // Ending today: among the first offers the home page shows.
  const offer = await api<{ id: string }>(request, 'POST limited-offers', {
    carId: car.id,
    expiryDate: todayInNairobi(),
  })
  try {
    await page.goto('/')
    const card = page.locator('article.offer-card', { hasText: car.model })
    await card.getByRole('link', { name: /^Reserve Now/ }).click()
    await expect(page).toHaveURL(`/cars/${car.id}/reserve`)

    await fillAndSend(page)
    const reference = await referenceOn(page)
    await answerOnPhone(page, reference, 'Cancel')
    await page.getByRole('link', { name: 'Back to the site' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment cancelled')
    await expect(page.getByRole('alert')).toContainText('Nothing was charged')
    // Not held: the car is still for sale.
    expect(availabilityOf(car.id)).toBe('In Stock')

    await page.getByRole('link', { name: 'Try again' }).click()
    await expect(page).toHaveURL(`/cars/${car.id}/reserve`)
    await fillAndSend(page, 'Wanjiku Again')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WAITING)
  } finally {
    await api(request, `DELETE limited-offers/${offer.id}`)
  }
})

test('/pre-reserve: how it works, the deposit, and a Reserve button per pre-order car', async ({
  page,
  request,
}) => {
  const car = await newCar(request, 'Pre-Order', 12_000_000)
  try {
    await preReserve(page, request, car)
  } finally {
    await api(request, `DELETE cars/${car.id}`)
  }
})

async function preReserve(
  page: Page,
  request: APIRequestContext,
  car: Awaited<ReturnType<typeof newCar>>,
) {
  const { settings } = await depositOf(request, car.price)
  await page.goto('/pre-reserve')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-Reserve')
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'The deposit' })).toBeVisible()
  await expect(
    page.getByText(
      settings.depositKind === 'fixed'
        ? `The deposit is ${formatKes(settings.depositAmount)}`
        : `The deposit is ${settings.depositPercent}% of the car's price, at least ${formatKes(
            settings.depositMin,
          )} and at most ${formatKes(settings.depositMax)}.`,
    ),
  ).toBeVisible()

  const list = page.getByRole('region', { name: 'Pre-order cars' })
  const preOrder = queryDb<{ n: number }>(
    "SELECT count(*) AS n FROM cars WHERE availability = 'Pre-Order'",
  )[0]!.n
  await expect(list.locator('article')).toHaveCount(Math.min(preOrder, 48))
  await expect(list.getByRole('link', { name: /^Reserve: / })).toHaveCount(Math.min(preOrder, 48))
  const card = list.locator('article', { hasText: car.model })
  await card.getByRole('link', { name: /^Reserve: / }).click()
  await expect(page).toHaveURL(`/cars/${car.id}/reserve`)
  await expect(page.getByRole('button', { name: /deposit with M-Pesa$/ })).toBeVisible()
}

test('someone paying right now, then a car already reserved: the form says so and keeps what was typed', async ({
  page,
  request,
}) => {
  const car = await newCar(request)
  await page.goto(`/cars/${car.id}/reserve`)
  const other = await startReservation(request, car.id)

  await fillAndSend(page, 'Second Buyer')
  await expect(page.getByRole('alert')).toHaveText(SOMEONE_PAYING_MESSAGE)
  await expect(page.getByLabel('Name')).toHaveValue('Second Buyer')
  await expect(page.getByLabel('M-Pesa phone')).toHaveValue(PHONE)
  await expect(page.getByLabel(/I accept the reservation terms/)).toBeChecked()

  // The other buyer pays: now the car is reserved.
  await answerByRequest(request, other, 'approve')
  await expect
    .poll(async () => {
      await request.get(`/api/reservation-status/${other.token}`)
      return availabilityOf(car.id)
    })
    .toBe('Reserved')
  await page.getByRole('button', { name: /deposit with M-Pesa$/ }).click()
  await expect(page.getByRole('alert')).toHaveText(CAR_ALREADY_RESERVED_MESSAGE)
  await expect(page.getByLabel('Name')).toHaveValue('Second Buyer')

  // Opened afresh, the form is not offered.
  await page.goto(`/cars/${car.id}/reserve`)
  await expect(page.getByText('This car cannot be reserved online: it is reserved.')).toBeVisible()
})

test('a car another buyer is paying for says so on its page, its card and its reserve form', async ({
  page,
  request,
}) => {
  const car = await newCar(request)
  const other = await startReservation(request, car.id)

  await page.goto(`/cars/${car.id}`)
  await expect(page.getByRole('status').filter({ hasText: BEING_RESERVED })).toBeVisible()
  // Nothing offers what the post would refuse.
  await expect(page.getByRole('link', { name: 'Reserve', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Contact Dealer' })).toBeVisible()

  await page.goto(`/cars?brand=${encodeURIComponent(busiestBrand())}&sort=newest`)
  const card = page.getByRole('article').filter({ hasText: car.model })
  await expect(card.getByText(BEING_RESERVED_BADGE, { exact: true })).toBeVisible()
  await expect(card.getByText('In Stock', { exact: true })).toHaveCount(0)

  await page.goto(`/cars/${car.id}/reserve`)
  await expect(page.getByRole('status').filter({ hasText: BEING_RESERVED })).toBeVisible()
  await expect(page.getByRole('button', { name: /deposit with M-Pesa$/ })).toHaveCount(0)
  await expect(page.getByLabel('M-Pesa phone')).toHaveCount(0)

  // The other buyer cancels on the phone: the car is free again, and says so.
  await answerByRequest(request, other, 'cancel')
  await expect
    .poll(async () => {
      await request.get(`/api/reservation-status/${other.token}`)
      return queryDb<{ b: string | null }>(
        'SELECT being_reserved_until AS b FROM cars WHERE id = ?',
        car.id,
      )[0]!.b
    })
    .toBeNull()
  await page.goto(`/cars/${car.id}/reserve`)
  await expect(page.getByRole('button', { name: /deposit with M-Pesa$/ })).toBeVisible()
  await page.goto(`/cars/${car.id}`)
  await expect(page.getByText(BEING_RESERVED)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Reserve', exact: true }).first()).toBeVisible()
})

test(
  'the reservation pages pass axe: the form, waiting, paid, cancelled and /pre-reserve',
  { tag: JS_ON_CONTEXT },
  async ({ browser, request }) => {
    const car = await newCar(request)
    await expectNoAxeViolations(browser, `/cars/${car.id}/reserve`)
    const cancelled = await startReservation(request, car.id)
    await expectNoAxeViolations(browser, `/reservations/${cancelled.token}`)
    await answerByRequest(request, cancelled, 'cancel')
    await expectNoAxeViolations(browser, `/reservations/${cancelled.token}`)
    const paid = await startReservation(request, car.id)
    await answerByRequest(request, paid, 'approve')
    await expectNoAxeViolations(browser, `/reservations/${paid.token}`)
    await expectNoAxeViolations(browser, '/pre-reserve')
  },
)
