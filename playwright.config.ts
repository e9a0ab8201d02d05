import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'
import { E2E_BASE_URL, E2E_WORKERS, JS_ON_CONTEXT } from './tests/e2e/support'

// Browser tests against the production build, started the way `npm start` starts it
// (see tests/e2e/global-setup.ts), in Debian's Chromium. E2E_WORKERS workers (2 unless
// set) run spec files side by side, each against a server and database of its own
// (tests/e2e/support.ts): much of a browser test is waiting, so two share the 2 cores.
// A worker's baseURL is its slot's server: this file is read again in each worker.
export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // Its own folder: Playwright empties it at start, and test-results/reports holds vitest's report.
  outputDir: './test-results/playwright',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // First, as the longest project, and one file at a time: the console's pages are the
    // heaviest to render, and two at once pushed its slowest tests near their timeout.
    {
      name: 'admin',
      workers: 1,
      testMatch: 'admin/**/*.spec.ts',
      use: { javaScriptEnabled: true, viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'site-js',
      testMatch: 'site/**/*.spec.ts',
      use: { javaScriptEnabled: true },
    },
    {
      name: 'site-nojs',
      testMatch: 'site/**/*.spec.ts',
      // A test tagged JS_ON_CONTEXT (support.ts; the axe checks) opens contexts of its
      // own with JavaScript on whatever this setting: here it would run exactly as above.
      grepInvert: new RegExp(JS_ON_CONTEXT),
      use: { javaScriptEnabled: false },
    },
    // The pages as served, through the W3C Nu HTML checker (Java): once, not per JS setting.
    { name: 'html', testMatch: 'html/**/*.spec.ts' },
    // npm start from cold, with its own emulator and database, and npm run dev, each on
    // ports of its own.
    { name: 'start', testMatch: 'start/**/*.spec.ts' },
    // deploy/: the systemd unit, Caddy in front of the server, a backup restore drill.
    { name: 'deploy', testMatch: 'deploy/**/*.spec.ts' },
  ],
})
