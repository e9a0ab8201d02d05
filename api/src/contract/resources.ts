// Every address under /api, in one table: who may reach it and what the console calls
// its records. The API mounts each resource's routes from its folder
// (api/src/resources/index.ts must name exactly these), access control and the role
// table (staff.ts) read the rules here, and the console's data provider the names.
// No imports: the console bundles it.

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
  /** One record replaced as a whole: a POST edits it rather than creating one. */
  replacedWhole?: true
  /** Its records in the console's error messages ("Failed to fetch {things}: ..."). */
  things?: string
}

export const RESOURCES = {
  cars: { staff: 'catalog', publicRead: true, things: 'cars' },
  brands: { staff: 'catalog', publicRead: true, things: 'brands' },
  'featured-cars': {
    staff: 'catalog',
    publicRead: true,
    replacedWhole: true,
    things: 'featured cars',
  },
  'limited-offers': { staff: 'catalog', publicRead: true, things: 'limited offers' },
  blogs: { staff: 'catalog', publicRead: true, things: 'blogs' },
  'contact-messages': { staff: 'lead', publicPost: true, things: 'contact messages' },
  'import-requests': { staff: 'lead', publicPost: true, things: 'import requests' },
  'import-tracking': { privateLink: 'read' },
  'sell-requests': { staff: 'lead', publicPost: true, things: 'sell requests' },
  'held-photos': { privateLink: 'read-write', publicPost: true },
  enquiries: { staff: 'lead', publicPost: true, things: 'enquiries' },
  'test-drives': { staff: 'lead', publicPost: true, things: 'test drives' },
  leads: { staff: 'inbox', things: 'leads' },
  'chat-clicks': { publicPost: true },
  session: {},
  uploads: { staff: 'catalog' },
  'public-config': {},
  me: { signedIn: true },
  staff: { staff: 'admin', things: 'staff' },
  'audit-log': { staff: 'admin', things: 'audit log entries' },
  outbox: { staff: 'admin', things: 'outbox messages' },
  'finance-settings': { staff: 'settings', publicRead: true },
  'import-rates': { staff: 'settings', publicRead: true },
  'dealer-settings': { staff: 'settings', publicRead: true },
  alerts: { privateLink: 'read-write', publicPost: true },
  'saved-searches': { staff: 'demand' },
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
