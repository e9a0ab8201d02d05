import { expect, holdEntryScript, hydrated, test, type Page } from './fixtures'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import {
  E2E_BASE_URL,
  E2E_UPLOADS_DIR,
  expectNoAxeViolations,
  jsEnabled,
  queryDb,
  JS_ON_CONTEXT,
} from '../support'
import { SITE_NAME } from './helpers'

// A real 2x2 PNG: the API checks the bytes of uploaded photos, not their names.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

async function fillHoneypot(page: Page) {
  await page.locator('input[name="website"]').evaluate((el) => {
    ;(el as HTMLInputElement).value = 'http://spam.example'
  })
}

/** The visitor's confirmation email, queued with the lead, names the page's reference. */
async function expectConfirmationMail(leadId: string, to: string, reference: string) {
  const mails = queryDb<{ to: string; subject: string; text: string }>(
    `SELECT "to", subject, text FROM outbox WHERE lead_id = ? AND purpose = 'customer-confirmation'`,
    leadId,
  )
  expect(mails).toHaveLength(1)
  expect(mails[0]!.to).toBe(to)
  expect(mails[0]!.subject).toContain(`(${reference})`)
  expect(mails[0]!.text).toContain(`Your reference: ${reference}. Please quote it`)
}

test.describe('contact form', () => {
  test('sends, confirms, clears the form and stores the message', async ({ page }) => {
    const name = unique('Contact Tester')
    await page.goto('/contact')
    await expect(page).toHaveTitle(`Contact Us | ${SITE_NAME}`)
    const email = `${name.replace(/\W+/g, '.')}@example.com`.toLowerCase()
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Subject', { exact: true }).selectOption('Test Drive')
    await page.getByLabel('Message', { exact: true }).fill('I would like a test drive on Saturday.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Thank you for your message' })
    await expect(status).toContainText(/Your reference is MSG-[2-9A-HJKMNP-Z]{6}\./)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
    const rows = queryDb<{ id: string; subject: string; phone: string | null; reference: string }>(
      'SELECT id, subject, phone, reference FROM contact_messages WHERE name = ?',
      name,
    )
    expect(rows).toEqual([
      { id: expect.any(String), subject: 'Test Drive', phone: null, reference: expect.any(String) },
    ])
    const { id, reference } = rows[0]!
    await expect(status).toContainText(`Your reference is ${reference}.`)
    await expectConfirmationMail(id, email, reference)
  })

  test('shows validation errors beside the fields, keeps the input, stores nothing', async ({
    page,
  }) => {
    const name = unique('Invalid Contact')
    await page.goto('/contact')
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email', { exact: true }).fill('someone@example')
    await page.getByLabel(/^Phone/).fill('not a phone')
    await page.getByLabel('Subject', { exact: true }).selectOption('Other')
    await page.getByLabel('Message', { exact: true }).fill('Hello')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.')
    await expect(page.locator('#phone-error')).toHaveText('Enter a valid phone number')
    await expect(page.locator('#email-error')).toHaveText('Enter a valid email address')
    await expect(page.getByLabel(/^Phone/)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello')
    expect(queryDb('SELECT id FROM contact_messages WHERE name = ?', name)).toEqual([])
  })

  test('required fields are marked for the browser', async ({ page }) => {
    await page.goto('/contact')
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '')
    }
    await expect(page.getByLabel(/^Phone/)).not.toHaveAttribute('required', '')
    const subjects = await page
      .getByLabel('Subject', { exact: true })
      .locator('option')
      .allInnerTexts()
    expect(subjects.slice(1)).toEqual(['Sales Inquiry', 'Test Drive', 'Import', 'Service', 'Other'])
  })

  test('a filled honeypot is refused quietly', async ({ page }) => {
    const name = unique('Bot')
    await page.goto('/contact')
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email', { exact: true }).fill('bot@example.com')
    await page.getByLabel('Subject', { exact: true }).selectOption('Other')
    await page.getByLabel('Message', { exact: true }).fill('Buy cheap things')
    await fillHoneypot(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
    expect(queryDb('SELECT id FROM contact_messages WHERE name = ?', name)).toEqual([])
  })
})

