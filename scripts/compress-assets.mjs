// Build step: writes a brotli (.br, best quality) and a gzip (.gz) copy beside every
// text file of the site's client build and the back office, so the server sends them
// as they are instead of compressing on every request. Skipped where it saves nothing.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { ROOT } from './lib/root.mjs'

const DIRS = [join(ROOT, 'site', 'build', 'client'), join(ROOT, 'backoffice', 'dist')]
const TEXT = /\.(?:js|mjs|css|html|svg|json|xml|txt|webmanifest)$/i
const MIN_BYTES = 1024

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (entry.isFile()) yield path
  }
}

let files = 0
let before = 0
let after = 0
for (const dir of DIRS) {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue
  for (const path of walk(dir)) {
    if (!TEXT.test(path)) continue
    const raw = readFileSync(path)
    if (raw.byteLength < MIN_BYTES) continue
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
      },
    })
    const gz = gzipSync(raw, { level: 9 })
    if (br.byteLength < raw.byteLength) writeFileSync(`${path}.br`, br)
    if (gz.byteLength < raw.byteLength) writeFileSync(`${path}.gz`, gz)
    files++
    before += raw.byteLength
    after += Math.min(br.byteLength, raw.byteLength)
  }
}
const kb = (n) => `${Math.round(n / 1024)} KB`
console.log(`Compressed ${files} files: ${kb(before)} -> ${kb(after)} with brotli`)
