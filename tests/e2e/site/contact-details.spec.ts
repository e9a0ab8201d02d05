// Where the showroom is and how to reach it, from the dealer settings staff keep: the
// contact page and the footer of every page show the address, a map link, the
// telephone, WhatsApp, email and opening hours; an edit shows on the next request.
import { expect, test, type Locator, type Page } from './fixtures'
import { adminToken, jsonLd } from './helpers'

/** The showroom's details in the contact page's main part (the footer repeats them). */
const visit = (page: Page) => page.getByRole('region', { name: 'Visit our showroom' })
const footer = (page: Page) => page.locator('footer.site-footer')

async function expectHours(where: Locator, lines: string[]) {
  await expect(where.locator('.opening-hours li')).toHaveText(lines)
}

test("the contact page and the footer say where the showroom is, how to reach it and when it's open", async ({
  page,
}) => {
  await page.goto('/contact')
  const details = visit(page)
  // The address, as a letter is written, in an <address> (the defaults of .env.example).
  const address = details.locator('address')
  await expect(address.locator('p')).toHaveText(
    /Savanna Luxury Motors\s*Waiyaki Way, Westlands\s*Nairobi 00800\s*Nairobi County\s*Kenya/,
  )
  // The number written out, a link a phone calls.
  await expect(details.getByRole('link', { name: '+254 700 123 456' }).first()).toHaveAttribute(
    'href',
    'tel:+254700123456',
  )
  await expect(details.getByRole('listitem').filter({ hasText: 'WhatsApp' })).toHaveText(
    'WhatsApp: +254 700 123 456',
  )
  await expect(
    details.getByRole('listitem').filter({ hasText: 'WhatsApp' }).getByRole('link'),
  ).toHaveAttribute('href', 'https://wa.me/254700123456')
  await expect(details.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
    'href',
    'mailto:sales@example.com',
  )
  // No embedded map: a link to a maps search for the showroom's position.
  await expect(details.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=-1.2641,36.8031',
  )
  await expect(page.locator('iframe')).toHaveCount(0)
  // The spec's hours: Monday to Friday 9am-6pm, Saturday 9am-6pm, Sunday by appointment.
  const hours = ['Monday to Friday: 9am-6pm', 'Saturday: 9am-6pm', 'Sunday: By appointment']
  await expectHours(details, hours)

  // Every page's footer: the same details and hours.
  await page.goto('/cars')
  const foot = footer(page)
  await expect(foot.getByRole('region', { name: 'Visit Us' }).locator('address')).toContainText(
    'Waiyaki Way, Westlands',
  )
  await expect(foot.getByRole('link', { name: '+254 700 123 456' }).first()).toHaveAttribute(
    'href',
    'tel:+254700123456',
  )
  await expect(foot.getByRole('link', { name: 'Open in Maps' })).toBeVisible()
  await expectHours(foot, hours)
})

test('an edit of the dealer settings shows on the contact page, the footer and the home data at once', async ({
  page,
  request,
}) => {
  const auth = { Authorization: `Bearer ${await adminToken()}` }
  const before = await (await request.get('/api/dealer-settings')).json()
  // Both pages are in the page cache before the edit.
  await page.goto('/contact')
  await expect(visit(page).locator('address')).toContainText('Waiyaki Way, Westlands')
  await page.goto('/')
  try {
    const res = await request.put('/api/dealer-settings/current', {
      headers: auth,
      data: {
        ...before,
        streetAddress: 'Mombasa Road, Industrial Area',
        postalCode: '00500',
        telephone: '+254 20 765 4321',
        whatsapp: '254711222333',
        email: 'showroom@dealer.example.com',
        openingHours: 'Mo-Fr 08:00-17:30; Sa 10:00-14:00',
        mapUrl: 'https://www.openstreetmap.org/?mlat=-1.3189&mlon=36.8517#map=17/-1.3189/36.8517',
      },
    })
    expect(res.status(), await res.text()).toBe(200)

    await page.goto('/contact')
    const details = visit(page)
    await expect(details.locator('address')).toContainText('Mombasa Road, Industrial Area')
    await expect(details.locator('address')).toContainText('Nairobi 00500')
    await expect(details.getByRole('link', { name: '+254 20 765 4321' })).toHaveAttribute(
      'href',
      'tel:+254207654321',
    )
    await expect(
      details.getByRole('listitem').filter({ hasText: 'WhatsApp' }).getByRole('link'),
    ).toHaveAttribute('href', 'https://wa.me/254711222333')
    await expect(
      details.getByRole('link', { name: 'showroom@dealer.example.com' }),
    ).toHaveAttribute('href', 'mailto:showroom@dealer.example.com')
    await expect(details.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-1\.3189/,
    )
    const hours = ['Monday to Friday: 8am-5:30pm', 'Saturday: 10am-2pm', 'Sunday: By appointment']
    await expectHours(details, hours)
    await expectHours(footer(page), hours)

    await page.goto('/')
    await expect(footer(page).locator('address')).toContainText('Mombasa Road, Industrial Area')
    // The chat button opens the new number.
    await expect(
      page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\/254711222333\?/)
    const dealer = (await jsonLd(page)).find((d) => d['@type'] === 'AutoDealer')!
    expect(dealer).toMatchObject({
      telephone: '+254207654321',
      email: 'showroom@dealer.example.com',
      hasMap: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//),
      address: { streetAddress: 'Mombasa Road, Industrial Area', postalCode: '00500' },
    })
  } finally {
    await request.put('/api/dealer-settings/current', { headers: auth, data: before })
  }
})
