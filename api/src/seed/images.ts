// Demo images drawn locally: an SVG composed in code (brand-coloured gradient, a car
// silhouette; no words, as the pages set names and titles themselves, and a word in a
// photo shows through or repeats the heading over it) rendered to WebP by sharp. No network. Files get
// stable names under `<uploadsDir>/seed/`, each with its WebP copies at the responsive
// widths (image-variants.ts), and existing files are kept, so re-seeding is cheap.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { encodeVariants, variantFileNames, writeVariants } from '../image-variants'

export type BodyStyle = 'sedan' | 'suv' | 'coupe'

/** Brand colours: a dark gradient and a light accent for text and outlines. */
export type Palette = { from: string; to: string; accent: string }

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

// Side profiles in a 1200x800 box: body path, wheel centres and radius, window path.
const SILHOUETTES: Record<
  BodyStyle,
  { body: string; windows: string; wheels: [number, number]; wheelY: number; r: number }
> = {
  sedan: {
    body: 'M150,560 L172,500 Q200,470 300,462 L430,440 Q510,362 610,352 L760,352 Q850,358 925,440 L1010,458 Q1050,470 1050,520 L1050,570 Q1050,592 1028,592 L172,592 Q150,592 150,560 Z',
    windows:
      'M455,440 Q520,378 610,372 L700,372 L700,440 Z M718,372 L760,372 Q830,378 890,440 L718,440 Z',
    wheels: [320, 900],
    wheelY: 592,
    r: 64,
  },
  suv: {
    body: 'M150,584 L160,482 Q172,450 240,446 L362,432 L440,330 Q456,310 492,310 L862,310 Q902,312 932,350 L992,440 Q1050,455 1050,502 L1050,584 Q1050,604 1030,604 L170,604 Q150,604 150,584 Z',
    windows:
      'M392,432 L458,342 Q468,330 490,330 L640,330 L640,432 Z M658,330 L850,330 Q880,332 900,360 L950,432 L658,432 Z',
    wheels: [330, 890],
    wheelY: 604,
    r: 72,
  },
  coupe: {
    body: 'M150,562 L176,512 Q212,486 332,472 L482,442 Q602,382 702,386 Q822,392 902,456 L1022,480 Q1056,492 1056,532 L1056,566 Q1056,586 1036,586 L172,586 Q150,586 150,562 Z',
    windows: 'M512,442 Q610,400 690,402 L690,452 Z M708,404 Q800,410 860,456 L708,456 Z',
    wheels: [330, 892],
    wheelY: 586,
    r: 62,
  },
}

