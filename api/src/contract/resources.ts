// Every address under /api, in one table: who may reach it, what the console calls its
// records and what its records are. Adding a resource means its folder, its line here,
// its migration, its console folder and a line in two tests (docs/adding-a-resource.md
// numbers them). The API mounts the
// routes its folder's routes files name for it (resources/index.ts holds them to exactly
// these names), access control and the role table (staff.ts) read the rules here, the
// console its names (the data provider's error messages, the menu and page titles, the
// notices after a save and the audit log's resource filter), and
// api/src/app/responses.test.ts its record: it reads each console resource's list and first
// record and parses them with it. The records come from the resources' contract files
// (resources/<name>/<name>.contract.ts, through schemas.ts).
import type { z } from 'zod'
import * as schemas from './schemas'

/** The role table grants by group (staff.ts); a resource staff work on is in one. */
export type StaffGroup = 'catalog' | 'lead' | 'inbox' | 'admin' | 'settings' | 'demand'

export type ResourceRules = {
  /** Staff reach it by their role's grant on this group. */
  staff?: StaffGroup
  /** Anyone reads it; a public cache may keep an anonymous read. */
  publicRead?: true
  /** Anyone holding its private link reads it (never cached) and, with `write`, changes it. */
  privateLink?: 'read' | 'read-write'
  /** Visitors post to it (the routes rate limit it). */
  publicPost?: true
  /** Any active staff member, whatever the role. */
  signedIn?: true
  /**
   * A signed-in buyer's own records (the customer portal), by the buyer's session cookie
   * alone: staff sign-in grants nothing here, and that cookie nothing anywhere else.
   * `open` lists the routes that sign a buyer in ("POST sessions", under the resource),
   * which anyone may call.
   */
  buyer?: { open: readonly string[] }
  /** One record replaced as a whole: a POST edits it rather than creating one. */
  replacedWhole?: true
  /** Its records in the console's error messages ("Failed to fetch {things}: ..."). */
  things?: string
  /** What the console calls it. */
  console?: ConsoleNames
  /** What its list holds and a read by id answers (with `things`, required: the console reads it). */
  record?: z.AnyZodObject
  /** What a read by id answers, when it is more than the list's record. */
  detail?: z.AnyZodObject
}

export type ConsoleNames = {
  /** Its menu entry and page title ("Contact Messages"). */
  label: string
  /** One record and many, in the notice after a save ("Lead updated", "3 leads deleted"). */
  noun?: readonly [one: string, many: string]
  /** The audit log's resource filter offers it, by its label in sentence case. */
  audited?: true
  /** Parts audited under names of their own (a lead's notes), offered right after it. */
  auditedParts?: Readonly<Record<string, string>>
}

