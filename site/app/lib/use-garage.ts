// The visitor's saved and compared cars in the browser. Pages are the same for every
// visitor (they are cached), so they render the controls as "not saved" and this store
// marks them after hydration: from /saved.json (personal, no-store), asked only when the
// saved-cars cookie exists, and then from each save or compare post's answer. Without
// the cookie it stays unknown (null), which the controls show as they show an empty
// garage: marking it empty would only re-render every control on the page, at once
// (a store's update is never deferred), right after hydration.
import { useSyncExternalStore } from 'react'
import { GARAGE_COOKIE, garageFrom, type Garage } from './garage'

let current: Garage | null = null
let requested = false
const listeners = new Set<() => void>()

export function setGarage(garage: Garage) {
  current = garage
  for (const listener of listeners) listener()
}

function hasCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${GARAGE_COOKIE}=`))
}

function load() {
  if (requested) return
  requested = true
  if (!hasCookie()) return
  fetch('/saved.json', { credentials: 'same-origin', cache: 'no-store' })
    .then(async (res) => (res.ok ? garageFrom(await res.json()) : null))
    .then((garage) => {
      // A post answered meanwhile is newer than what the request saw.
      if (garage && current === null) setGarage(garage)
    })
    .catch(() => {
      // Unknown stays unknown: the controls keep working as plain forms.
      requested = false
    })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  load()
  return () => listeners.delete(listener)
}

/** The visitor's garage, or null while unknown (always null on the server). */
export function useGarage(): Garage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
