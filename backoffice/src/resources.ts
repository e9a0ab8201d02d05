// Every console folder's screens (its index exports `resource` or `resources`), in the
// menu's order. App.tsx registers them and the menu lists them; adding a resource means
// its registry line (contract/resources.ts) and its folder here, nothing else.
import { isOneOf } from '@dealership/api/contract'
import { CONSOLE_ORDER, type ConsoleResource } from './lib/console-resources'

type ConsoleModule = { resource?: ConsoleResource; resources?: readonly ConsoleResource[] }

const modules = import.meta.glob<ConsoleModule>('./*/index.{ts,tsx}', { eager: true })

/** The folders' resources by name; a name twice, or one the registry names nothing for, is an error. */
export function collect(found: Record<string, ConsoleModule>): ConsoleResource[] {
  const byName = new Map<string, ConsoleResource>()
  for (const [file, module] of Object.entries(found)) {
    for (const r of [...(module.resource ? [module.resource] : []), ...(module.resources ?? [])]) {
      if (byName.has(r.name)) throw new Error(`${file}: ${r.name} has screens twice`)
      if (!isOneOf(CONSOLE_ORDER, r.name))
        throw new Error(`${file}: ${r.name} has no console names in the registry`)
      byName.set(r.name, r)
    }
  }
  return CONSOLE_ORDER.flatMap((name) => byName.get(name) ?? [])
}

export const CONSOLE_RESOURCES: readonly ConsoleResource[] = collect(modules)
