// Demo images drawn locally: SVG composed in code (drawings/: each car in its body
// style and paint, from the front three-quarter, the side and the rear three-quarter,
// and its cabin, in the dealer's studio; a scene per blog post) rendered to WebP by
// sharp. No network. No words in the pictures: the pages set names and titles
// themselves, and a word in a photo shows through or repeats the heading over it. Files
// get stable names under `<uploadsDir>/seed/`, each with its WebP copies at the
// responsive widths (variants.ts), and existing files are kept, so re-seeding
// draws only what changed.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { encodeVariants, variantFileNames, writeVariants } from '../images/variants'
import { studio } from './drawings/backdrop'
import { drawBlogDetail, drawBlogScene, type BlogScene } from './drawings/blog-scenes'
import type { BodyStyle } from './drawings/body-styles'
import { drawCar, type CarLook } from './drawings/car'
import { drawInterior, type CabinLook } from './drawings/interior'

export type { BodyStyle } from './drawings/body-styles'
export type { CarLook } from './drawings/car'
export type { CabinLook } from './drawings/interior'

/** Brand colours: a dark gradient and a light accent for text and outlines. */
export type Palette = { from: string; to: string; accent: string }

/** A car's gallery, in order: the first is its cover photo. */
export const CAR_VIEWS = ['front', 'side', 'rear', 'interior'] as const
export type CarView = (typeof CAR_VIEWS)[number]

export const SEED_IMAGE_DIR = 'seed'

/** The URL the API serves a seed image at. */
export const seedImageUrl = (name: string) => `/uploads/${SEED_IMAGE_DIR}/${name}.webp`

