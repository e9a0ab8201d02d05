// react-admin and every screen: a chunk of its own (about a megabyte of JavaScript), so
// the login page stays small. Fetching, compiling and running it took about a second
// after a sign-in on a slow machine; the login page starts it while the visitor types,
// and the console after sign-in finds it ready. import() loads a module once, however
// often it is asked for.
export const loadApp = () => import('../App')

/** Loads the console's chunk when the browser is idle (or at once where it can't say). */
export function warmApp(): () => void {
  const load = () => void loadApp().catch(() => {})
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(load, 200)
  return () => clearTimeout(id)
}