test.describe('import form', () => {
  test('submits with the 24-hour promise and stores the request', async ({ page }) => {
    const name = unique('Import Tester')
    await page.goto('/import')
    await expect(page).toHaveTitle(`Import Order | ${SITE_NAME}`)
    const budgets = await page
      .getByLabel('Budget (Ksh)', { exact: true })
      .locator('option')
      .allInnerTexts()
    expect(budgets.slice(1)).toEqual(['10-15M', '15-20M', '20-25M', '25M+'])
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email', { exact: true }).fill('import@example.com')
    await page.getByLabel(/^Phone/).fill('+254 700 000 001')
    await page.getByLabel('Car Make', { exact: true }).fill('Toyota')
    await page.getByLabel('Car Model', { exact: true }).fill('Land Cruiser 300')
    await page.getByLabel(/^Car Year/).fill('2024')
    await page.getByLabel('Budget (Ksh)', { exact: true }).selectOption('15-20M')
    await page.getByRole('button', { name: 'Submit Import Request' }).click()
    const status = page.getByRole('status').filter({ hasText: 'within 24 hours' })
    await expect(status).toContainText(/Your reference is IMP-[2-9A-HJKMNP-Z]{6}\./)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
    const rows = queryDb<Record<string, unknown>>(
      'SELECT reference, car_make, car_model, car_year, budget, additional_info FROM import_requests WHERE name = ?',
      name,
    )
    await expect(status).toContainText(`Your reference is ${String(rows[0]?.reference)}.`)
    expect(rows).toEqual([
      {
        reference: expect.stringMatching(/^IMP-/),
        car_make: 'Toyota',
        car_model: 'Land Cruiser 300',
        car_year: 2024,
        budget: '15-20M',
        additional_info: null,
      },
    ])
  })

  test('shows the error above the form and keeps the input', async ({ page }) => {
    const name = unique('Import Invalid')
    await page.goto('/import')
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email', { exact: true }).fill('import@example.com')
    await page.getByLabel(/^Phone/).fill('call me')
    await page.getByLabel('Car Make', { exact: true }).fill('Toyota')
    await page.getByLabel('Car Model', { exact: true }).fill('Prado')
    await page.getByLabel('Budget (Ksh)', { exact: true }).selectOption('25M+')
    await page.getByRole('button', { name: 'Submit Import Request' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.')
    await expect(page.locator('#phone-error')).toHaveText('Enter a valid phone number')
    await expect(page.getByLabel('Car Model', { exact: true })).toHaveValue('Prado')
    await expect(page.getByLabel('Budget (Ksh)', { exact: true })).toHaveValue('25M+')
    expect(queryDb('SELECT id FROM import_requests WHERE name = ?', name)).toEqual([])
  })
})

test.describe('one-line fields', () => {
  const ONE_LINE = 'must be on one line, without line breaks or control characters'

  test('a control character in the name or car make is shown beside the field', async ({
    page,
  }) => {
    const tail = unique('Wanjiru')
    await page.goto('/import')
    // A bidirectional override and a bell: what a paste can bring into a text box.
    await page.getByLabel('Name', { exact: true }).fill(`Amina \u202e${tail}`)
    await page.getByLabel('Email', { exact: true }).fill('import@example.com')
    await page.getByLabel(/^Phone/).fill('+254 700 000 001')
    await page.getByLabel('Car Make', { exact: true }).fill('Toyota\u0007')
    await page.getByLabel('Car Model', { exact: true }).fill('Prado')
    await page.getByLabel('Budget (Ksh)', { exact: true }).selectOption('25M+')
    await page.getByRole('button', { name: 'Submit Import Request' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.')
    await expect(page.locator('#name-error')).toHaveText(`Name ${ONE_LINE}`)
    await expect(page.locator('#carMake-error')).toHaveText(`Car make ${ONE_LINE}`)
    await expect(page.getByLabel('Car Model', { exact: true })).toHaveValue('Prado')
    expect(queryDb('SELECT id FROM import_requests WHERE name LIKE ?', `%${tail}`)).toEqual([])
  })

  test('a name with line breaks, posted as a form, is refused beside the field', async ({
    request,
  }) => {
    const name = unique('Account suspended')
    const res = await request.post('/contact', {
      form: {
        name: `${name}\nVerify now: http://phish.example/k`,
        email: 'stranger@example.com',
        subject: 'Other',
        message: 'Hello',
      },
    })
    expect(res.status()).toBe(400)
    const html = await res.text()
    expect(html).toContain(`Name ${ONE_LINE}`)
    expect(queryDb('SELECT id FROM contact_messages WHERE name LIKE ?', `${name}%`)).toEqual([])
  })
})

test.describe('sell form', () => {
  async function fillSell(page: Page, name: string) {
    await page.goto('/sell')
    await expect(page).toHaveTitle(`Sell Your Car | ${SITE_NAME}`)
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email', { exact: true }).fill('seller@example.com')
    await page.getByLabel(/^Phone/).fill('0712 345 678')
    await page.getByLabel('Car Make', { exact: true }).fill('Mercedes-Benz')
    await page.getByLabel('Car Model', { exact: true }).fill('E 300')
    await page.getByLabel(/^Car Year/).fill('2019')
    await page.getByLabel('Mileage (km)', { exact: true }).fill('64000')
    await page.getByLabel('Condition', { exact: true }).selectOption('VeryGood')
  }

  /** Sends the sell form, sees it thanked for, and gives the photos of the one request stored. */
  async function sendSell(page: Page, name: string): Promise<string[]> {
    await page.getByRole('button', { name: 'Submit for Valuation' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'initial valuation within 24 hours' }),
    ).toBeVisible()
    const rows = queryDb<{ images: string }>(
      'SELECT images FROM sell_requests WHERE name = ?',
      name,
    )
    expect(rows).toHaveLength(1)
    return JSON.parse(rows[0]!.images) as string[]
  }

  test('stores the request with its photo and promises a valuation in 24 hours', async ({
    page,
  }) => {
    const name = unique('Seller')
    await fillSell(page, name)
    await page
      .getByLabel(/Photos/)
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('button', { name: 'Submit for Valuation' }).click()
    const status = page.getByRole('status').filter({ hasText: 'initial valuation within 24 hours' })
    await expect(status).toContainText(/Your reference is SELL-[2-9A-HJKMNP-Z]{6}\./)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
    const rows = queryDb<{ condition: string; mileage: number; images: string; reference: string }>(
      'SELECT condition, mileage, images, reference FROM sell_requests WHERE name = ?',
      name,
    )
    expect(rows).toHaveLength(1)
    await expect(status).toContainText(`Your reference is ${rows[0]!.reference}.`)
    expect(rows[0]!.condition).toBe('VeryGood')
    expect(rows[0]!.mileage).toBe(64000)
    const images = JSON.parse(rows[0]!.images) as string[]
    expect(images).toHaveLength(1)
    expect(images[0]).toMatch(/^\/uploads\//)
    expect(existsSync(join(E2E_UPLOADS_DIR, images[0]!.replace(/^\/uploads\//, '')))).toBe(true)
  })

  test('names every mistake at once: a negative mileage says so, beside the others', async ({
    page,
  }, testInfo) => {
    const name = unique('Seller All At Once')
    await fillSell(page, name)
    await page.getByLabel('Name', { exact: true }).fill('')
    await page.getByLabel('Email', { exact: true }).fill('seller@example')
    await page.getByLabel('Mileage (km)', { exact: true }).fill('-5')
    await page.getByLabel('Condition', { exact: true }).selectOption('')
    await page.getByRole('button', { name: 'Submit for Valuation' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.')
    await expect(page.locator('#mileage-error')).toHaveText('Mileage must not be negative')
    await expect(page.locator('#name-error')).toHaveText('Name is required')
    await expect(page.locator('#email-error')).toHaveText('Enter a valid email address')
    await expect(page.locator('#condition-error')).toHaveText('Choose a condition')
    await expect(page.getByLabel('Mileage (km)', { exact: true })).toHaveValue('-5')
    // With JavaScript the page stays put: the first field named wrong gets the focus.
    if (jsEnabled(testInfo)) await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
    expect(queryDb('SELECT id FROM sell_requests WHERE email = ?', 'seller@example')).toEqual([])
  })

  test('keeps the photos through a mistake: shown by name, one removed, the rest sent', async ({
    page,
  }) => {
    const name = unique('Seller Keeps Photos')
    await fillSell(page, name)
    await page.getByLabel('Mileage (km)', { exact: true }).fill('-5')
    await page.getByLabel(/Photos/).setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: PNG },
      { name: 'back.png', mimeType: 'image/png', buffer: PNG },
    ])
    await page.getByRole('button', { name: 'Submit for Valuation' }).click()
    await expect(page.locator('#mileage-error')).toHaveText('Mileage must not be negative')
    const kept = page.getByRole('list', { name: /Already attached/ })
    await expect(kept.getByRole('listitem')).toHaveCount(2)
    await expect(kept).toContainText('front.png')
    await expect(kept).toContainText('back.png')
    // Thumbnails of the stored photos, and nothing left in the file box to send twice.
    for (const img of await kept.locator('img').all()) {
      await expect(img).not.toHaveAttribute('src', /placeholder\.svg$/)
      await expect(img).toHaveJSProperty('complete', true)
      expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0)
    }
    await expect(page.getByLabel(/Photos/)).toHaveValue('')
    expect(queryDb('SELECT id FROM sell_requests WHERE name = ?', name)).toEqual([])

    // Remove one and make another mistake: the list follows.
    await page.getByRole('checkbox', { name: 'Remove back.png' }).check()
    await page.getByLabel('Email', { exact: true }).fill('seller@example')
    await page.getByRole('button', { name: 'Submit for Valuation' }).click()
    await expect(page.locator('#email-error')).toHaveText('Enter a valid email address')
    await expect(kept.getByRole('listitem')).toHaveCount(1)
    await expect(kept).toContainText('front.png')

    await page.getByLabel('Email', { exact: true }).fill('seller@example.com')
    await page.getByLabel('Mileage (km)', { exact: true }).fill('64000')
    const images = await sendSell(page, name)
    expect(images).toHaveLength(1)
    expect(existsSync(join(E2E_UPLOADS_DIR, images[0]!.replace(/^\/uploads\//, '')))).toBe(true)
    expect(queryDb('SELECT id FROM held_photos WHERE url = ?', images[0])).toEqual([])
  })

  test('refuses a file that is not an image and keeps the input', async ({ page }) => {
    const name = unique('Seller Bad Photo')
    await fillSell(page, name)
    await page.getByLabel(/Photos/).setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    })
    await page.getByRole('button', { name: 'Submit for Valuation' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page.locator('#images-error')).toBeVisible()
    await expect(page.getByLabel('Car Model', { exact: true })).toHaveValue('E 300')
    expect(queryDb('SELECT id FROM sell_requests WHERE name = ?', name)).toEqual([])
  })
  test(
    'with JavaScript, photos show as they are chosen, add up and can be removed before sending',
    { tag: JS_ON_CONTEXT },
    async ({ browser }) => {
      const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true })
      try {
        const page = await context.newPage()
        await page.goto('/sell')
        await hydrated(page)
        const name = unique('Seller Picks Photos')
        await fillSell(page, name)
        const box = page.getByLabel(/Photos/)
        const chosen = page.getByRole('list', { name: 'Chosen to send' })
        await box.setInputFiles([
          { name: 'front.png', mimeType: 'image/png', buffer: PNG },
          { name: 'side.png', mimeType: 'image/png', buffer: PNG },
        ])
        await expect(chosen.getByRole('listitem')).toHaveCount(2)
        // Each the chosen picture itself (2 px wide), read from the device, not a stand-in.
        for (const img of await chosen.locator('img').all()) {
          await expect(img).toHaveAttribute('src', /^blob:/)
          await expect(img).toHaveJSProperty('complete', true)
          expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(2)
        }
        // Choosing again adds to the photos; the box holds every one listed.
        await box.setInputFiles({ name: 'rear.png', mimeType: 'image/png', buffer: PNG })
        await expect(chosen.getByRole('listitem')).toHaveCount(3)
        await expect(chosen).toContainText('front.png')
        await expect(chosen).toContainText('rear.png')
        expect(await box.evaluate((i: HTMLInputElement) => i.files?.length)).toBe(3)

        // What is wrong is said before sending, in the action's words, and goes with it.
        await box.setInputFiles({
          name: 'notes.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('not a photo'),
        })
        await expect(page.locator('#images-error')).toHaveText(
          'Photos must be JPEG, PNG, WebP, AVIF or GIF images.',
        )
        await expect(box).toHaveAttribute('aria-invalid', 'true')
        await page.getByRole('button', { name: 'Remove notes.txt' }).click()
        await expect(page.locator('#images-error')).toHaveCount(0)
        await page.getByRole('button', { name: 'Remove side.png' }).click()
        await expect(chosen.getByRole('listitem')).toHaveCount(2)
        expect(await box.evaluate((i: HTMLInputElement) => i.files?.length)).toBe(2)

        expect(await sendSell(page, name)).toHaveLength(2)
      } finally {
        await context.close()
      }
    },
  )
  test(
    'photos chosen before the page has its scripts are listed once it does',
    { tag: JS_ON_CONTEXT },
    async ({ browser }) => {
      const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true })
      try {
        const page = await context.newPage()
        // Remix's entry is held back: the photos are chosen while nothing listens.
        const release = await holdEntryScript(page)
        const name = unique('Seller Early Photos')
        await fillSell(page, name)
        await page.getByLabel(/Photos/).setInputFiles([
          { name: 'front.png', mimeType: 'image/png', buffer: PNG },
          { name: 'side.png', mimeType: 'image/png', buffer: PNG },
        ])
        const chosen = page.getByRole('list', { name: 'Chosen to send' })
        await expect(chosen).toHaveCount(0)
        release()
        await hydrated(page)
        await expect(chosen.getByRole('listitem')).toHaveCount(2)
        await expect(chosen).toContainText('front.png')
        await page.getByRole('button', { name: 'Remove front.png' }).click()
        await expect(chosen.getByRole('listitem')).toHaveCount(1)
        expect(await sendSell(page, name)).toHaveLength(1)
      } finally {
        await context.close()
      }
    },
  )
})

test('a confirmation naming a reference is never kept for another visitor', async ({ request }) => {
  for (const [path, ref] of [
    ['/contact', 'MSG-ABC234'],
    ['/sell', 'SELL-ABC234'],
    ['/import', 'IMP-ABC234'],
  ] as const) {
    const confirmed = await request.get(`${path}?sent=1&ref=${ref}`)
    expect(confirmed.headers()['cache-control'], path).toBe('no-store')
    expect(await confirmed.text()).toContain(`Your reference is ${ref}.`)
    const plain = await request.get(path)
    expect(plain.headers()['cache-control'], path).toMatch(/public/)
    expect(await plain.text()).not.toContain(ref)
  }
})

test('form pages have no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  for (const path of ['/contact', '/import', '/sell', '/contact?sent=1']) {
    await expectNoAxeViolations(browser, path)
  }
})
