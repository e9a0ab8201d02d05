// The ceilings the bench compares the real server with, each a separate process:
//   node bare-server.mjs static <dir>      node:http answering files read into memory
//   node bare-server.mjs cars <db-file>    node:http + better-sqlite3 answering
//                                          GET /api/cars?page=N&perPage=M with the JSON
//                                          and Content-Range the API sends
// Prints {"port":N} once listening.
import Database from 'better-sqlite3'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const [mode, target] = process.argv.slice(2)

function staticHandler(dir) {
  const files = new Map()
  for (const name of readdirSync(dir)) {
    const type = name.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8'
    files.set(`/${name}`, { body: readFileSync(join(dir, name)), type })
  }
  return (req, res) => {
    const file = files.get(req.url.split('?')[0])
    if (!file) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.byteLength })
    res.end(file.body)
  }
}

const camel = (s) => s.replace(/_(\w)/g, (_, c) => c.toUpperCase())
const JSON_COLUMNS = new Set(['images', 'awards', 'safety_features'])
const BOOLEAN_COLUMNS = new Set(['is_limited', 'show_vin'])

/**
 * The cars table's columns in the schema's order, as drizzle-kit recorded it in the
 * latest migration snapshot: the API writes a car's fields in that order, while the file
 * lists columns added by later migrations last.
 */
function schemaColumnOrder() {
  const meta = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle', 'meta')
  const latest = readdirSync(meta)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
    .at(-1)
  const snapshot = JSON.parse(readFileSync(join(meta, latest), 'utf8'))
  return Object.keys(snapshot.tables.cars.columns)
}

function carsHandler(file) {
  const db = new Database(file, { readonly: true })
  const inFile = new Set(db.prepare('select name from pragma_table_info(?)').pluck().all('cars'))
  const columns = schemaColumnOrder().filter((c) => inFile.has(c) && c !== 'updated_at')
  const page = db.prepare(
    `select c.*, exists (select 1 from featured_cars f where f.car_id = c.id) as featured
     from cars c where c.rowid in (
       select rowid from cars order by created_at desc, price desc, rowid desc limit ? offset ?)
     order by c.created_at desc, c.price desc, c.rowid desc`,
  )
  const count = db.prepare('select count(*) from cars').pluck()
  const toCar = (row) => {
    const car = {}
    for (const c of columns) {
      const v = row[c]
      car[camel(c)] = JSON_COLUMNS.has(c) ? JSON.parse(v) : BOOLEAN_COLUMNS.has(c) ? v === 1 : v
    }
    car._id = row.id
    car.isFeatured = row.featured === 1
    car.updatedAt = row.updated_at
    return car
  }
  return (req, res) => {
    const url = new URL(req.url, 'http://bare')
    if (url.pathname !== '/api/cars') {
      res.writeHead(404).end()
      return
    }
    const perPage = Number(url.searchParams.get('perPage') ?? 24)
    const offset = (Number(url.searchParams.get('page') ?? 1) - 1) * perPage
    const rows = page.all(perPage, offset).map(toCar)
    const total = count.get()
    const body = JSON.stringify(rows)
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'content-range': `cars ${offset}-${offset + rows.length - 1}/${total}`,
    })
    res.end(body)
  }
}

const handler = mode === 'static' ? staticHandler(target) : carsHandler(target)
const server = createServer(handler)
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: server.address().port }))
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
