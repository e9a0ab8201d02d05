// What the production entry (server/main.ts) does once, before the server listens: demo
// data in an empty database, the dealer's details row and the first admin. Its own entry
// of the package, so the render workers, which load the package's index, never load the
// seed.
export { seedIfEmpty } from './seed'
export { ensureAdmin } from '../resources/staff/staff.repository'
export { ensureDealerSettings } from '../resources/dealer-settings/dealer-settings.repository'
