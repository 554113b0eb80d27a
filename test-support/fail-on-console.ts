import { afterEach, beforeEach, vi } from 'vitest';

let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (logged.length > 0) throw new Error(`The test logged:\n${logged.join('\n')}`);
});
