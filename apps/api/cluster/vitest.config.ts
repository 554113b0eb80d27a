import { defineConfig } from 'vitest/config';
import { failOnConsoleSetup } from '../../../vitest.shared.ts';

// `npm run test:cluster` only: nginx, Redis, PostgreSQL and two built server processes
// (deploy/local-cluster.sh). In CI its JSON report joins the others (.ci/summarize.mjs).
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    name: 'cluster',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    setupFiles: [failOnConsoleSetup],
    env: { TZ: 'Asia/Tokyo' },
    testTimeout: 180_000,
    hookTimeout: 180_000,
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/vitest-cluster.json` }]]
      : ['default'],
  },
});
