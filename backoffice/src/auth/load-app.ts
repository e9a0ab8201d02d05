// react-admin and every screen: a chunk of its own (about a megabyte of JavaScript), so
// the login page stays small. Fetching, compiling and running it is slow on a slow
// machine (docs/decisions/0015-page-load-main-thread.md); the login page starts it once
// the visitor begins to fill the form, and the console after sign-in finds it ready. A
// visitor who only looks at the login page never downloads it. import() loads a module
// once, however often it is asked for.
export const loadApp = () => import('../App')

let warming = false

/**
 * Starts loading the console's chunk, once, when the browser is next idle (at most 2 s
 * later), so compiling it does not hold up a keystroke.
 */
export function warmApp(): void {
  if (warming) return
  warming = true
  const load = () =>
    void loadApp().catch(() => {
      // A failed fetch (offline) is tried again on the next interaction, and the
      // console's own lazy() shows its error if it fails after the sign-in.
      warming = false
    })
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 })
  else setTimeout(load, 200)
}