export const RESOURCES = {
  cars: {
    staff: 'catalog',
    publicRead: true,
    things: 'cars',
    console: { label: 'Cars', noun: ['Car', 'cars'], audited: true },
    record: schemas.carRecord,
  },
  brands: {
    staff: 'catalog',
    publicRead: true,
    things: 'brands',
    console: { label: 'Brands', noun: ['Brand', 'brands'], audited: true },
    record: schemas.brandRecord,
  },
  'featured-cars': {
    staff: 'catalog',
    publicRead: true,
    replacedWhole: true,
    things: 'featured cars',
    console: { label: 'Featured Cars', audited: true },
    record: schemas.carRecord,
  },
  'limited-offers': {
    staff: 'catalog',
    publicRead: true,
    things: 'limited offers',
    console: {
      label: 'Limited Offers',
      noun: ['Limited offer', 'limited offers'],
      audited: true,
    },
    record: schemas.limitedOfferRecord,
  },
  // A car's inspection, imperfections and documents: buyers read what they may.
  'car-history': {
    staff: 'catalog',
    publicRead: true,
    console: { label: 'Car history and inspection', audited: true },
  },
  blogs: {
    staff: 'catalog',
    publicRead: true,
    things: 'blogs',
    console: { label: 'Blogs', noun: ['Blog post', 'blog posts'], audited: true },
    record: schemas.blogRecord,
  },
  'contact-messages': {
    staff: 'lead',
    publicPost: true,
    things: 'contact messages',
    console: {
      label: 'Contact Messages',
      noun: ['Contact message', 'contact messages'],
      audited: true,
    },
    record: schemas.contactMessageRecord,
  },
  'import-requests': {
    staff: 'lead',
    publicPost: true,
    things: 'import requests',
    console: {
      label: 'Import Requests',
      noun: ['Import request', 'import requests'],
      audited: true,
    },
    record: schemas.importRequestRecord,
  },
  'import-tracking': { privateLink: 'read' },
  'sell-requests': {
    staff: 'lead',
    publicPost: true,
    things: 'sell requests',
    console: {
      label: 'Sell Requests',
      noun: ['Sell request', 'sell requests'],
      audited: true,
    },
    record: schemas.sellRequestRecord,
  },
  'held-photos': { privateLink: 'read-write', publicPost: true },
  enquiries: {
    staff: 'lead',
    publicPost: true,
    things: 'enquiries',
    console: { label: 'Enquiries', noun: ['Enquiry', 'enquiries'] },
    record: schemas.carEnquiryRecord,
  },
  'test-drives': {
    staff: 'lead',
    publicPost: true,
    things: 'test drives',
    console: { label: 'Test Drives', noun: ['Test drive', 'test drives'] },
    record: schemas.testDriveRecord,
  },
  leads: {
    staff: 'inbox',
    things: 'leads',
    console: {
      label: 'Leads',
      noun: ['Lead', 'leads'],
      audited: true,
      auditedParts: { 'lead-notes': 'Lead notes' },
    },
    record: schemas.leadRecord,
    detail: schemas.leadDetailRecord,
  },
  'chat-clicks': { publicPost: true },
  session: {},
  uploads: { staff: 'catalog', console: { label: 'Uploads', audited: true } },
  'public-config': {},
  me: { signedIn: true },
  staff: {
    staff: 'admin',
    things: 'staff',
    console: { label: 'Staff', noun: ['Staff member', 'staff members'], audited: true },
    record: schemas.staffRecord,
  },
  'audit-log': {
    staff: 'admin',
    things: 'audit log entries',
    console: { label: 'Audit log' },
    record: schemas.auditEntryRecord,
  },
  outbox: {
    staff: 'admin',
    things: 'outbox messages',
    console: { label: 'Outbox', noun: ['Message', 'messages'], audited: true },
    record: schemas.outboxRecord,
  },
  'finance-settings': {
    staff: 'settings',
    publicRead: true,
    console: { label: 'Finance settings', audited: true },
  },
  'import-rates': {
    staff: 'settings',
    publicRead: true,
    console: {
      label: 'Import rates',
      noun: ['Import rates', 'sets of import rates'],
      audited: true,
    },
  },
  'dealer-settings': {
    staff: 'settings',
    publicRead: true,
    console: { label: 'Dealer details', audited: true },
  },
  'reservation-settings': {
    staff: 'admin',
    publicRead: true,
    console: { label: 'Reservation settings', audited: true },
  },
  // The terms, the privacy notice, about us, the true brand and careers: admins write them.
  'site-pages': {
    staff: 'admin',
    publicRead: true,
    things: 'pages',
    console: { label: 'Pages', noun: ['Page', 'pages'], audited: true },
    record: schemas.sitePageRecord,
  },
  reservations: {
    staff: 'lead',
    publicPost: true,
    things: 'reservations',
    console: { label: 'Reservations', noun: ['Reservation', 'reservations'], audited: true },
    record: schemas.reservationRecord,
    detail: schemas.reservationDetailRecord,
  },
  'reservation-status': { privateLink: 'read' },
  // Daraja posts to /api/mpesa-callbacks/{secret}: the secret is the private link.
  'mpesa-callbacks': { privateLink: 'read-write' },
  alerts: { privateLink: 'read-write', publicPost: true },
  account: {
    buyer: { open: ['POST sign-in-links', 'GET sign-in-links/:token', 'POST sessions'] },
  },
  // The "Confirm this is your address" link of a record's mail: the token is the key.
  'address-confirmations': { privateLink: 'read-write' },
  // Staff who work leads see whether a lead's buyer signed in; ending sessions is admins'.
  'buyer-accounts': { staff: 'lead', record: schemas.buyerAccountRecord },
  'saved-searches': {
    staff: 'demand',
    console: { label: 'Saved searches', noun: ['Saved search', 'saved searches'] },
  },
} as const satisfies Record<string, ResourceRules>

export type ResourceName = keyof typeof RESOURCES
export const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[]

/** The resources of a staff group. */
export type GroupResource<G extends StaffGroup> = {
  [K in ResourceName]: (typeof RESOURCES)[K] extends { staff: G } ? K : never
}[ResourceName]

/** Every resource staff reach by role. */
export type StaffResource = GroupResource<StaffGroup>

/** The rules of `name`, or none for a path that is no resource. */
export function rulesOf(name: string): ResourceRules {
  return Object.hasOwn(RESOURCES, name) ? RESOURCES[name as ResourceName] : {}
}

/** The resources whose rules pass `test`, in the table's order. */
export function resourcesWhere(test: (rules: ResourceRules) => boolean): ResourceName[] {
  return RESOURCE_NAMES.filter((name) => test(RESOURCES[name]))
}

/** The resources of a staff group, in the table's order. */
export function resourcesOf<G extends StaffGroup>(group: G): GroupResource<G>[] {
  return resourcesWhere((r) => r.staff === group) as GroupResource<G>[]
}
