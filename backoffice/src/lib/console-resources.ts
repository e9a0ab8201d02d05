// What the console calls each resource, read from the registry (contract/resources.ts):
// the menu's order, the labels, the nouns of the notices after a save and the audit
// log's resource filter. Each console folder's index exports its screens as a
// ConsoleResource (resources.ts collects them); the words stay here, free of screens,
// for i18n and the audit log.
import {
  RESOURCE_NAMES,
  rulesOf,
  type ResourceName,
  type StaffGroup,
} from '@dealership/api/contract'
import type { ComponentType } from 'react'

/** The menu's sections, top to bottom; within one, the registry's order. */
const SECTIONS: readonly StaffGroup[] = ['catalog', 'inbox', 'lead', 'demand', 'admin', 'settings']

const section = (name: ResourceName) => {
  const group = rulesOf(name).staff
  const at = group ? SECTIONS.indexOf(group) : -1
  return at < 0 ? SECTIONS.length : at
}

/** Every resource the console names, in the menu's order. */
export const CONSOLE_ORDER: ResourceName[] = RESOURCE_NAMES.filter(
  (name) => rulesOf(name).console,
).sort((a, b) => section(a) - section(b))

/** Its menu entry and page title ("Contact Messages"); the name itself if it has none. */
export const consoleLabel = (name: string) => rulesOf(name).console?.label ?? name

/** What one record of each resource is called, and many of them. */
export const NOUNS: Readonly<Record<string, readonly [one: string, many: string]>> =
  Object.fromEntries(
    CONSOLE_ORDER.flatMap((name) => {
      const noun = rulesOf(name).console?.noun
      return noun ? [[name, noun]] : []
    }),
  )

/** "Contact Messages" -> "Contact messages" (a word in capitals stays). */
export const sentenceCase = (label: string) =>
  label.replace(/(?<=\s)[A-Z](?=[a-z])/g, (c) => c.toLowerCase())

/** The resources whose writes are audited, as the audit log's resource filter offers them. */
export const AUDITED_RESOURCES: { id: string; name: string }[] = CONSOLE_ORDER.flatMap((id) => {
  const names = rulesOf(id).console
  if (!names?.audited) return []
  const parts = Object.entries(names.auditedParts ?? {}).map(([part, name]) => ({
    id: part,
    name,
  }))
  return [{ id, name: sentenceCase(names.label) }, ...parts]
})

type Action = 'list' | 'edit'

/**
 * A resource's screens, exported by its console folder's index as `resource` (or
 * `resources`, a folder with several): react-admin's list, create, edit and show, or a
 * page of its own at /{name} (one record edited in place, a chooser) that the menu shows
 * to a role that may `access` it. Its label comes from the registry.
 */
export type ConsoleResource = {
  name: ResourceName
  icon: ComponentType
  list?: ComponentType
  create?: ComponentType
  edit?: ComponentType
  show?: ComponentType
  recordRepresentation?: string
  page?: { element: ComponentType; access: Action }
}
