import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Served by the one server under /admin: built, index.html for every /admin/* path and
// the hashed files from /admin/assets/*; in development, by this Vite in middleware mode
// (server/dev.ts).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Lets the bench tell the login route's files from the whole console's.
    manifest: true,
    // react-admin's chunk is large by nature; the login route stays small.
    chunkSizeWarningLimit: 1500,
  },
})