function silhouette(style: BodyStyle, paint: string, accent: string): string {
  const s = SILHOUETTES[style]
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="${s.wheelY}" r="${s.r}" fill="#0b0b0d"/>` +
    `<circle cx="${x}" cy="${s.wheelY}" r="${Math.round(s.r * 0.58)}" fill="${accent}" opacity="0.85"/>` +
    `<circle cx="${x}" cy="${s.wheelY}" r="${Math.round(s.r * 0.2)}" fill="#1b1b1f"/>`
  return (
    `<ellipse cx="600" cy="${s.wheelY + s.r - 6}" rx="500" ry="22" fill="#000" opacity="0.35"/>` +
    `<path d="${s.body}" fill="${paint}" stroke="${accent}" stroke-width="3" stroke-opacity="0.5"/>` +
    `<path d="${s.windows}" fill="#0e1726" opacity="0.82"/>` +
    `<path d="M190,${s.wheelY - 70} L1010,${s.wheelY - 70}" stroke="${accent}" stroke-width="2" opacity="0.35"/>` +
    wheel(s.wheels[0]) +
    wheel(s.wheels[1])
  )
}

function gradient(id: string, from: string, to: string, angle = 'x1="0" y1="0" x2="1" y2="1"') {
  return `<linearGradient id="${id}" ${angle}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

type Job = { width: number; height: number; svg: () => string; alpha?: boolean }

/** Which way the car faces and how close the camera is, per gallery view. */
const VIEWS = [
  { label: 'Side profile', mirror: false, zoom: 1 },
  { label: 'Front three-quarter', mirror: true, zoom: 1.1 },
  { label: 'Rear three-quarter', mirror: false, zoom: 1.2 },
] as const

export type CarImageSpec = {
  brandKey: string
  brandName: string
  palette: Palette
  body: BodyStyle
  paint: string
  /** Shown on the main view only; the other views are shared by brand and body style. */
  title?: string
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

  /** Car photo 1200x800: view 0 is per car, views 1-2 per brand+body. */
  car(spec: CarImageSpec, view: 0 | 1 | 2): string {
    const v = VIEWS[view]
    const name =
      view === 0 && spec.title
        ? `car-${spec.brandKey}-${slugify(spec.title)}`
        : `car-${spec.brandKey}-${spec.body}-view${view + 1}`
    return this.add(name, {
      width: 1200,
      height: 800,
      svg: () => {
        const { from, to, accent } = spec.palette
        const flip = v.mirror ? 'translate(1200,0) scale(-1,1)' : ''
        const zoom = `translate(600,480) scale(${v.zoom}) translate(-600,-480)`
        return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>${gradient('bg', view === 2 ? to : from, view === 2 ? from : to)}
<radialGradient id="spot" cx="0.5" cy="0.62" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="800" fill="url(#bg)"/>
<rect width="1200" height="800" fill="url(#spot)"/>
<rect y="640" width="1200" height="160" fill="#000" opacity="0.28"/>
<g transform="${zoom}"><g transform="${flip}">${silhouette(spec.body, spec.paint, accent)}</g></g>
</svg>`
      },
    })
  }

  /** Brand banner 1600x500. */
  banner(brand: {
    key: string
    name: string
    fullName: string
    palette: Palette
    body: BodyStyle
  }) {
    return this.add(`brand-${brand.key}-banner`, {
      width: 1600,
      height: 500,
      svg: () => {
        const { from, to, accent } = brand.palette
        return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500">
<defs>${gradient('bg', from, to, 'x1="0" y1="0" x2="1" y2="0"')}</defs>
<rect width="1600" height="500" fill="url(#bg)"/>
<g transform="translate(820,-40) scale(0.78)" opacity="0.55">${silhouette(brand.body, to, accent)}</g>
</svg>`
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
<defs>${gradient('bg', to, from)}</defs>
<circle cx="200" cy="200" r="180" fill="url(#bg)" stroke="${accent}" stroke-width="10"/>
<circle cx="200" cy="200" r="150" fill="none" stroke="${accent}" stroke-width="2" opacity="0.6"/>
<text x="200" y="236" ${FONT} font-size="${initials.length > 1 ? 112 : 140}" font-weight="bold" text-anchor="middle" fill="#fff">${esc(initials)}</text>
</svg>`
      },
    })
  }

  /** Blog image 1200x675: a road-at-dusk motif in the post's colours. */
  blog(slug: string, palette: Palette, variant = 0) {
    const name = variant ? `blog-${slug}-${variant}` : `blog-${slug}`
    return this.add(name, {
      width: 1200,
      height: 675,
      svg: () => {
        const { from, to, accent } = palette
        const sun = variant % 2 ? 300 : 900
        return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs>${gradient('sky', from, to, 'x1="0" y1="0" x2="0" y2="1"')}</defs>
<rect width="1200" height="675" fill="url(#sky)"/>
<circle cx="${sun}" cy="430" r="120" fill="${accent}" opacity="0.35"/>
<path d="M0,470 L160,420 L300,455 L470,400 L640,450 L820,395 L1000,445 L1200,410 L1200,675 L0,675 Z" fill="#000" opacity="0.35"/>
<path d="M520,675 L590,470 L610,470 L680,675 Z" fill="#1a1a1a" opacity="0.8"/>
<path d="M598,670 L600,480" stroke="${accent}" stroke-width="4" stroke-dasharray="24 18"/>
</svg>`
      },
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
        await writeVariants(dir, `${name}.webp`, await encodeVariants(drawing, { effort: 2 }))
        if (!existsSync(file)) {
          const tmp = `${file}.${process.pid}.tmp`
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
