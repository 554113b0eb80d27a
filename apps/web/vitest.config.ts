import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { failOnConsoleSetup } from '../../vitest.shared.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@test': fileURLToPath(new URL('./test', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Generous limits for busy machines; tests wait on conditions and finish as soon as they hold.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: [failOnConsoleSetup, './test/setup.ts'],
  },
});
