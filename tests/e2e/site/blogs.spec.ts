import { expect, test } from './fixtures'
import { expectNoAxeViolations, jsEnabled, queryDb, JS_ON_CONTEXT } from '../support'
import { chatText, jsonLd, SITE_NAME } from './helpers'

type BlogRow = {
  id: string
  title: string
  content: string
  author: string
  is_published: number
  published_at: string | null
  main_image: string | null
  images: string
}

const blogs = () => queryDb<BlogRow>('SELECT * FROM blogs')
const published = () => blogs().filter((b) => b.is_published === 1)
const year = (b: BlogRow) => (b.published_at ? new Date(b.published_at).getUTCFullYear() : null)

test('blog list: published posts with excerpts and bylines', async ({ page }) => {
  const list = published()
  await page.goto('/blogs')
  await expect(page).toHaveTitle(`Our Blog | ${SITE_NAME}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible()
  await expect(page.getByText(`Showing ${list.length} blog(s)`)).toBeVisible()
  await expect(page.locator('.blog-card')).toHaveCount(list.length)
  const draft = blogs().find((b) => b.is_published === 0)!
  await expect(page.getByRole('link', { name: draft.title })).toHaveCount(0)

  const post = list[0]!
  const card = page.locator('.blog-card', { has: page.getByRole('link', { name: post.title }) })
  // The first 100 characters at most, cut at a word, then "..." (it was cut mid-word).
  const text = (await card.locator('p').first().textContent())!
  expect(text).toMatch(/[^.]\.\.\.$/)
  const shown = text.slice(0, -3)
  expect(shown.length).toBeLessThanOrEqual(100)
  expect(shown.length).toBeGreaterThan(70)
  expect(post.content.startsWith(shown)).toBe(true)
  expect(post.content.slice(shown.length)).toMatch(/^[\s,;:.!?]/)
  await expect(card.locator('.byline')).toHaveText(
    new RegExp(`^By ${post.author} \\| \\d{1,2} \\w+ \\d{4}$`),
  )
  await card.getByRole('link', { name: post.title }).click()
  await expect(page).toHaveURL(new RegExp(`/blogs/${post.id}$`))
})

test('blog filters: author, status and year, with reset', async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo)
  const apply = async () => {
    if (!js) await page.getByRole('button', { name: 'Apply Filters' }).click()
  }
  await page.goto('/blogs')
  if (js) {
    // On a phone the panel toggles.
    await page.setViewportSize({ width: 390, height: 800 })
    await page.getByRole('button', { name: 'Hide Filters' }).click()
    await expect(page.getByLabel('Author')).toBeHidden()
    await page.getByRole('button', { name: 'Show Filters' }).click()
    await expect(page.getByRole('button', { name: 'Hide Filters' })).toBeVisible()
  }
  await expect(page.getByLabel('Author')).toBeVisible()

  // Authors sorted, from the data.
  const authors = [...new Set(published().map((b) => b.author))].sort((a, b) => a.localeCompare(b))
  const options = await page.getByLabel('Author').locator('option').allInnerTexts()
  expect(options).toEqual(['All Authors', ...authors])

  const author = authors[0]!
  await page.getByLabel('Author').selectOption(author)
  await apply()
  await expect(page).toHaveURL(/author=/)
  const byAuthor = published().filter((b) => b.author === author)
  await expect(page.getByText(`Showing ${byAuthor.length} blog(s)`)).toBeVisible()

  await page.getByLabel('Status').selectOption('All Blogs')
  await apply()
  await expect(page).toHaveURL(/status=all/)
  const allByAuthor = blogs().filter((b) => b.author === author)
  await expect(page.getByText(`Showing ${allByAuthor.length} blog(s)`)).toBeVisible()
  for (const d of allByAuthor.filter((b) => b.is_published === 0)) {
    await expect(page.locator('.blog-card', { hasText: d.title }).locator('.byline')).toHaveText(
      `By ${d.author} | Draft`,
    )
  }

  // A year none of this author's posts has: the empty state.
  const years = new Set(published().map(year))
  const authorYears = new Set(allByAuthor.map(year))
  const other = [...years].find((y) => y !== null && !authorYears.has(y))
  if (other) {
    await page.getByLabel('Year').selectOption(String(other))
    await apply()
    await expect(page.getByText('No blogs match your current filters.')).toBeVisible()
    await expect(page.getByText('Showing 0 blog(s)')).toBeVisible()
    await page.locator('.empty').getByRole('link', { name: 'Reset Filters' }).click()
  } else {
    await page.getByRole('link', { name: 'Reset Filters' }).first().click()
  }
  await expect(page).toHaveURL(/\/blogs$/)
  await expect(page.getByText(`Showing ${published().length} blog(s)`)).toBeVisible()
})

test('blog years are newest first', async ({ page }) => {
  await page.goto('/blogs')
  const years = (await page.getByLabel('Year').locator('option').allInnerTexts())
    .slice(1)
    .map(Number)
  expect(years.length).toBeGreaterThan(1)
  expect(years).toEqual([...years].sort((a, b) => b - a))
})

test('blog detail: paragraphs, gallery selection, chat link and JSON-LD', async ({ page }) => {
  const post = published().find((b) => JSON.parse(b.images).length >= 2)!
  const res = await page.goto(`/blogs/${post.id}`)
  expect(res?.status()).toBe(200)
  await expect(page).toHaveTitle(`${post.title} | ${SITE_NAME}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  const paragraphs = post.content
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean)
  await expect(page.locator('.article p')).toHaveCount(paragraphs.length)
  await expect(page.locator('.article p').first()).toHaveText(paragraphs[0]!)

  const gallery = [post.main_image, ...(JSON.parse(post.images) as string[])].filter(Boolean)
  const main = page.locator('.gallery-main img')
  await expect(main).toHaveAttribute('src', gallery[0]!)
  await page.getByRole('link', { name: `Show image 2 of ${gallery.length}` }).click()
  await expect(main).toHaveAttribute('src', gallery[1]!)

  const contact = page.getByRole('complementary').getByRole('link', { name: 'Contact Us' })
  const text = chatText(await contact.getAttribute('href'))
  expect(text).toContain(post.title)
  expect(text).toContain(post.author)

  const ld = (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting')
  expect(ld?.headline).toBe(post.title)
  await page.getByRole('link', { name: /Back to Blogs/ }).click()
  await expect(page).toHaveURL(/\/blogs$/)
})

test('a draft shows Draft and Not Published', async ({ page }) => {
  const draft = blogs().find((b) => b.is_published === 0)!
  await page.goto(`/blogs/${draft.id}`)
  await expect(page.locator('.banner-text')).toContainText(`By ${draft.author} | Draft`)
  await expect(page.getByRole('complementary')).toContainText('Not Published')
})

test('unknown blog: Blog Not Found with HTTP 404', async ({ page }) => {
  const res = await page.goto('/blogs/no-such-post')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible()
  await expect(
    page.getByText("The blog post you're looking for doesn't exist or is no longer available."),
  ).toBeVisible()
  await expect(page).toHaveTitle(`Blog Not Found | ${SITE_NAME}`)
  await page.getByRole('link', { name: 'Back to Blogs' }).click()
  await expect(page).toHaveURL(/\/blogs$/)
})

test('blog pages have no axe violations', { tag: JS_ON_CONTEXT }, async ({ browser }) => {
  const post = published()[0]!
  await expectNoAxeViolations(browser, '/blogs')
  await expectNoAxeViolations(browser, '/blogs?status=all')
  await expectNoAxeViolations(browser, `/blogs/${post.id}`)
  await expectNoAxeViolations(browser, '/blogs/no-such-post')
})
