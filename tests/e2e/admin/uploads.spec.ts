import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { api, type ApiCar, signIn, unique } from './helpers'
import { pngBytes } from '../../../api/test/crafted-images'

async function newCar(request: APIRequestContext) {
  const brands = await api<{ key: string }[]>(request, 'GET brands')
  return api<ApiCar & { images: string[]; mainImage: string | null }>(request, 'POST cars', {
    brand: brands[0]?.key,
    model: `Upload Test ${unique()}`,
    year: 2022,
    price: 7_000_000,
    fuel: 'Petrol',
    transmission: 'Manual',
    engine: '2.0L',
    horsepower: 250,
  })
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pngBytes() })

test('uploads: real images to the API, several at once, reordered, one made main', async ({
  page,
  request,
}) => {
  const car = await newCar(request)
  try {
    await signIn(page)
    await page.goto(`/admin/cars/${car.id}`)
    await page.getByLabel('Upload main image').setInputFiles(png('main.png'))
    const main = page.getByRole('img', { name: 'Main image preview' })
    await expect(main).toHaveAttribute('src', /^\/uploads\//)
    const mainSrc = await main.getAttribute('src')
    // The stored file is served back as an image.
    const served = await request.get(mainSrc ?? '')
    expect(served.ok()).toBe(true)
    expect(served.headers()['content-type']).toMatch(/^image\//)

    await page.getByLabel('Add additional images').setInputFiles([png('a.png'), png('b.png')])
    const first = page.getByRole('img', { name: 'Additional images 1' })
    const second = page.getByRole('img', { name: 'Additional images 2' })
    await expect(second).toHaveAttribute('src', /^\/uploads\//)
    const [srcA, srcB] = [await first.getAttribute('src'), await second.getAttribute('src')]
    expect(srcA).not.toBe(srcB)
    // Reorder, then choose the (new) first one as the main image.
    await page.getByRole('button', { name: 'Move image 2 earlier' }).click()
    await expect(first).toHaveAttribute('src', srcB ?? '')
    await page.getByRole('button', { name: 'Use image 1 as main image' }).click()
    await expect(main).toHaveAttribute('src', srcB ?? '')
    // A third upload is appended, then removed again.
    await page.getByLabel('Add additional images').setInputFiles(png('c.png'))
    await expect(page.getByRole('img', { name: 'Additional images 3' })).toBeVisible()
    await page.getByRole('button', { name: 'Remove image 3' }).click()
    await expect(page.getByRole('img', { name: 'Additional images 3' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/cars(\?.*)?$/)
    const stored = await api<{ images: string[]; mainImage: string }>(request, `GET cars/${car.id}`)
    expect(stored.images).toEqual([srcB, srcA])
    expect(stored.mainImage).toBe(srcB)
  } finally {
    await api(request, `DELETE cars/${car.id}`)
  }
})

test('uploads: progress while uploading, non-images refused', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/brands/create')
  // Hold the upload to see its progress.
  let release: () => void = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/api/uploads', async (route) => {
    await held
    await route.continue()
  })
  await page.getByLabel('Upload banner image').setInputFiles(png('banner.png'))
  await expect(page.getByRole('status').filter({ hasText: 'Uploading...' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Uploading banner image' })).toBeVisible()
  release()
  await expect(page.getByRole('img', { name: 'Banner image preview' })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  )
  await page.unroute('**/api/uploads')

  // Not an image type: refused before any request.
  await page.getByLabel('Upload logo image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  })
  await expect(page.getByRole('alert')).toHaveText('Only image files can be uploaded')
  // Claims to be a PNG but is not: the server refuses it and its message is shown.
  await page.getByLabel('Upload logo image').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('definitely not a png'),
  })
  const alert = page.getByRole('alert')
  await expect(alert).toBeVisible()
  await expect(alert).not.toHaveText('Only image files can be uploaded')
  await expect(page.getByRole('img', { name: 'Logo image preview' })).toHaveCount(0)
})

test.describe('uploads through Cloudinary (a local stand-in)', () => {
  let server: Server
  let base = ''
  const received: { preset: string | null; hasFile: boolean }[] = []

  test.beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*')
      res.setHeader('Access-Control-Allow-Headers', '*')
      if (req.method === 'OPTIONS') return void res.writeHead(204).end()
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('latin1')
        const preset = /name="upload_preset"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? null
        received.push({ preset, hasFile: /name="file"; filename=/.test(body) })
        const json = (status: number, data: unknown) =>
          res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(data))
        if (!req.url?.endsWith('/demo-cloud/image/upload'))
          return json(404, { error: { message: 'Bad path' } })
        if (preset === 'missing')
          return json(400, { error: { message: 'Upload preset not found' } })
        if (preset === 'broken') return json(400, { error: { message: 'Invalid image file' } })
        if (preset === 'silent') return void res.writeHead(502).end('Bad gateway')
        return json(200, {
          secure_url: 'https://res.cloudinary.com/demo-cloud/image/upload/v1/e2e.png',
        })
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1_1`
  })
  test.afterAll(async () => {
    await new Promise((r) => server.close(r))
  })

  // The stand-in is not in the console's CSP (which allows the real Cloudinary host).
  test.use({ bypassCSP: true })

  async function withPreset(page: Page, preset: string) {
    await page.unroute('**/api/public-config')
    await page.route('**/api/public-config', async (route) => {
      const res = await route.fetch()
      const config = await res.json()
      await route.fulfill({
        response: res,
        json: {
          ...config,
          cloudinary: { cloudName: 'demo-cloud', uploadPreset: preset },
          cloudinaryApiBase: base,
        },
      })
    })
    await page.goto('/admin/blogs/create')
    await expect(page.getByLabel('Upload main image')).toBeAttached()
  }

  test('maps the provider answers to the spec messages', async ({ page }) => {
    await signIn(page)
    const upload = () => page.getByLabel('Upload main image').setInputFiles(png('x.png'))

    await withPreset(page, 'missing')
    await upload()
    await expect(page.getByRole('alert')).toHaveText(
      'Upload preset not found. Please check Cloudinary dashboard.',
    )
    await withPreset(page, 'broken')
    await upload()
    await expect(page.getByRole('alert')).toHaveText('Invalid image file')
    await withPreset(page, 'silent')
    await upload()
    await expect(page.getByRole('alert')).toHaveText('Failed to upload image')

    await withPreset(page, 'blog-preset')
    await upload()
    await expect(page.getByRole('img', { name: 'Main image preview' })).toHaveAttribute(
      'src',
      'https://res.cloudinary.com/demo-cloud/image/upload/v1/e2e.png',
    )
    expect(received.map((r) => r.preset)).toEqual(['missing', 'broken', 'silent', 'blog-preset'])
    expect(received.every((r) => r.hasFile)).toBe(true)
  })
})
