import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'
import { E2E_BASE_URL, JS_ON_CONTEXT } from './tests/e2e/support'

// Browser tests against the production build, started the way `npm start` starts it
// (see tests/e2e/global-setup.ts), in Debian's Chromium.
export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
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
    { name: 'site-js', testMatch: 'site/**/*.spec.ts', use: { javaScriptEnabled: true } },
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
    // npm start from cold, with its own emulator and database (no browser needed).
    { name: 'start', testMatch: 'start/**/*.spec.ts' },
    // deploy/: the systemd unit, Caddy in front of the server, a backup restore drill.
    { name: 'deploy', testMatch: 'deploy/**/*.spec.ts' },
    {
      name: 'admin',
      testMatch: 'admin/**/*.spec.ts',
      use: { javaScriptEnabled: true, viewport: { width: 1440, height: 900 } },
    },
  ],
})
