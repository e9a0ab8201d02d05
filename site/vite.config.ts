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
const CORE = /\/site\/app\/(root\.tsx|routes\/_index\.tsx)$/

type ModuleInfo = { importers: readonly string[] } | null

/** Whether the layout or the home page imports `id`, directly or through other modules. */
function reachesCore(id: string, info: (id: string) => ModuleInfo, seen: Set<string>): boolean {
  if (seen.has(id)) return false
  seen.add(id)
  for (const importer of info(id)?.importers ?? []) {
    if (CORE.test(importer) || reachesCore(importer, info, seen)) return true
  }
  return false
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
    // Images stay separate files: they cache better than inlined data. The two fonts go
    // into the stylesheet, so they are ready within font-display: optional's short block
    // period and the page never swaps from the fallback (see scripts/fonts.mjs), with two
    // requests fewer for about the same bytes.
    assetsInlineLimit: (file) => file.endsWith('.woff2'),
    rollupOptions: {
      output: {
        // Fewer, larger files for what nearly every visit loads: every file costs a
        // request and most of a kilobyte of headers, more than most of the site's small
        // shared modules weigh. React and Remix make one chunk; the site's components and
        // helpers that the layout or the home page use make another. The rest (the
        // filters, the forms, their libraries) stays with the routes that need it.
        manualChunks(id, { getModuleInfo }) {
          if (VENDOR.test(id)) return 'vendor'
          if (SHARED.test(id) && reachesCore(id, getModuleInfo, new Set())) return 'app'
          return undefined
        },
      },
    },
  },
})
