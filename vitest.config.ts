import { defineConfig } from 'vitest/config'

// Unit and integration tests of every workspace. Browser tests live in tests/e2e and
// run under Playwright (see playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          root: './api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'site',
          root: './site',
          include: ['app/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['serving/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'backoffice',
          root: './backoffice',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
})
