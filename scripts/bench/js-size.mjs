// JavaScript weight: what each public page makes the browser download (measured in
// Chromium), and the back office's first load (its HTML's scripts plus their static
// imports from Vite's manifest) versus its whole bundle.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { eachPage } from './each-page.mjs'

const JS_REF = /["'(](\/[^"'()\s]*?\.m?js)["')]/g

function readManifest(file) {
  if (!existsSync(file)) return {}
  const manifest = JSON.parse(readFileSync(file, 'utf8'))
  // key: source path; value.file: output path; imports: keys of static imports
  const byFile = new Map()
  for (const entry of Object.values(manifest)) byFile.set(entry.file, entry)
  return { byFile, byKey: manifest }
}

/** Adds the static imports of every file, per Vite's manifest. */
function closure(files, manifest) {
  const out = new Set(files)
  if (!manifest.byFile) return out
  const queue = [...files]
  while (queue.length) {
    const entry = manifest.byFile.get(queue.shift())
    for (const key of entry?.imports ?? []) {
      const dep = manifest.byKey[key]?.file
      if (dep && !out.has(dep)) {
        out.add(dep)
        queue.push(dep)
      }
    }
  }
  return out
}

function sizes(dir, files) {
  let raw = 0
  let gzip = 0
  for (const f of files) {
    const path = join(dir, f)
    if (!existsSync(path)) continue
    const buf = readFileSync(path)
    raw += buf.length
    gzip += gzipSync(buf, { level: 9 }).length
  }
  return { files: files.size ?? files.length, rawKB: kb(raw), gzipKB: kb(gzip) }
}

const kb = (n) => Math.round((n / 1024) * 10) / 10

/** Strips the public prefix (`/` or `/admin/`) from a referenced script. */
const rel = (ref, prefix) =>
  ref.startsWith(prefix) ? ref.slice(prefix.length) : ref.replace(/^\//, '')

/**
 * What each public page really downloads: every script response Chromium receives while
 * loading the page with JavaScript on, until the network is idle. (Reading the HTML
 * would overcount: Remix's inline route manifest names the modules of routes the page
 * merely links to.)
 */
export function publicRouteJs(baseUrl, paths) {
  return eachPage(paths, {}, async (context, path) => {
    const page = await context.newPage()
    const scripts = []
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.url().startsWith(baseUrl))
        scripts.push(res)
    })
    const res = await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
    if (!res?.ok()) throw new Error(`HTTP ${res?.status()}`)
    if (scripts.length === 0) throw new Error('no scripts loaded')
    let raw = 0
    let gzip = 0
    for (const s of scripts) {
      const body = await s.body()
      raw += body.length
      gzip += gzipSync(body, { level: 9 }).length
    }
    return { files: scripts.length, rawKB: kb(raw), gzipKB: kb(gzip) }
  })
}

function allJs(dir, base = dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) allJs(p, base, out)
    else if (/\.m?js$/.test(name)) out.push(p.slice(base.length + 1))
  }
  return out
}

export function backofficeJs(root) {
  const dir = join(root, 'backoffice', 'dist')
  const index = join(dir, 'index.html')
  if (!existsSync(index)) throw new Error('backoffice/dist/index.html not found (npm run build)')
  const html = readFileSync(index, 'utf8')
  const manifest = readManifest(join(dir, '.vite', 'manifest.json'))
  const refs = new Set([...html.matchAll(JS_REF)].map((m) => rel(m[1], '/admin/')))
  return {
    loginInitial: sizes(dir, closure(refs, manifest)),
    wholeConsole: sizes(
      dir,
      allJs(dir).filter((f) => !f.startsWith('.vite')),
    ),
  }
}
