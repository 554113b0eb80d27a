import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const API_SERVER = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset, served by the server's static plugin.
    compression({
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
      threshold: 0,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the chunk graph the bundle budget check reads.
    manifest: true,
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/wp-json': API_SERVER,
      '/dev': API_SERVER,
      '/healthz': API_SERVER,
    },
  },
});