/** The file behind a `/uploads/...` URL. */
export function uploadPath(uploadsDir: string, url: string): string {
  return join(uploadsDir, ...url.replace(/^\/uploads\//, '').split('/'))
}

export const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, sans-serif\""

function gradient(
  id: string,
  { from, to }: { from: string; to: string },
  angle = 'x1="0" y1="0" x2="1" y2="1"',
) {
  return `<linearGradient id="${id}" ${angle}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

type Job = { width: number; height: number; svg: () => string; alpha?: boolean }

export type CarImageSpec = {
  brandKey: string
  /** The car's model and year: names its files. */
  title: string
  look: CarLook
  cabin: CabinLook
}

/**
 * Collects the images the seed needs (URLs are known at once, so data can be built
 * synchronously), then renders the missing ones in parallel.
 */
export class SeedImages {
  private readonly jobs = new Map<string, Job & { svgText: string }>()

  constructor(readonly uploadsDir: string) {}

  // The name ends with a hash of the drawing: a changed design gets a new file (and URL,
  // which matters as uploads are served with long cache lifetimes); the same one is reused.
  private add(base: string, job: Job): string {
    const svgText = job.svg()
    const name = `${base}-${createHash('sha1').update(svgText).digest('hex').slice(0, 8)}`
    if (!this.jobs.has(name)) this.jobs.set(name, { ...job, svgText })
    return seedImageUrl(name)
  }

  /** A car's photo 1200x800 from one of its views, in the studio. */
  car(spec: CarImageSpec, view: CarView): string {
    return this.add(`car-${spec.brandKey}-${slugify(spec.title)}-${view}`, {
      width: 1200,
      height: 800,
      svg: () =>
        svg(
          1200,
          800,
          view === 'interior'
            ? drawInterior(spec.cabin)
            : studio(1200, 800, 470) +
                drawCar(spec.look, view, {
                  cx: 600,
                  floor: 660,
                  w: view === 'side' ? 1000 : 940,
                  h: 440,
                }),
        ),
    })
  }

  /** Every view of a car, in gallery order. */
  carGallery(spec: CarImageSpec): string[] {
    return CAR_VIEWS.map((view) => this.car(spec, view))
  }

  /** Brand banner 1600x500: the brand's colours, one of its cars to the right. */
  banner(brand: { key: string; palette: Palette; body: BodyStyle; look: CarLook }) {
    return this.add(`brand-${brand.key}-banner`, {
      width: 1600,
      height: 500,
      svg: () => {
        const { from, to } = brand.palette
        return svg(
          1600,
          500,
          `<defs>${gradient('bg', { from, to }, 'x1="0" y1="0" x2="1" y2="0"')}</defs>` +
            `<rect width="1600" height="500" fill="url(#bg)"/>` +
            `<g opacity="0.8">${drawCar({ ...brand.look, body: brand.body }, 'front', { cx: 1180, floor: 470, w: 720, h: 380 })}</g>`,
        )
      },
    })
  }

  /** Square logo 400x400 on a transparent background. */
  logo(brand: { key: string; name: string; palette: Palette }) {
    const initials = brand.name
      .split(/[\s-]+/)
      .filter(Boolean)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('')
      .slice(0, 2)
    return this.add(`brand-${brand.key}-logo`, {
      width: 400,
      height: 400,
      alpha: true,
      svg: () => {
        const { from, to, accent } = brand.palette
        return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs>${gradient('bg', { from: to, to: from })}</defs>
<circle cx="200" cy="200" r="180" fill="url(#bg)" stroke="${accent}" stroke-width="10"/>
<circle cx="200" cy="200" r="150" fill="none" stroke="${accent}" stroke-width="2" opacity="0.6"/>
<text x="200" y="236" ${FONT} font-size="${initials.length > 1 ? 112 : 140}" font-weight="bold" text-anchor="middle" fill="#fff">${esc(initials)}</text>
</svg>`
      },
    })
  }

  /**
   * Blog image 1200x675: the post's scene with its cars (the second only in scenes
   * with two), or for `detail` a close-up of its first car.
   */
  blog(post: {
    slug: string
    palette: Palette
    scene: BlogScene
    cars: [CarLook, CarLook]
    detail?: boolean
  }) {
    const { slug, palette, scene, cars, detail } = post
    return this.add(detail ? `blog-${slug}-detail` : `blog-${slug}`, {
      width: 1200,
      height: 675,
      svg: () =>
        svg(
          1200,
          675,
          detail
            ? drawBlogDetail(cars[0], slug.length % 2 === 1)
            : drawBlogScene(scene, palette, cars),
        ),
    })
  }

  get size() {
    return this.jobs.size
  }

  /** Renders every collected image whose file or one of its copies is not on disk yet. */
  async render(log: (s: string) => void = () => {}): Promise<{ written: number; kept: number }> {
    const dir = join(this.uploadsDir, SEED_IMAGE_DIR)
    mkdirSync(dir, { recursive: true })
    const onDisk = (name: string) =>
      [`${name}.webp`, ...variantFileNames(`${name}.webp`)].every((f) => existsSync(join(dir, f)))
    const todo = [...this.jobs].filter(([name]) => !onDisk(name))
    const kept = this.jobs.size - todo.length
    if (todo.length) log(`Drawing ${todo.length} demo images (${kept} already on disk)...`)
    // sharp runs on libuv's pool; a few at a time keeps memory flat.
    let next = 0
    const worker = async () => {
      while (next < todo.length) {
        const entry = todo[next++]
        if (!entry) break
        const [name, job] = entry
        const file = join(dir, `${name}.webp`)
        // Drawn once, losslessly; the image and its copies are encoded from the drawing.
        const drawing = await sharp(Buffer.from(job.svgText), { density: 72 })
          .resize(job.width, job.height)
          .png({ compressionLevel: 1 })
          .toBuffer()
        // The copies first: whenever the image is on disk, so are they.
        const variants = await encodeVariants(drawing, { effort: 2 })
        await writeVariants(dir, `${name}.webp`, variants)
        if (!existsSync(file)) {
          const tmp = `${file}.${process.pid}.tmp`
          // An opaque image is its own full-width copy (same quality and effort).
          const own = job.alpha ? undefined : variants.find((v) => v.width >= job.width)
          if (own) writeFileSync(tmp, own.data)
          else
            await sharp(drawing)
              .webp({ quality: 78, alphaQuality: job.alpha ? 90 : 100, effort: 2 })
              .toFile(tmp)
          renameSync(tmp, file)
        }
      }
    }
    await Promise.all(Array.from({ length: 4 }, worker))
    return { written: todo.length, kept }
  }
}
