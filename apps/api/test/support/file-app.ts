import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestContext } from './test-app.ts';

/** Sends one request, with the session cookie (`bluu_session=…`) when there is one. */
export type Send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  cookie?: string,
) => Promise<LightMyRequestResponse>;

export interface FileApp {
  /** The started app and its database: read it in tests and hooks, not while the file loads. */
  readonly ctx: TestContext;
  /** A client address this file has not used yet (`10.{subnet}.x.y`). */
  nextClient(): string;
  /** Sends from a client address of its own, so that the per-client rate limits never join in. */
  send: Send;
}

/**
 * The real app on a real database with the demo data, at `clock`, for the tests of the file that
 * calls it at its top: started before them and closed after them.
 */
export function testAppForFile(clock: () => Date, subnet: number): FileApp {
  let started: TestContext | undefined;
  beforeAll(async () => {
    started = await startTestApp(clock);
  });
  afterAll(async () => {
    await started?.close();
  });

  let clientNo = 0;
  const fileApp: FileApp = {
    get ctx() {
      if (!started) throw new Error('the test app starts in beforeAll');
      return started;
    },
    nextClient() {
      clientNo += 1;
      return `10.${subnet}.${Math.floor(clientNo / 250)}.${(clientNo % 250) + 1}`;
    },
    send: (method, url, payload, cookie) =>
      fileApp.ctx.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        headers: cookie ? { cookie } : {},
        remoteAddress: fileApp.nextClient(),
      }),
  };
  return fileApp;
}
