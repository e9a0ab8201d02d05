import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Served by the one server under /admin: index.html for every /admin/* path and the
// hashed files from /admin/assets/*.
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
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
})
