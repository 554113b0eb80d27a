import { defineProject } from 'vitest/config';
import { failOnConsoleSetup } from '../../vitest.shared.ts';

export default defineProject({
  test: {
    name: 'contracts',
    include: ['test/**/*.test.ts'],
    setupFiles: [failOnConsoleSetup],
    // A zone far from the branches' proves no rule reads the machine's time zone.
    env: { TZ: 'America/Los_Angeles' },
  },
});
