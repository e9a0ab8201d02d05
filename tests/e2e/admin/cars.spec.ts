import { expect, test } from '@playwright/test'
import {
  CAR_CONDITIONS,
  CAR_DRIVETRAINS,
  CAR_FUELS,
  CAR_TRANSMISSIONS,
  currentModelYear,
} from '../../../api/src/contract/options'
import {
  api,
  type ApiBrand,
  type ApiCar,
  choose,
  escapeRegExp,
  field,
  signIn,
  unique,
} from './helpers'

test('cars: create, edit and delete, and the public site follows', async ({ page, request }) => {
  const brands = await api<ApiBrand[]>(request, 'GET brands')
  const brand = brands[0]
  expect(brand, 'the demo seed has brands').toBeDefined()
  if (!brand) return
  const model = `E2E Coupe ${unique()}`

  await signIn(page)
  await page.goto('/admin/cars')
  await page.getByRole('link', { name: 'Add Car' }).click()
  await expect(page).toHaveURL(/\/admin\/cars\/create$/)
  // The defaults: the current model year (not a fixed 2025), a price of 0, In Stock.
  await expect(field(page, 'Year')).toHaveValue(String(currentModelYear()))
  await expect(field(page, 'Price (Ksh)')).toHaveValue('0')
  await expect(field(page, 'Availability')).toHaveText('In Stock')

  // Required rules hold the form back.
  await field(page, 'Model').fill(model)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Required').filter({ visible: true }).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/cars\/create$/)

  await choose(page, 'Brand', brand.name)
  await field(page, 'Year').fill('2024')
  await field(page, 'Price (Ksh)').fill('18500000')
  await field(page, 'Mileage (km)').fill('1200')
  await choose(page, 'Availability', 'Pre-Order')
  // Fuel, transmission, condition and drivetrain: the API's lists, nothing typed.
  for (const [label, list] of [
    ['Fuel', CAR_FUELS],
    ['Transmission', CAR_TRANSMISSIONS],
    ['Condition', CAR_CONDITIONS],
    ['Drivetrain', CAR_DRIVETRAINS],
  ] as const) {
    await expect(field(page, label).and(page.getByRole('combobox'))).toBeVisible()
    await field(page, label).and(page.getByRole('combobox')).click()
    const options = page.getByRole('listbox').getByRole('option')
    const names = (await options.allTextContents()).filter((n) => n !== 'Not set' && n.trim())
    expect(names, label).toEqual([...list])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox')).toHaveCount(0)
  }
  await choose(page, 'Fuel', 'Petrol')
  await choose(page, 'Transmission', 'Automatic')
  await choose(page, 'Condition', 'Certified Pre-Owned')
  await choose(page, 'Drivetrain', 'AWD')
  await field(page, 'Engine').fill('4.0L V8')
  await field(page, 'Horsepower').fill('550')
  await field(page, 'Awards').fill(' Car of the Year , , Best Coupe ,')
  await field(page, 'Safety features').fill('ABS, Lane assist')
  await page.getByLabel('Limited Offer').check()
  await page.getByRole('button', { name: 'Save' }).click()

  // The form closes, a notice names the car, and the list shows it.
  await expect(page).toHaveURL(/\/admin\/cars(\?.*)?$/)
  await expect(page.getByText(`Added: 2024 ${brand.name} ${model} (Pre-Order)`)).toBeVisible()
  await page.getByPlaceholder('Search cars').fill(model)
  const row = page.getByRole('row', { name: new RegExp(model) })
  await expect(row).toBeVisible()
  await expect(row).toContainText('18,500,000')

  const [car] = await api<(ApiCar & Record<string, unknown>)[]>(
    request,
    `GET cars?filter=${encodeURIComponent(JSON.stringify({ q: model }))}`,
  )
  expect(car).toMatchObject({
    brand: brand.key,
    model,
    year: 2024,
    price: 18_500_000,
    mileage: 1200,
    availability: 'Pre-Order',
    fuel: 'Petrol',
    transmission: 'Automatic',
    condition: 'Certified Pre-Owned',
    drivetrain: 'AWD',
    awards: ['Car of the Year', 'Best Coupe'],
    safetyFeatures: ['ABS', 'Lane assist'],
    isLimited: true,
  })
  if (!car) return

  // The public site lists it, and so does its brand's page.
  await page.goto('/cars')
  await expect(page.getByText(model).filter({ visible: true }).first()).toBeVisible()
  await page.goto(`/brand/${brand.key}`)
  await expect(page.getByText(model).filter({ visible: true }).first()).toBeVisible()

  // Edit: the form loads the record, awards as a comma list.
  await page.goto(`/admin/cars/${car.id}`)
  await expect(field(page, 'Awards')).toHaveValue('Car of the Year, Best Coupe')
  await field(page, 'Price (Ksh)').fill('17250000')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/cars(\?.*)?$/)
  await expect(page.getByText(`Saved: 2024 ${brand.name} ${model} (Pre-Order)`)).toBeVisible()
  await expect
    .poll(async () => (await api<ApiCar>(request, `GET cars/${car.id}`)).price)
    .toBe(17_250_000)

  // Delete, with the spec's confirmation, from the car's page (not beside Edit on the row).
  await page.getByPlaceholder('Search cars').fill(model)
  const editedRow = page.getByRole('row', { name: new RegExp(model) })
  await expect(editedRow).toContainText('17,250,000')
  await expect(editedRow.getByRole('button', { name: /Delete/ })).toHaveCount(0)
  await editedRow.getByRole('cell', { name: model, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/cars/${car.id}$`))
  await page.getByRole('button', { name: /^Delete / }).click()
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this car?')
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  // Back to the list, without the car.
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/cars(\?.*)?$/)
  await page.getByPlaceholder('Search cars').fill(model)
  await expect(page.getByRole('row', { name: new RegExp(model) })).toHaveCount(0)
  const gone = await request.get(`/api/cars/${car.id}`)
  expect(gone.status()).toBe(404)
})

test('cars: server validation errors show above the form and beside the field', async ({
  page,
}) => {
  await signIn(page)
  await page.route('**/api/cars', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'Please correct the highlighted fields.',
            errors: { model: 'Model is too fancy' },
          }),
        })
      : route.continue(),
  )
  await page.goto('/admin/cars/create')
  const brandOptions = field(page, 'Brand')
  await brandOptions.click()
  await page.getByRole('option').first().click()
  await field(page, 'Model').fill('Anything')
  await choose(page, 'Fuel', 'Petrol')
  await choose(page, 'Transmission', 'Manual')
  await field(page, 'Engine').fill('2.0L')
  await field(page, 'Horsepower').fill('200')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to add cars' })).toContainText(
    'Bad Request, Response: Please correct the highlighted fields.',
  )
  await expect(page.getByText('Model is too fancy')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/cars\/create$/)
})

test('cars: a load failure shows "Error loading cars"', async ({ page }) => {
  await signIn(page)
  await page.route('**/api/cars?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Boom"}' }),
  )
  await page.goto('/admin/cars')
  await expect(page.getByRole('alert').filter({ hasText: 'Error loading cars:' })).toContainText(
    'Failed to fetch cars: Internal Server Error, Response: Boom',
  )
})

test('cars: search and paging across many cars', async ({ page, request }) => {
  const total = (await request.get('/api/cars?range=[0,0]')).headers()['content-range']
  await signIn(page)
  await page.goto('/admin/cars')
  const count = Number(total?.split('/').pop())
  await expect(page.getByText(new RegExp(`of ${count}`))).toBeVisible()
  if (count > 25) {
    await page.getByRole('button', { name: 'Go to page 2' }).click()
    await expect(page.getByText(new RegExp(`^26-`))).toBeVisible()
  }
  // Sorting by price, highest first.
  await page.getByRole('button', { name: 'Price' }).click()
  await page.getByRole('button', { name: 'Price' }).click()
  await expect(page).toHaveURL(/order=DESC/)
  await expect(page).toHaveURL(/sort=price/)
})

test('cars list: brand names, a photo and the availability; a phone gets a list of cars', async ({
  page,
  request,
}) => {
  // A brand whose name is not its key ("land-rover" / "Land Rover"), and a seeded photo.
  const brands = await api<ApiBrand[]>(request, 'GET brands')
  const brand = brands.find((b) => b.name.toLowerCase() !== b.key) ?? brands[0]
  const seeded = await api<(ApiCar & { mainImage: string | null })[]>(
    request,
    `GET cars?range=${encodeURIComponent('[0,49]')}`,
  )
  const photo = seeded.find((c) => c.mainImage)?.mainImage
  expect(brand && photo, 'the demo seed has brands and photos').toBeTruthy()
  if (!brand || !photo) return
  const model = `E2E List ${unique()}`
  const car = await api<ApiCar>(request, 'POST cars', {
    brand: brand.key,
    model,
    year: 2023,
    price: 12_000_000,
    availability: 'Reserved',
    fuel: 'Diesel',
    transmission: 'Automatic',
    engine: '3.0L',
    horsepower: 300,
    mainImage: photo,
  })
  try {
    await signIn(page)
    await page.goto('/admin/cars')
    await page.getByPlaceholder('Search cars').fill(model)
    const row = page.getByRole('row', { name: new RegExp(model) })
    await expect(row.getByRole('cell').nth(1)).toHaveText(brand.name)
    await expect(row).toContainText('Reserved')
    await expect(row.locator('img')).toHaveAttribute('src', new RegExp(escapeRegExp(photo)))
    await expect(row.locator('img')).toHaveJSProperty('complete', true)
    expect(
      await row.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth),
    ).toBeGreaterThan(0)
    for (const name of ['Photo', 'Brand', 'Model', 'Year', 'Price', 'Availability'])
      await expect(page.getByRole('columnheader', { name })).toBeVisible()
    await expect(row.getByLabel(`Edit 2023 ${brand.name} ${model}`)).toBeVisible()

    // On a phone: cards with the name, price and availability, nothing off the right.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByRole('table')).toHaveCount(0)
    const item = page.getByRole('link', {
      name: new RegExp(`2023 ${escapeRegExp(brand.name)} ${model}`),
    })
    await expect(item).toContainText('12,000,000')
    await expect(item).toContainText('Reserved')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await item.click()
    await expect(page).toHaveURL(new RegExp(`/admin/cars/${car.id}$`))
  } finally {
    await api(request, `DELETE cars/${car.id}`)
  }
})

test('cars: the transmission is a kind from the list and the gearbox its own name', async ({
  page,
  request,
}) => {
  const [brand] = await api<ApiBrand[]>(request, 'GET brands')
  if (!brand) return
  const model = `E2E Gearbox ${unique()}`
  const car = await api<ApiCar>(request, 'POST cars', {
    brand: brand.key,
    model,
    year: 2021,
    price: 8_000_000,
    fuel: 'diesel',
    transmission: 'automatic',
    gearbox: '8-speed PDK dual-clutch',
    engine: '3.0L',
    horsepower: 300,
  })
  try {
    // The API stored the list's spelling, and the gearbox as typed.
    expect(await api(request, `GET cars/${car.id}`)).toMatchObject({
      fuel: 'Diesel',
      transmission: 'Automatic',
      gearbox: '8-speed PDK dual-clutch',
    })
    await signIn(page)
    await page.goto(`/admin/cars/${car.id}`)
    await expect(field(page, 'Fuel')).toHaveText('Diesel')
    await expect(field(page, 'Transmission')).toHaveText('Automatic')
    await expect(field(page, 'Gearbox')).toHaveValue('8-speed PDK dual-clutch')
    await choose(page, 'Transmission', 'Manual')
    await field(page, 'Gearbox').fill('7-speed manual')
    await field(page, 'Price (Ksh)').fill('7900000')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/cars(\?.*)?$/)
    await expect
      .poll(async () =>
        api<ApiCar & { transmission: string; gearbox: string | null }>(
          request,
          `GET cars/${car.id}`,
        ),
      )
      .toMatchObject({ price: 7_900_000, transmission: 'Manual', gearbox: '7-speed manual' })
  } finally {
    await api(request, `DELETE cars/${car.id}`)
  }
})
