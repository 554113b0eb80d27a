import { defineProject } from 'vitest/config';
import { failOnConsoleSetup } from '../vitest.shared.ts';

export default defineProject({
  test: {
    name: 'bench',
    include: ['test/**/*.test.ts'],
    setupFiles: [failOnConsoleSetup],
  },
});
