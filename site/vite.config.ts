import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

const VENDOR =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream)\//
const SHARED = /\/site\/app\/(components|lib)\//
const LAYOUT = /\/site\/app\/root\.tsx$/
const HOME = /\/site\/app\/routes\/_index\.tsx$/
const ROUTE = /\/site\/app\/(root\.tsx|routes\/[^/]+)$/

type ModuleInfo = { importers: readonly string[] } | null

/** The route modules (and the layout) that import `id`, directly or through others. */
function routesReaching(
  id: string,
  info: (id: string) => ModuleInfo,
  seen = new Set<string>(),
): Set<string> {
  const found = new Set<string>()
  if (seen.has(id)) return found
  seen.add(id)
  for (const importer of info(id)?.importers ?? []) {
    if (ROUTE.test(importer)) found.add(importer)
    else for (const r of routesReaching(importer, info, seen)) found.add(r)
  }
  return found
}

/**
 * Whether `id` belongs in the shared chunk: the layout uses it, or the home page and
 * another page do. What only the home page uses (its testimonials, its carousel) stays
 * in the home page's own chunk, so other pages don't load it.
 */
function inAppChunk(id: string, info: (id: string) => ModuleInfo): boolean {
  const routes = [...routesReaching(id, info)]
  return (
    routes.some((r) => LAYOUT.test(r)) || (routes.some((r) => HOME.test(r)) && routes.length > 1)
  )
}

export default defineConfig({
  plugins: [
    remix({
      ssr: true,
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
      },
    }),
  ],
  build: {
    // Terser with two compress passes and module-scope mangling writes the client smaller
    // (gzipped) than esbuild's minifier: room under the 100 KB page budget
    // (docs/decisions/0011-terser-for-the-client.md).
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 } },
    // Images and the two fonts stay separate files: they cache better than inlined data,
    // and the page preloads the fonts (root.tsx), which a font inside the stylesheet cannot
    // be: without script it was asked for only at the first layout, too late to be used.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Fewer, larger files for what nearly every visit loads: every file costs a
        // request and most of a kilobyte of headers, more than most of the site's small
        // shared modules weigh. React and Remix make one chunk; the site's components and
        // helpers that the layout or the home page use make another. The rest (the
        // filters, the forms, their libraries) stays with the routes that need it.
        manualChunks(id, { getModuleInfo }) {
          if (VENDOR.test(id)) return 'vendor'
          if (SHARED.test(id) && inAppChunk(id, getModuleInfo)) return 'app'
          return undefined
        },
      },
    },
  },
})
