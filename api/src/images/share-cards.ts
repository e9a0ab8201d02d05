// Draws the share cards of contract/share-card.ts: 1200x630 JPEGs (what chat apps read
// most reliably) stored under UPLOADS_DIR/cards/{kind}/{id}/{hash}.jpg. A car's card is
// drawn when the car is saved (its price or anything else on the card may have changed),
// by the seed, and otherwise on its first request; older cards of the record are then
// removed. Text is drawn as vector paths from the site's own fonts (opentype.js), so the
// card looks the same on any server, whatever fonts it has installed.
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join, resolve, sep } from 'node:path'
import { eq } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import opentype from 'opentype.js'
import sharp from 'sharp'
import {
  carShareCard,
  blogShareCard,
  brandShareCard,
  parseShareCardPath,
  SHARE_CARD_SIZE,
  shareCardPath,
  siteShareCard,
  type ShareCard,
} from '../contract/share-card'
import type { Queryable } from '../db/client'
import { blogs } from '../resources/blogs/blogs.table'
import { brands } from '../resources/brands/brands.table'
import { QueueFullError } from './queue'
import { writeAtomically } from './variants'
import { IMAGE_TIMEOUT_SECONDS, MAX_INPUT_PIXELS, runImageWork } from './work'
import { getCar } from '../resources/cars/cars.repository'
import { silentLogger, type Logger } from '../ops/log'

const { width: W, height: H } = SHARE_CARD_SIZE
const MARGIN = 64
/** JPEG quality: a card stays well under the 300 KB some chat apps allow a preview. */
const JPEG_QUALITY = 80
/** The longest a remote (Cloudinary) photo may take to arrive, and its largest size. */
const REMOTE_PHOTO_TIMEOUT_MS = 8000
const REMOTE_PHOTO_MAX_BYTES = 15 * 1024 * 1024

const COLORS = { dark: '#0e0e11', metal: '#c8a96a', white: '#ffffff', soft: '#e9e6df' }
const BADGE_COLORS = { Sold: '#a61b1b', Reserved: '#77591f' } as const

type Font = opentype.Font
let fonts: { display: Font; text: Font; textBold: Font } | null = null

/** The site's typefaces (Bodoni Moda for titles, Jost for the rest), read once. */
async function loadFonts() {
  if (fonts) return fonts
  const require = createRequire(import.meta.url)
  const read = async (spec: string) => {
    const data = await readFile(require.resolve(spec))
    return opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength))
  }
  const [display, text, textBold] = await Promise.all([
    read('@fontsource/bodoni-moda/files/bodoni-moda-latin-600-normal.woff'),
    read('@fontsource/jost/files/jost-latin-500-normal.woff'),
    read('@fontsource/jost/files/jost-latin-600-normal.woff'),
  ])
  fonts = { display, text, textBold }
  return fonts
}

/**
 * SVG path data of glyph outlines. (opentype.js's own toPathData writes "NaN" for some
 * glyphs of these fonts: it moves each contour's start point and loses it.)
 */
