// Helpers of the back-office browser tests: real sign-in against the Auth Emulator,
// and direct API calls (with a real ID token) to arrange data.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { emulatorIdToken } from '../../../server/demo/auth-emulator.mjs'
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL } from '../support'

export async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN_EMAIL)
  await page.getByLabel('Password').fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}

export async function signOutViaMenu(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
}

let token: { value: string; at: number } | null = null

/** An admin ID token for arranging data through the API (cached for a few minutes). */
export async function adminToken(): Promise<string> {
  if (!token || Date.now() - token.at > 5 * 60_000) {
    token = {
      value: await emulatorIdToken({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      at: Date.now(),
    }
  }
  return token.value
}

/** `METHOD path` below `/api/`, as a request line reads: `'PUT cars/1'`. */
type ApiRoute = `${'GET' | 'POST' | 'PUT' | 'DELETE'} ${string}`

export async function api<T = unknown>(
  request: APIRequestContext,
  route: ApiRoute,
  data?: unknown,
): Promise<T> {
  const space = route.indexOf(' ')
  const [method, path] = [route.slice(0, space), route.slice(space + 1)]
  const send = async () =>
    request.fetch(`/api/${path}`, {
      method,
      headers: { Authorization: `Bearer ${await adminToken()}` },
      data,
    })
  let res = await send()
  // A sign-out test (auth.spec) revokes the admin's tokens: take a fresh one, once.
  if (res.status() === 401) {
    token = null
    res = await send()
  }
  expect(res.ok(), `${method} /api/${path}: ${res.status()} ${await res.text()}`).toBe(true)
  return (await res.json()) as T
}

/** A short unique suffix, so records made by one test never collide with another's. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A form field by its label, ignoring the required-field asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?\\s*$`))
}

/**
 * Picks an option of a react-admin SelectInput (an MUI select), and waits until its menu
 * is gone: an open or closing menu's listbox bears the same label, and its backdrop takes
 * the next click.
 */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await field(page, label).and(page.getByRole('combobox')).click()
  const listbox = page.getByRole('listbox')
  await listbox.getByRole('option', { name: option }).click()
  await expect(listbox).toHaveCount(0)
}

export type ApiCar = { id: string; brand: string; model: string; year: number; price: number }
export type ApiBrand = { id: string; key: string; name: string }

/** Signs in through the login page as any staff account; resolves on the dashboard. */
export async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export type StaffLogin = { email: string; password: string }

/**
 * Adds a staff member through the Staff screen (the signed-in user must be an admin) and
 * returns the temporary password that the screen shows once.
 */
export async function addStaffViaScreen(
  page: Page,
  member: { email: string; role: 'Admin' | 'Editor' | 'Sales'; name?: string },
): Promise<string> {
  await page.goto('/admin/staff/create')
  await field(page, 'Email').fill(member.email)
  await choose(page, 'Role', new RegExp(`^${member.role}$`))
  if (member.name) await field(page, 'Name').fill(member.name)
  await page.getByRole('button', { name: 'Save' }).click()
  const dialog = page.getByRole('dialog', { name: 'Staff member added' })
  await expect(dialog).toBeVisible()
  const password = ((await dialog.getByTestId('temporary-password').textContent()) ?? '').trim()
  expect(password.length, 'a temporary password is shown').toBeGreaterThanOrEqual(12)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/staff(\?.*)?$/)
  return password
}

/**
 * Adds each staff member through the Staff screen, signed in as the demo admin in a
 * browser context of its own, and sets each login's temporary password.
 */
export async function addStaffLogins(
  browser: Browser,
  members: { login: StaffLogin; role: 'Admin' | 'Editor' | 'Sales' }[],
): Promise<void> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
  })
  try {
    const page = await context.newPage()
    await signIn(page)
    for (const { login, role } of members) {
      login.password = await addStaffViaScreen(page, { email: login.email, role })
    }
  } finally {
    await context.close()
  }
}

/** Signs in, then opens `path` with a full load and waits until `ready` says it is drawn. */
export async function signInThenOpen(page: Page, path: string, ready: (p: Page) => Promise<void>) {
  await signIn(page)
  await page.goto(path)
  // A full load: Firebase restores the session, then the console's chunk loads.
  await expect(page.locator('#react-admin-title')).toBeVisible({ timeout: 20_000 })
  await ready(page)
}

/**
 * An editor's and a sales login for the tests of one describe block: added through the
 * Staff screen before the block's first test, their passwords filled in then.
 */
export function editorAndSalesLogins(name: string) {
  const editor: StaffLogin = { email: `e2e-${name}-editor-${unique()}@example.com`, password: '' }
  const sales: StaffLogin = { email: `e2e-${name}-sales-${unique()}@example.com`, password: '' }
  test.beforeAll(async ({ browser }) => {
    await addStaffLogins(browser, [
      { login: editor, role: 'Editor' },
      { login: sales, role: 'Sales' },
    ])
  })
  return { editor, sales }
}
