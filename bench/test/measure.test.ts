import { describe, expect, it } from 'vitest';
import { percentile } from '../measure.ts';

describe('percentile', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, index) => 100 - index);

  it('takes the nearest rank of the sorted times', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it('keeps tenths of a millisecond, which whole milliseconds would lose', () => {
    const times = [...Array.from({ length: 98 }, () => 1.2), 8.44, 10.96];
    expect(percentile(times, 99)).toBe(8.4);
    expect(percentile(times, 100)).toBe(11);
    expect(percentile(times, 50)).toBe(1.2);
  });

  it('is 0 when nothing was answered', () => {
    expect(percentile([], 99)).toBe(0);
  });
});
