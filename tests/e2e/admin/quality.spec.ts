import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support'
import { signIn, signInThenOpen } from './helpers'

test.describe('accessibility (axe-core)', () => {
  test('the login page', async ({ browser }) => {
    await expectNoAxeViolations(browser, '/admin/login', async (page) => {
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    })
  })
  test('the login page with an error', async ({ browser }) => {
    await expectNoAxeViolations(browser, '/admin/login', async (page) => {
      await page.getByLabel('Email').fill('not-an-email')
      await page.getByLabel('Password').fill('x')
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
    })
  })
  test('the dashboard', async ({ browser }) => {
    await expectNoAxeViolations(browser, '/admin/login', (page) =>
      signInThenOpen(page, '/admin', async (p) => {
        await expect(p.getByTestId('count-cars')).toHaveText(/^\d+$/)
        await expect(p.getByTestId('count-limited-offers')).toHaveText(/^\d+$/)
      }),
    )
  })
  test('a list', async ({ browser }) => {
    await expectNoAxeViolations(browser, '/admin/login', (page) =>
      signInThenOpen(page, '/admin/cars', async (p) => {
        await expect(p.getByRole('row').nth(1)).toBeVisible()
      }),
    )
  })
  test('a form', async ({ browser }) => {
    await expectNoAxeViolations(browser, '/admin/login', (page) =>
      signInThenOpen(page, '/admin/cars/create', async (p) => {
        await expect(p.getByRole('button', { name: 'Save' })).toBeVisible()
      }),
    )
  })
  test('the featured cars checklist', async ({ browser }) => {
    await expectNoAxeViolations(browser, '/admin/login', (page) =>
      signInThenOpen(page, '/admin/featured-cars', async (p) => {
        await expect(p.getByRole('group', { name: 'Featured cars' })).toBeVisible()
      }),
    )
  })
})

/** Opens each path (signed in) and checks that the page is no wider than the screen. */
async function expectNothingSideways(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
}

test.describe('tablet and laptop widths', () => {
  for (const width of [1024, 1440]) {
    test(`nothing overflows sideways at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await signIn(page)
      await expectNothingSideways(page, [
        '/admin',
        '/admin/cars',
        '/admin/cars/create',
        '/admin/contact-messages',
      ])
    })
  }
})

test('on a phone every list fits the screen, a card per record', async ({ page, request }) => {
  // A lead, so the outbox holds its alert and confirmation.
  const lead = await request.post('/api/contact-messages', {
    data: {
      name: 'Achieng Otieno',
      email: 'achieng.otieno@example.co.ke',
      phone: '+254 722 123 456',
      subject: 'Sales Inquiry',
      message: 'Is the Range Rover still available for a viewing this week?',
    },
  })
  expect(lead.status()).toBe(201)
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  await expectNothingSideways(page, [
    '/admin',
    '/admin/cars',
    '/admin/brands',
    '/admin/limited-offers',
    '/admin/blogs',
    '/admin/leads',
    '/admin/contact-messages',
    '/admin/staff',
    '/admin/audit-log',
    '/admin/outbox',
    '/admin/saved-searches',
    '/admin/import-rates',
  ])
  // Staff: a row opens the member; the outbox: a card opens to its text.
  await page.goto('/admin/staff')
  await page.getByRole('link', { name: /admin@example\.com/ }).click()
  await expect(page).toHaveURL(/\/admin\/staff\/[^/]+$/)
  await page.goto('/admin/outbox')
  const card = page.getByRole('button', { expanded: false }).filter({ hasText: 'Queued' }).first()
  await card.click()
  await expect(page.getByText(/^To .+@/).first()).toBeVisible()
})

test('the console is reachable by keyboard', async ({ page }) => {
  await signIn(page)
  // Tab from the top of the page to the Cars menu entry and open it with Enter.
  let found = false
  for (let i = 0; i < 20 && !found; i++) {
    await page.keyboard.press('Tab')
    found = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Cars')
  }
  expect(found).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/cars$/)
  // Then on to the first Edit button, and into the form.
  found = false
  for (let i = 0; i < 40 && !found; i++) {
    await page.keyboard.press('Tab')
    found = await page.evaluate(() =>
      /^Edit /.test(document.activeElement?.getAttribute('aria-label') ?? ''),
    )
  }
  expect(found).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/cars\/[^/]+$/)
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
})
