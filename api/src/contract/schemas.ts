// Zod schemas for every payload the API accepts. The API validates with them, and the
// site's forms and the back office's (backoffice/src/lib/contract-resolver.ts) check
// with them before sending, so every form shows the message the API would answer.
// Each record's schema is generated from its table (drizzle-zod): the fields, and the
// type of any column without a rule of its own, come from the table definition, and a
// rule for a column the table lacks does not compile. The rules carry the messages.
// No node imports: this module and the tables are bundled into the back office.
// Each resource's are in its folder (resources/<name>/<name>.contract.ts), all of them
// re-exported by resource-contracts.gen.ts, which is written from the folders
// (scripts/lib/resource-lists.mjs); the shared field rules and the error body in inputs/.
export * from './inputs/fields'
export * from './inputs/errors'
export * from './resource-contracts.gen'
