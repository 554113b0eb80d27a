import { describe, expect, it } from 'vitest';
import './zod-jitless.ts';

describe('zod on the site', () => {
  it('parses without compiling code, which the content security policy forbids', async () => {
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
