const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** Anything that turns an unknown JSON body into a typed value, such as a contracts schema. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** A non-2xx answer; `body` is its parsed JSON (or null). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  const data = await readJson(response);
  if (!response.ok) throw new HttpError(response.status, data);
  return options.schema.parse(data);
}

/** For answers whose body does not matter, only that they succeeded. */
export const anyBody: ResponseSchema<unknown> = { parse: (data) => data };

export const http = {
  get<T>(path: string, schema: ResponseSchema<T>, signal?: AbortSignal): Promise<T> {
    return request(path, { schema, signal });
  },
  post<T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    signal?: AbortSignal,
    headers?: Record<string, string>,
  ): Promise<T> {
    return request(path, { method: 'POST', body, schema, signal, headers });
  },
  put<T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    headers?: Record<string, string>,
  ): Promise<T> {
    return request(path, { method: 'PUT', body, schema, headers });
  },
};
