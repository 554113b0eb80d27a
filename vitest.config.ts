import { defineConfig } from 'vitest/config';

// In CI each run also writes a JSON report that .ci/summarize.mjs adds up.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? 'vitest';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web', 'bench'],
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/${reportName}.json` }]]
      : ['default'],
  },
});
