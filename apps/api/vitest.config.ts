import { defineProject } from 'vitest/config';
import { failOnConsoleSetup } from '../../vitest.shared.ts';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    setupFiles: [failOnConsoleSetup],
    env: { TZ: 'Asia/Tokyo' },
    // Generous for busy machines: tests that open PGlite folders or start server processes wait on
    // conditions and finish as soon as they hold.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
