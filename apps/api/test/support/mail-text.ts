import { expect } from 'vitest';

/** The items of a change e-mail's "What changed" list, from its text part. */
export function whatChanged(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf('What changed:');
  expect(start, text).toBeGreaterThanOrEqual(0);
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    items.push(line.trim());
  }
  return items;
}
