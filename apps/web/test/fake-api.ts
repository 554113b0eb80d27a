import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Replaces `fetch`, the network boundary, with handlers keyed by `METHOD /path`; returns the
 * requests as they were sent. Unknown paths get a 404.
 */
export function fakeApi(handlers: Record<string, Handler>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    const handler = handlers[`${method} ${url}`];
    const answer = handler
      ? await handler(body)
      : { status: 404, body: { errors: { error: [{ errorMessage: `No route ${url}` }] } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
}

export function ok(body: unknown): FakeAnswer {
  return { status: 200, body };
}

/** An answer the test holds back: `handler` waits until the test calls `release`. */
export function heldAnswer(): { handler: Handler; release: (answer: FakeAnswer) => void } {
  let release: (answer: FakeAnswer) => void = () => undefined;
  const answer = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { handler: () => answer, release: (given) => release(given) };
}
