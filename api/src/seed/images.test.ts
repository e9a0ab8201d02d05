import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { BLOGS } from './blog-data'
import { BRANDS, BODY_STYLE_NAMES, CARS } from './catalog-data'
import { BRAND_LOOKS, demoCarLook } from './car-looks'
import { buildDemoData } from './demo-data'
import { luminance, paintHex } from './drawings/color'
import { drawCar, type CarLook } from './drawings/car'
import { CAR_VIEWS, SeedImages, type BodyStyle } from './images'

const NOW = new Date('2025-06-15T09:00:00Z')

/** The body style a model is sold as, from its name (the test's own reading). */
function styleOfModel(model: string): BodyStyle {
  if (/Cabriolet|GTC|Spyder|Roadster|Volante|Dawn/.test(model)) return 'convertible'
  if (/Hilux|Ranger|Raptor|X 3[05]0 d|Tacoma/.test(model)) return 'pickup'
  if (
    /^(AMG G|GLE|GLS|X[1-7] |iX|Q[3-8] |RS Q8|Cayenne|Macan|Range Rover|Defender|Discovery|LX|RX|Land Cruiser|Bentayga|Cullinan|Levante|Grecale|DBX)/.test(
      model,
    )
  )
    return 'suv'
  if (/^(911|718|Continental GT|Wraith|Spectre|MC20|Vantage|DB11|RS e-tron GT)/.test(model)) {
    return 'coupe'
  }
  return 'sedan'
}

const build = () => buildDemoData(new SeedImages('/nowhere'), NOW)
let built: ReturnType<typeof build> | undefined
const demo = () => (built ??= build())

describe('the demo cars as drawn', () => {
  it('draws each car in the body style its model is sold as, and lists it so', () => {
    const data = demo()
    const styles = new Set<BodyStyle>()
    for (const [brand, rows] of Object.entries(CARS)) {
      for (const [model, , , body] of rows) {
        expect(body, model).toBe(styleOfModel(model))
        styles.add(body)
        const car = data.cars.find((c) => c.input.brand === brand && c.input.model === model)
        expect(car?.input.bodyStyle, model).toBe(BODY_STYLE_NAMES[body])
      }
    }
    // Every style is in the showroom.
    expect([...styles].sort()).toEqual(['convertible', 'coupe', 'pickup', 'sedan', 'suv'])
  })

  it('draws the off-roaders boxy and no other car', () => {
    const boxy = (brand: string, model: string, body: BodyStyle) =>
      demoCarLook(brand, model, body).look.boxy
    expect(boxy('mercedes-benz', 'AMG G 63', 'suv')).toBe(true)
    expect(boxy('land-rover', 'Defender 110 D300 X-Dynamic', 'suv')).toBe(true)
    expect(boxy('lexus', 'LX 600 VIP', 'suv')).toBe(true)
    expect(boxy('bmw', 'X5 xDrive45e', 'suv')).toBe(false)
    expect(boxy('mercedes-benz', 'S 580 4MATIC', 'sedan')).toBe(false)
  })

  it('gives every car four photos, front three-quarter first as its cover, each its own', () => {
    const { cars } = demo()
    const all = new Set<string>()
    for (const { input } of cars) {
      const images = input.images ?? []
      expect(images, input.model).toHaveLength(CAR_VIEWS.length)
      expect(images[0]).toBe(input.mainImage)
      expect(images[0]).toMatch(/-front-[0-9a-f]{8}\.webp$/)
      expect(images[3]).toMatch(/-interior-[0-9a-f]{8}\.webp$/)
      for (const url of images) all.add(url)
    }
    expect(all.size).toBe(cars.length * CAR_VIEWS.length)
  })

  it('paints each car in the colour its name says, from its maker’s paints', () => {
    const { cars } = demo()
    for (const { input } of cars) {
      expect(BRAND_LOOKS[input.brand]?.paints, input.model).toContain(input.exteriorColor)
      expect(input.description).toContain(input.exteriorColor!)
    }
    expect(new Set(cars.map((c) => c.input.exteriorColor)).size).toBeGreaterThan(15)
    expect(luminance(paintHex('Obsidian Black'))).toBeLessThan(0.12)
    expect(luminance(paintHex('Polar White'))).toBeGreaterThan(0.9)
    const [r, , b] = [1, 3, 5].map((i) => parseInt(paintHex('Santorini Blue').slice(i, i + 2), 16))
    expect(b).toBeGreaterThan(r! + 40)
  })

  it('names the same files from one seed to the next', () => {
    const urls = (d: ReturnType<typeof build>) => [
      ...d.cars.flatMap((c) => c.input.images),
      ...d.blogs.flatMap((b) => [b.input.mainImage, ...(b.input.images ?? [])]),
      ...d.brands.map((b) => b.bannerImage),
    ]
    expect(urls(build())).toEqual(urls(demo()))
  })
})

describe('the blog pictures', () => {
  it('gives every post its own scene and its own close-up', () => {
    const { blogs } = demo()
    expect(new Set(BLOGS.map((b) => b.scene)).size).toBe(BLOGS.length)
    const mains = blogs.map((b) => b.input.mainImage)
    const details = blogs.map((b) => b.input.images?.[0])
    expect(new Set([...mains, ...details]).size).toBe(blogs.length * 2)
  })
})

describe('drawCar', () => {
  const look = (paint: string, body: BodyStyle = 'sedan'): CarLook => ({
    body,
    paint,
    grille: 'wide',
    spokes: 5,
    leather: '#222222',
  })
  const render = (body: string) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">${body}</svg>`,
      ),
    )
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })

  it('draws the three outside views differently', async () => {
    const place = { cx: 600, floor: 660, w: 1000, h: 440 }
    for (const body of ['suv', 'pickup'] as const) {
      const views = await Promise.all(
        (['front', 'side', 'rear'] as const).map((v) =>
          render(drawCar(look('#22406b', body), v, place)),
        ),
      )
      const [front, side, rear] = views.map((v) => v.data)
      expect(front!.equals(side!)).toBe(false)
      expect(rear!.equals(side!)).toBe(false)
      expect(rear!.equals(front!)).toBe(false)
    }
  })

  it('shows the paint on the car’s flank', async () => {
    const flank = async (paint: string) => {
      const { data, info } = await render(
        drawCar(look(paint), 'side', { cx: 600, floor: 660, w: 1000, h: 440 }),
      )
      const sum = [0, 0, 0]
      for (let y = 480; y < 505; y++)
        for (let x = 450; x < 750; x++)
          for (let ch = 0; ch < 3; ch++)
            sum[ch]! += data[(y * info.width + x) * info.channels + ch]!
      return sum
    }
    const [r1, , b1] = await flank(paintHex('Santorini Blue'))
    expect(b1!).toBeGreaterThan(r1! * 1.3)
    const [r2, , b2] = await flank(paintHex('Rosso Magma'))
    expect(r2!).toBeGreaterThan(b2! * 1.5)
  })
})

it('knows a palette for every demo brand', () => {
  for (const b of BRANDS) expect(BRAND_LOOKS[b.key], b.key).toBeDefined()
})
