import { expect, test } from '@playwright/test'
import { adminToken, api, field, signIn, unique } from './helpers'

type ApiBlog = { id: string; title: string; isPublished: boolean; content: string }

test('blogs: create, edit and delete, and the public site follows', async ({ page, request }) => {
  const title = `E2E Journal ${unique()}`
  await signIn(page)
  await page.goto('/admin/blogs')
  await page.getByRole('link', { name: 'Add Blog' }).click()
  await field(page, 'Title').fill(title)
  await page.getByRole('button', { name: 'Save' }).click()
  // Author and content are required too.
  await expect(page.getByText('Required').first()).toBeVisible()
  await field(page, 'Author').fill('Wanjiku Test')
  await field(page, 'Content').fill('First paragraph.\nSecond paragraph.')
  await page.getByLabel('Published').check()
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/admin\/blogs(\?.*)?$/)
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row).toContainText('Wanjiku Test')
  await expect(row.getByRole('cell').nth(2)).toHaveText('Yes')

  const [blog] = (await api<ApiBlog[]>(request, 'GET blogs?status=all')).filter(
    (b) => b.title === title,
  )
  expect(blog).toMatchObject({ title, isPublished: true })
  if (!blog) return
  await page.goto(`/blogs/${blog.id}`)
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible()

  // Edit: back to a draft, and the public list no longer shows it.
  await page.goto(`/admin/blogs/${blog.id}`)
  await expect(field(page, 'Title')).toHaveValue(title)
  await page.getByLabel('Published').uncheck()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs(\?.*)?$/)
  await expect(
    page
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('No')
  const publicList = await (await request.get('/api/blogs')).json()
  expect((publicList as ApiBlog[]).map((b) => b.title)).not.toContain(title)

  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: /Delete/ })
    .click()
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this blog?')
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  // While the dialog is open the list behind it is aria-hidden, so its rows are not
  // found whether deleted or not: the dialog closes once the API has answered.
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0)
  expect((await request.get(`/api/blogs/${blog.id}`)).status()).toBe(404)
})

test('blogs on a phone: a list with en-KE dates, and Delete on the blog page', async ({
  page,
  request,
}) => {
  const title = `E2E Phone blog ${unique()}`
  const blog = await api<{ id: string }>(request, 'POST blogs', {
    title,
    author: 'E2E Author',
    content: 'Short.',
    isPublished: false,
  })
  try {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page)
    await page.goto('/admin/blogs')
    const item = page.getByRole('link', { name: new RegExp(title) })
    await expect(item).toContainText(/By E2E Author · Draft · \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}/)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await item.click()
    await expect(page).toHaveURL(new RegExp(`/admin/blogs/${blog.id}$`))
    await page.getByRole('button', { name: `Delete ${title}` }).click()
    await expect(page.getByRole('dialog')).toContainText(
      'Are you sure you want to delete this blog?',
    )
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(/\/admin\/blogs(\?.*)?$/)
    const headers = { Authorization: `Bearer ${await adminToken()}` }
    await expect
      .poll(async () => (await request.get(`/api/blogs/${blog.id}`, { headers })).status())
      .toBe(404)
  } finally {
    const headers = { Authorization: `Bearer ${await adminToken()}` }
    await request.delete(`/api/blogs/${blog.id}`, { headers })
  }
})