function pathData(commands: opentype.PathCommand[]): string {
  const n = (v: number) => String(Math.round(v * 10) / 10)
  return commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${n(c.x)} ${n(c.y)}`
        case 'Q':
          return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`
        case 'C':
          return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`
        default:
          return 'Z'
      }
    })
    .join('')
}

/**
 * `text` as an SVG path, left-aligned at `x` with its baseline at `y`, at the largest size
 * up to `size` (and down to `minSize`) that fits `maxWidth`; cut with "…" below that.
 */
function textPath(
  font: Font,
  text: string,
  o: { x: number; y: number; size: number; minSize?: number; maxWidth: number; fill: string },
): { svg: string; width: number } {
  let size = o.size
  const minSize = o.minSize ?? o.size
  let shown = text
  while (size > minSize && font.getAdvanceWidth(shown, size) > o.maxWidth) size -= 2
  while (shown.length > 1 && font.getAdvanceWidth(shown, size) > o.maxWidth) {
    shown = `${shown.slice(0, -2).trimEnd()}…`
  }
  const path = font.getPath(shown, o.x, o.y, size)
  return {
    svg: `<path d="${pathData(path.commands)}" fill="${o.fill}"/>`,
    width: font.getAdvanceWidth(shown, size),
  }
}

/**
 * The title's lines and size: one line at up to `size`, else two lines at the largest
 * size down to 48 px that holds it (what is left over is cut with "…" by textPath).
 */
function fitTitle(
  font: Font,
  text: string,
  { size, maxWidth }: { size: number; maxWidth: number },
) {
  const wraps = (s: number) => {
    const lines: string[] = []
    for (const word of text.split(' ')) {
      const last = lines[lines.length - 1]
      if (last !== undefined && font.getAdvanceWidth(`${last} ${word}`, s) <= maxWidth)
        lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
    }
    return lines
  }
  if (font.getAdvanceWidth(text, size) <= maxWidth) return { size, lines: [text] }
  if (font.getAdvanceWidth(text, 60) <= maxWidth) {
    let s = size
    while (font.getAdvanceWidth(text, s) > maxWidth) s -= 2
    return { size: s, lines: [text] }
  }
  for (let s = 60; s >= 48; s -= 2) {
    const lines = wraps(s)
    if (lines.length <= 2) return { size: s, lines }
  }
  const [first = '', ...rest] = wraps(48)
  return { size: 48, lines: [first, rest.join(' ')] }
}

/** The words and shapes laid over the photo, as one SVG of the card's size. */
async function overlaySvg(card: ShareCard, hasPhoto: boolean): Promise<string> {
  const f = await loadFonts()
  const parts: string[] = []
  const maxWidth = W - 2 * MARGIN
  if (hasPhoto) {
    parts.push(
      '<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">',
      `<stop offset="0" stop-color="${COLORS.dark}" stop-opacity="0"/>`,
      `<stop offset="0.45" stop-color="${COLORS.dark}" stop-opacity="0.65"/>`,
      `<stop offset="1" stop-color="${COLORS.dark}" stop-opacity="0.94"/>`,
      '</linearGradient></defs>',
      `<rect x="0" y="${H - 400}" width="${W}" height="400" fill="url(#shade)"/>`,
      `<rect x="0" y="0" width="${W}" height="84" fill="${COLORS.dark}" fill-opacity="0.9"/>`,
    )
  } else {
    parts.push(
      `<rect x="0" y="0" width="${W}" height="${H}" fill="${COLORS.dark}"/>`,
      `<rect x="${MARGIN}" y="${H - MARGIN - 4}" width="${maxWidth}" height="2" fill="${COLORS.metal}"/>`,
    )
  }
  // The dealer's name, top left, in the accent colour.
  parts.push(
    textPath(f.textBold, card.dealer.toUpperCase(), {
      x: MARGIN,
      y: 54,
      size: 30,
      minSize: 20,
      maxWidth: card.badge ? maxWidth - 300 : maxWidth,
      fill: COLORS.metal,
    }).svg,
  )
  if (card.badge) {
    const label = card.badge.toUpperCase()
    const size = 40
    const labelWidth = f.textBold.getAdvanceWidth(label, size)
    const boxWidth = Math.ceil(labelWidth + 56)
    const x = W - MARGIN - boxWidth
    parts.push(
      `<rect x="${x}" y="12" width="${boxWidth}" height="60" rx="6" fill="${BADGE_COLORS[card.badge]}"/>`,
      textPath(f.textBold, label, {
        x: x + 28,
        y: 57,
        size,
        maxWidth: labelWidth + 1,
        fill: COLORS.white,
      }).svg,
    )
  }
  // From the bottom up: price, the smaller lines, the title.
  let y = H - MARGIN - (hasPhoto ? 0 : 28)
  if (card.price) {
    parts.push(
      textPath(f.textBold, card.price, { x: MARGIN, y, size: 60, maxWidth, fill: COLORS.metal })
        .svg,
    )
    y -= 76
  }
  for (const line of [...card.lines].reverse()) {
    parts.push(textPath(f.text, line, { x: MARGIN, y, size: 36, maxWidth, fill: COLORS.soft }).svg)
    y -= 58
  }
  // The title: one line, or two at a smaller size when it is long (a blog post's).
  const title = fitTitle(f.display, card.title, { size: card.kind === 'site' ? 84 : 72, maxWidth })
  const lineHeight = Math.round(title.size * 1.12)
  title.lines.forEach((line, i) => {
    parts.push(
      textPath(f.display, line, {
        x: MARGIN,
        y: y - (card.kind === 'site' ? 12 : 0) - (title.lines.length - 1 - i) * lineHeight,
        size: title.size,
        maxWidth,
        fill: COLORS.white,
      }).svg,
    )
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`
}

/** The card's photo as bytes: a stored upload, or a remote (Cloudinary) address. */
async function readPhoto(uploadsDir: string, photo: string | null): Promise<Buffer | null> {
  if (!photo) return null
  try {
    if (photo.startsWith('/uploads/')) {
      const root = resolve(uploadsDir)
      const file = resolve(root, ...decodeURIComponent(photo.slice(9)).split('/'))
      if (!file.startsWith(root + sep)) return null
      return await readFile(file)
    }
    if (/^https:\/\//.test(photo)) {
      const res = await fetch(photo, { signal: AbortSignal.timeout(REMOTE_PHOTO_TIMEOUT_MS) })
      if (!res.ok) return null
      const data = Buffer.from(await res.arrayBuffer())
      return data.byteLength <= REMOTE_PHOTO_MAX_BYTES ? data : null
    }
  } catch {
    // Unreadable or unreachable: the card is drawn without its photo.
  }
  return null
}

