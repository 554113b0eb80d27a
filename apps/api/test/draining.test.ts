import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerDraining } from '../src/plugins/draining.ts';

/** An app whose one route answers when the test lets it. */
function appWithHeldRoute() {
  const app = Fastify();
  registerDraining(app);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/held', async () => {
    arrived();
    await released;
    return { answered: true };
  });
  app.get('/quick', async () => ({ answered: true }));
  return { app, release, arrival };
}

describe('draining', () => {
  it('resolves at once when nothing is in flight', async () => {
    const { app } = appWithHeldRoute();
    await app.ready();
    expect((await app.inject('/quick')).statusCode).toBe(200);
    await app.drain();
    expect(app.draining).toBe(true);
    await app.close();
  });

  it('waits for the request in flight, for every caller, and asks clients to close', async () => {
    const { app, release, arrival } = appWithHeldRoute();
    await app.ready();
    const held = app.inject('/held');
    await arrival;
    const settled: string[] = [];
    const first = app.drain().then(() => settled.push('first'));
    const second = app.drain().then(() => settled.push('second'));
    // Let every pending callback run: neither may resolve while the request is unanswered.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual([]);
    release();
    const response = await held;
    await Promise.all([first, second]);
    expect(settled.sort()).toEqual(['first', 'second']);
    expect(response.json()).toEqual({ answered: true });
    expect(response.headers.connection).toBe('close');
    await app.close();
  });
});
