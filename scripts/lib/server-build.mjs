// How the production server is bundled (scripts/build-server.mjs): the server entry
// (server/main.ts with the API and the workspace code) into dist/server.js, and its render
// worker (server/render-worker.ts) into dist/render-worker.js. npm packages stay external:
// bundling them breaks dynamic requires and would duplicate React. The Remix build is
// loaded at run time by path, and the emulator module stays a separate file (see below).
import { join } from 'node:path'

// Small pure-ESM packages the workspaces depend on at another major than a copy that npm
// hoisted to the root for some tool: bundled, so dist/ gets the workspace's version.
const BUNDLED = new Set(['lru-cache'])

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@dealership/') || BUNDLED.has(args.path)) return undefined
      return { path: args.path, external: true }
    })
    // The demo mode's emulator module finds the repository from its own location, so it
    // stays a file of its own, imported from dist/ (which sits beside server/).
    b.onResolve({ filter: /\/demo\/auth-emulator\.mjs$/ }, () => ({
      path: '../server/demo/auth-emulator.mjs',
      external: true,
    }))
  },
}

/** esbuild's options for the server bundle of the repository at `root`. */
export function serverBuildOptions(root) {
  return {
    // The server, and the render worker it starts (server/serving/render-pool.ts).
    entryPoints: {
      server: join(root, 'server', 'main.ts'),
      'render-worker': join(root, 'server', 'render-worker.ts'),
    },
    // Bundled packages resolve from the server workspace, as its code does.
    nodePaths: [join(root, 'server', 'node_modules')],
    outdir: join(root, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  }
}