/** The card as JPEG bytes; without a readable photo, on the dealer's dark ground. */
export async function drawShareCard(card: ShareCard, uploadsDir: string): Promise<Buffer> {
  const photoBytes = await readPhoto(uploadsDir, card.photo)
  let base: sharp.Sharp | null = null
  if (photoBytes) {
    try {
      const resized = await sharp(photoBytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
        .rotate()
        .resize(W, H, { fit: 'cover' })
        .toBuffer()
      base = sharp(resized)
    } catch {
      base = null
    }
  }
  const overlay = Buffer.from(await overlaySvg(card, base !== null))
  const canvas =
    base ?? sharp({ create: { width: W, height: H, channels: 3, background: COLORS.dark } })
  return canvas
    .composite([{ input: overlay, top: 0, left: 0 }])
    .flatten({ background: COLORS.dark })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer()
}

/** The card of a record as the site shows it now, or null when there is no such record. */
export function currentShareCard(
  db: Queryable,
  siteName: string,
  { kind, id }: { kind: ShareCard['kind']; id: string },
): ShareCard | null {
  if (kind === 'site') return id === 'dealer' ? siteShareCard(siteName) : null
  if (kind === 'cars') {
    const car = getCar(db, id)
    if (!car) return null
    const brand = db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.key, car.brand))
      .get()
    return carShareCard(car, brand?.name ?? car.brand, siteName)
  }
  if (kind === 'brands') {
    const brand = db.select().from(brands).where(eq(brands.key, id)).get()
    return brand ? brandShareCard(brand, siteName) : null
  }
  const blog = db.select().from(blogs).where(eq(blogs.id, id)).get()
  return blog?.isPublished ? blogShareCard(blog, siteName) : null
}

export type ShareCards = {
  /** The card's file, drawn now if it is not stored yet (older cards of the record go). */
  ensure(card: ShareCard): Promise<string>
  /** Draws a car's current card in the background (after a save); errors are logged. */
  refreshCar(id: string): void
  /** Removes a deleted record's cards. */
  forget(kind: ShareCard['kind'], id: string): Promise<void>
  /** Serves /uploads/cards/...: stored cards, drawn on first request, or a redirect. */
  middleware(): MiddlewareHandler
}

export function createShareCards(deps: {
  db: Queryable
  uploadsDir: string
  siteName: string
  log?: Logger
}): ShareCards {
  const log = deps.log ?? silentLogger
  const root = resolve(deps.uploadsDir)
  const inFlight = new Map<string, Promise<string>>()
  const fileOf = (card: ShareCard) => join(root, ...shareCardPath(card).slice(9).split('/'))

  async function drawAndStore(card: ShareCard, file: string): Promise<string> {
    if (await stat(file).catch(() => null)) return file
    const data = await runImageWork(() => drawShareCard(card, deps.uploadsDir))
    const dir = join(file, '..')
    await mkdir(dir, { recursive: true })
    await writeAtomically(file, data)
    // The record's older cards: nobody links to them any more.
    const name = file.slice(dir.length + 1)
    for (const other of await readdir(dir)) {
      if (other !== name && other.endsWith('.jpg')) await rm(join(dir, other), { force: true })
    }
    return file
  }

  const ensure = (card: ShareCard) => {
    const file = fileOf(card)
    let job = inFlight.get(file)
    if (!job) {
      job = drawAndStore(card, file).finally(() => inFlight.delete(file))
      inFlight.set(file, job)
    }
    return job
  }

  return {
    ensure,
    refreshCar(id) {
      const card = currentShareCard(deps.db, deps.siteName, { kind: 'cars', id })
      if (!card) return
      ensure(card).catch((err: unknown) => {
        // Busy with other images: the card is drawn on its first request instead.
        if (err instanceof QueueFullError) return
        log.error({ err, carId: id }, 'share card not drawn')
      })
    },
    async forget(kind, id) {
      if (!/^[A-Za-z0-9_-]{1,80}$/.test(id)) return
      const dir = join(root, 'cards', kind, id)
      // A card being drawn for it finishes first, so nothing is written after removal.
      const drawing = [...inFlight].filter(([file]) => file.startsWith(dir + sep))
      await Promise.allSettled(drawing.map(([, job]) => job))
      await rm(dir, { recursive: true, force: true, maxRetries: 3 }).catch((err: unknown) => {
        log.error({ err, kind, id }, 'share cards not removed')
      })
    },
    middleware() {
      return async (c, next) => {
        if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
        const wanted = parseShareCardPath(c.req.path)
        if (!wanted) return next()
        const card = currentShareCard(deps.db, deps.siteName, wanted)
        if (!card) return next()
        const current = shareCardPath(card)
        if (current !== c.req.path) {
          // An older card: the record has changed since. Its current card instead.
          c.header('Cache-Control', 'no-store')
          return c.redirect(current, 302)
        }
        try {
          // A card removed while its drawing was finishing (the job still clearing the
          // record's older cards) is drawn again, once.
          const data = await readFile(await ensure(card)).catch(async (err: unknown) => {
            if (!(err instanceof Error && 'code' in err && err.code === 'ENOENT')) throw err
            return readFile(await ensure(card))
          })
          return c.body(new Uint8Array(data), 200, {
            'Content-Type': 'image/jpeg',
            'Cache-Control': 'public, max-age=31536000, immutable',
          })
        } catch {
          c.header('Cache-Control', 'no-store')
          return c.json({ error: 'The share card could not be drawn; try again shortly' }, 503)
        }
      }
    },
  }
}
