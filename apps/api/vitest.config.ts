import { defineProject } from 'vitest/config';
import { failOnConsoleSetup } from '../../vitest.shared.ts';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    setupFiles: [failOnConsoleSetup],
    env: { TZ: 'Asia/Tokyo' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
