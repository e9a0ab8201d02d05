import { expect, test, type Page } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support'
import { signIn, signOutViaMenu } from './helpers'

const SIGN_IN_URL = '**/accounts:signInWithPassword*'

async function tryLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test.describe('sign-in and guard', () => {
  test('a signed-out visitor is sent from any console route to the login page', async ({
    page,
  }) => {
    for (const path of [
      '/admin',
      '/admin/cars',
      '/admin/featured-cars',
      '/admin/import-requests',
    ]) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admin\/login$/)
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    }
  })

  test('the login page fetches the console while the visitor types, before any sign-in', async ({
    page,
  }) => {
    await page.goto('/admin/login')
    const consoleChunk = page.waitForRequest(/\/admin\/assets\/App-[\w-]+\.js$/)
    await page.getByLabel('Email').fill(ADMIN_EMAIL)
    const request = await consoleChunk
    expect((await request.response())?.status()).toBe(200)
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  })

  test('shows "Loading..." until the console is ready', async ({ page }) => {
    await signIn(page)
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/admin/assets/App-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/admin/brands')
    await expect(page.getByRole('status')).toHaveText('Loading...')
    release()
    await expect(page.getByRole('columnheader', { name: 'Full Name' })).toBeVisible()
  })

  test('the login page does not load the console code', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    // Past the browser's next idle period and a quiet network: nothing left pending
    // that could still ask for it.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)))
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((s) => /\/App-[^/]+\.js$/.test(s))).toEqual([])
  })

  test('each sign-in failure shows its message', async ({ page }) => {
    await page.goto('/admin/login')
    await tryLogin(page, 'not-an-email', 'whatever')
    await expect(page.getByRole('alert')).toHaveText('Invalid email format')

    await tryLogin(page, ADMIN_EMAIL, 'wrong-password')
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password')

    await tryLogin(page, 'nobody-here@example.com', 'wrong-password')
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password')

    // The provider's throttling and other refusals, answered the way Firebase does.
    await page.route(SIGN_IN_URL, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER', errors: [] },
        }),
      }),
    )
    await tryLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
    await expect(page.getByRole('alert')).toHaveText('Too many attempts, please try again later')
    await page.unroute(SIGN_IN_URL)

    await page.route(SIGN_IN_URL, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, message: 'USER_DISABLED', errors: [] } }),
      }),
    )
    await tryLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
    await expect(page.getByRole('alert')).toHaveText('An error occurred, please try again')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('shows Signing In... while busy, then opens the dashboard and syncs the session', async ({
    page,
    context,
  }) => {
    await page.goto('/admin/login')
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    await page.route(SIGN_IN_URL, async (route) => {
      await held
      await route.continue()
    })
    const sessionPost = page.waitForRequest(
      (r) => r.url().endsWith('/api/session') && r.method() === 'POST',
    )
    await tryLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD)
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    const post = await sessionPost
    expect(JSON.parse(post.postData() ?? '{}').idToken).toEqual(expect.any(String))
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain('session')
  })

  test('every API call carries the bearer token of the signed-in user', async ({ page }) => {
    const calls: { url: string; auth: string | undefined }[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/api/') && !/public-config|session/.test(url.pathname))
        calls.push({ url: url.pathname, auth: r.headers().authorization })
    })
    await signIn(page)
    // The dashboard's counts and leads are loaded after the heading renders; wait for
    // them so their requests are among those checked, then load a list as well.
    for (const resource of ['cars', 'brands', 'featured-cars', 'limited-offers'])
      await expect(page.getByTestId(`count-${resource}`)).toHaveText(/^\d+$/)
    await page.goto('/admin/cars')
    await expect(page.getByRole('columnheader', { name: 'Model' })).toBeVisible()
    // /api/cars twice: the dashboard's count and the list's page.
    await expect.poll(() => calls.filter((c) => c.url === '/api/cars').length).toBeGreaterThan(1)
    expect(calls.length).toBeGreaterThan(4)
    for (const call of calls) expect(call.auth, call.url).toMatch(/^Bearer [\w-]+\.[\w-]+\./)
  })

  test('signing out, here or in another tab, sends the user to the login page', async ({
    page,
    context,
  }) => {
    await signIn(page)
    const other = await context.newPage()
    await other.goto('/admin/brands')
    await expect(other.getByRole('columnheader', { name: 'Full Name' })).toBeVisible()

    const sessionDelete = page.waitForRequest(
      (r) => r.url().endsWith('/api/session') && r.method() === 'DELETE',
    )
    await signOutViaMenu(page)
    await expect(page).toHaveURL(/\/admin\/login$/)
    await sessionDelete
    // The other tab follows without a reload.
    await expect(other).toHaveURL(/\/admin\/login$/, { timeout: 15_000 })
    await page.goto('/admin/cars')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('a 401 from the API signs the user out', async ({ page }) => {
    await signIn(page)
    await page.route('**/api/blogs?**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'User not authenticated' }),
      }),
    )
    await page.getByRole('menuitem', { name: 'Blogs' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.unroute('**/api/blogs?**')
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('the login form works from the keyboard', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Email')).toBeFocused()
    await page.keyboard.type(ADMIN_EMAIL)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Password')).toBeFocused()
    await page.keyboard.type(ADMIN_PASSWORD)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })
})

test("the login page carries the dealer's name and colours, on a phone and a laptop", async ({
  page,
  request,
}) => {
  const { siteName } = (await (await request.get('/api/public-config')).json()) as {
    siteName: string
  }
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.goto('/admin/login')
    const dealer = page.getByText(siteName, { exact: true })
    await expect(dealer).toBeVisible()
    await expect(page).toHaveTitle(`Sign in | ${siteName}`)
    await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible()
    // The public site's palette: the dark band, the metal name, the action-blue button.
    await expect(page.locator('.login-brand')).toHaveCSS('background-color', 'rgb(14, 14, 17)')
    await expect(dealer).toHaveCSS('color', 'rgb(200, 169, 106)')
    const signInButton = page.getByRole('button', { name: 'Sign In' })
    await expect(signInButton).toHaveCSS('background-color', 'rgb(31, 61, 122)')
    // The whole form on the first screen, nothing off the side.
    await expect(signInButton).toBeInViewport()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  }
})

test("the console wears the dealer's name and colours inside, as its login page does", async ({
  page,
  request,
}) => {
  const { siteName } = (await (await request.get('/api/public-config')).json()) as {
    siteName: string
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  // The dark bar with the metal line, the dealer's name in metal, the action blue.
  const bar = page.locator('header').first()
  await expect(bar).toHaveCSS('background-color', 'rgb(14, 14, 17)')
  await expect(bar).toHaveCSS('border-bottom-color', 'rgb(200, 169, 106)')
  const dealer = page.getByTestId('console-dealer')
  await expect(dealer).toHaveText(siteName)
  await expect(dealer).toHaveCSS('color', 'rgb(200, 169, 106)')
  await page.goto('/admin/cars')
  await expect(page.getByRole('link', { name: 'Add Car' })).toHaveCSS('color', 'rgb(31, 61, 122)')
  // On a phone the bar keeps the page's title alone.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(dealer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
