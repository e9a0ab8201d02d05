// The admin's Staff screen and audit log, driven through the console.
import { expect, type Page, test } from '@playwright/test'
import {
  type AuditEntry,
  INACTIVE_STAFF_MESSAGE,
  LAST_ADMIN_MESSAGE,
  type StaffMember,
} from '../../../api/src/contract/staff'
import { ADMIN_EMAIL, E2E_BASE_URL } from '../support'
import {
  api,
  type ApiBrand,
  choose,
  escapeRegExp,
  field,
  signIn,
  signInAs,
  unique,
} from './helpers'

const filterQuery = (filter: Record<string, string>) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}`

/** A member's row in the Staff list, by its Edit button: "Added by" shows emails too. */
const staffRow = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByLabel(`Edit ${email}`, { exact: true }) })

test('an admin adds a staff member, sees the password once, changes the role, deactivates and reactivates', async ({
  page,
  browser,
  request,
}) => {
  const email = `e2e-staff-${unique()}@example.com`
  await signIn(page)
  await page.getByRole('menuitem', { name: 'Staff' }).click()
  await expect(page).toHaveURL(/\/admin\/staff(\?.*)?$/)
  await page.getByRole('link', { name: 'Add Staff Member' }).click()
  await expect(page).toHaveURL(/\/admin\/staff\/create$/)

  await field(page, 'Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter a valid email address')).toBeVisible()
  await field(page, 'Email').fill(email)
  await choose(page, 'Role', /^Editor$/)
  await field(page, 'Name').fill('Test Editor')
  await page.getByRole('button', { name: 'Save' }).click()

  // The temporary password, once, in a dialog that a stray click does not close.
  const dialog = page.getByRole('dialog', { name: 'Staff member added' })
  await expect(dialog).toContainText(`${email} was added as Editor.`)
  await expect(dialog).toContainText('shown only once')
  await expect(dialog).toContainText('Pass it on securely')
  const password = ((await dialog.getByTestId('temporary-password').textContent()) ?? '').trim()
  expect(password.length).toBeGreaterThanOrEqual(12)
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/staff(\?.*)?$/)
  await expect(page.getByText(password)).toHaveCount(0)

  // The list: email, name, role, active, added by, added on.
  await page.getByPlaceholder('Search staff').fill(email)
  const row = staffRow(page, email)
  await expect(row).toBeVisible()
  await expect(row).toContainText('Test Editor')
  await expect(row.getByTestId('staff-role')).toHaveText('Editor')
  await expect(row.getByTestId('staff-active')).toHaveText('Yes')
  await expect(row).toContainText(ADMIN_EMAIL)
  await expect(row).toContainText(/\d{2} \w{3,4} \d{4}, \d{2}:\d{2}:\d{2} EAT/)

  // The same email again is refused.
  await page.goto('/admin/staff/create')
  await field(page, 'Email').fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to add staff' })).toContainText(
    'Conflict',
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The new member signs in with the temporary password.
  const memberContext = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
  })
  try {
    const member = await memberContext.newPage()
    await signInAs(member, email, password)
    await expect(member.getByRole('menuitem', { name: 'Blogs' })).toBeVisible()
    await expect(member.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0)

    // Role: Editor to Sales. The edit page never shows the password.
    await page.goto('/admin/staff')
    await page.getByPlaceholder('Search staff').fill(email)
    await row.getByLabel(`Edit ${email}`).click()
    await expect(page).toHaveURL(/\/admin\/staff\/[^/]+$/)
    await expect(field(page, 'Email')).toHaveValue(email)
    await expect(field(page, 'Email')).not.toBeEditable()
    await expect(page.getByText(password)).toHaveCount(0)
    await choose(page, 'Role', /^Sales$/)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/staff(\?.*)?$/)
    await expect(row.getByTestId('staff-role')).toHaveText('Sales')
    const [stored] = await api<StaffMember[]>(request, `GET staff?${filterQuery({ q: email })}`)
    expect(stored).toMatchObject({
      email,
      role: 'sales',
      active: true,
      displayName: 'Test Editor',
      addedBy: ADMIN_EMAIL,
    })

    // Deactivate, after a confirmation.
    await row.getByRole('button', { name: 'Deactivate' }).click()
    const confirm = page.getByRole('dialog')
    await expect(confirm).toContainText('signed out everywhere')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(row.getByTestId('staff-active')).toHaveText('No')

    // The member's open console is signed out at its next write, and says why. (A reload
    // would sign them out quietly: Firebase itself refuses the revoked session.)
    await member.getByRole('menuitem', { name: 'Featured Cars' }).click()
    await expect(member.getByRole('group', { name: 'Featured cars' })).toBeVisible()
    await member.getByRole('button', { name: 'Save Featured Cars' }).click()
    await expect(member).toHaveURL(/\/admin\/login$/)
    await expect(member.getByRole('alert')).toHaveText(INACTIVE_STAFF_MESSAGE)

    // Signing in again is refused the same way.
    await member.getByLabel('Email').fill(email)
    await member.getByLabel('Password').fill(password)
    await member.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(member.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
    await expect(member.getByRole('alert')).toHaveText(INACTIVE_STAFF_MESSAGE)
    await expect(member).toHaveURL(/\/admin\/login$/)

    // Reactivate: they are back, as Sales now.
    await row.getByRole('button', { name: 'Reactivate' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await expect(row.getByTestId('staff-active')).toHaveText('Yes')
    await signInAs(member, email, password)
    await expect(member.getByRole('menuitem', { name: 'Contact Messages' })).toBeVisible()
    await expect(member.getByRole('menuitem', { name: 'Blogs' })).toHaveCount(0)
  } finally {
    await memberContext.close()
  }
})

test('the last active admin can be neither deactivated nor demoted', async ({ page, request }) => {
  await signIn(page)
  await page.goto('/admin/staff')
  await page.getByPlaceholder('Search staff').fill(ADMIN_EMAIL)
  const row = staffRow(page, ADMIN_EMAIL)
  await expect(row.getByTestId('staff-role')).toHaveText('Admin')

  await row.getByRole('button', { name: 'Deactivate' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('alert').filter({ hasText: LAST_ADMIN_MESSAGE })).toBeVisible()
  await expect(row.getByTestId('staff-active')).toHaveText('Yes')

  await row.getByLabel(`Edit ${ADMIN_EMAIL}`).click()
  // The edit form, not the list's Role filter.
  await expect(page).toHaveURL(/\/admin\/staff\/[^/]+$/)
  await expect(field(page, 'Email')).toHaveValue(ADMIN_EMAIL)
  await choose(page, 'Role', /^Editor$/)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: LAST_ADMIN_MESSAGE }).first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/staff\/[^/]+$/)

  const [admin] = await api<StaffMember[]>(request, `GET staff?${filterQuery({ q: ADMIN_EMAIL })}`)
  expect(admin).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', active: true })
})

test('the audit log lists an edit, and the record History link opens it', async ({
  page,
  request,
}) => {
  const id = unique()
  const brand = await api<ApiBrand>(request, 'POST brands', {
    key: `e2e-audit-${id}`,
    name: `Audit ${id}`,
    fullName: `Audit Motors ${id}`,
    description: 'Before the edit',
  })
  try {
    await signIn(page)
    await page.goto(`/admin/brands/${brand.id}`)
    await expect(field(page, 'Description')).toHaveValue('Before the edit')
    await field(page, 'Description').fill('After the edit')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/brands(\?.*)?$/)

    // Newest first, with who, role, action, resource, record and what changed: the
    // record and the staff member by name, the time as Nairobi time.
    const staff = await api<StaffMember[]>(request, 'GET staff')
    const me = staff.find((s) => s.email === ADMIN_EMAIL)
    const adminName = me?.displayName || ADMIN_EMAIL
    await page.getByRole('menuitem', { name: 'Audit log' }).click()
    await expect(page).toHaveURL(/\/admin\/audit-log/)
    const summary = 'Description: Before the edit → After the edit'
    // This brand's entry: earlier runs left entries with the same summary.
    const row = page.getByRole('row').filter({ hasText: summary }).filter({ hasText: brand.name })
    await expect(row).toBeVisible()
    await expect(page.getByRole('row').nth(1)).toContainText(summary)
    await expect(page.getByRole('row').nth(1)).toContainText(brand.name)
    for (const text of [adminName, 'Admin', 'Updated', 'Brands', brand.name])
      await expect(row).toContainText(text)
    await expect(row).not.toContainText(brand.id)
    await expect(row).toContainText(/\d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}/)

    // A row opens to the full before and after, to the second, with the record's id.
    await row.click()
    const changes = page.getByTestId('audit-changes')
    await expect(changes).toContainText(/\d{2} \w{3,4} \d{4}, \d{2}:\d{2}:\d{2} EAT/)
    await expect(changes).toContainText(`Record ID ${brand.id}`)
    await expect(changes.getByRole('row', { name: /Description/ })).toContainText('Before the edit')
    await expect(changes.getByRole('row', { name: /Description/ })).toContainText('After the edit')
    await row.click()
    await expect(changes).toHaveCount(0)

    // Filters: staff member, resource and Nairobi dates.
    await choose(page, 'Staff member', new RegExp(escapeRegExp(ADMIN_EMAIL)))
    await choose(page, 'Resource', /^Brands$/)
    await expect(row).toBeVisible()
    await choose(page, 'Resource', /^Staff$/)
    await expect(row).toHaveCount(0)
    await choose(page, 'Resource', /^Brands$/)
    await expect(row).toBeVisible()
    const [entry] = await api<AuditEntry[]>(
      request,
      `GET audit-log?${filterQuery({ resource: 'brands', recordId: brand.id })}`,
    )
    expect(entry?.action).toBe('update')
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(
      new Date(entry?.at ?? ''),
    )
    const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    await field(page, 'From').fill(day)
    await field(page, 'To').fill(day)
    await expect(row).toBeVisible()
    await field(page, 'From').fill(nextDay)
    await field(page, 'To').fill(nextDay)
    await expect(row).toHaveCount(0)

    // From the record: its History, and nothing but its history.
    await page.goto(`/admin/brands/${brand.id}`)
    await page.getByRole('link', { name: 'History' }).click()
    await expect(page).toHaveURL(/\/admin\/audit-log\?/)
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')
    expect(filter).toEqual({ resource: 'brands', recordId: brand.id })
    await expect(row).toBeVisible()
    const entries = page.getByRole('row').filter({ hasText: brand.name })
    await expect(entries).toHaveCount(2)
    await expect(entries.nth(0)).toContainText('Updated')
    await expect(entries.nth(1)).toContainText('Created')
  } finally {
    await api(request, `DELETE brands/${brand.key}`)
  }
})
