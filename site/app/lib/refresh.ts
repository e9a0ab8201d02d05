// A page that reloads itself every few seconds without JavaScript (a page waiting for
// something to happen elsewhere; with JavaScript it asks its loader again instead). The
// route says how often in its `handle`, from its loader data; the layout puts the
// <meta http-equiv="refresh"> in the head inside <noscript>, where a browser running
// scripts never reads it.
import { useMatches } from '@remix-run/react'

export type RefreshHandle = {
  /** Seconds between reloads without JavaScript, or null for none. */
  refreshSeconds: (data: unknown) => number | null
}

function isRefreshHandle(handle: unknown): handle is RefreshHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'refreshSeconds' in handle &&
    typeof handle.refreshSeconds === 'function'
  )
}

/** The seconds the deepest page that asks for it wants between reloads, or null. */
export function useNoScriptRefresh(): number | null {
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    if (isRefreshHandle(match.handle)) return match.handle.refreshSeconds(match.data)
  }
  return null
}
