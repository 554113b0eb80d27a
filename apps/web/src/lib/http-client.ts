import type { ErrorResponse } from '@bluu/contracts/api-errors';
import {
  NO_SESSION_ACCOUNT,
  SESSION_ACCOUNT_HEADER,
  SESSION_USER_HEADER,
} from '@bluu/contracts/constants';
import { sessionUser } from './session-user-store.ts';

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** Anything that turns an unknown JSON body into a typed value, such as a contracts schema. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * A response schema, or a loader of one: `() => import('@bluu/contracts/branch').then((m) =>
 * m.branchListSchema)`. A loaded schema's code (and zod) is fetched beside the request, so pages
 * can show before zod is loaded (decision record 0018).
 */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

/** A non-2xx answer; `body` is its `errors` envelope, checked by the contracts' schema, or null. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorResponse | null;

  constructor(status: number, body: ErrorResponse | null) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema: SchemaSource<T>;
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

/** A refusal's `errors` envelope; the schema (with zod) loads only when a request is refused. */
async function errorEnvelope(data: unknown): Promise<ErrorResponse | null> {
  if (data === null) return null;
  try {
    const { errorResponseSchema } = await import('@bluu/contracts/api-errors');
    const parsed = errorResponseSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Who this tab shows. The session cookie outlives the tab and is shared by every tab, so the
 * server acts for the cookie's individual only when the tab names them (`X-Session-User`, their
 * `accountUser`), and for the cookie's account only when the tab names that account
 * (`X-Session-Account`; 'none' for a visitor or an individual): a tab left showing one account
 * after another signed in elsewhere acts for neither (decision record 0045).
 */
function tabHeaders(): Record<string, string> {
  const user = sessionUser.read();
  if (user?.accountType === 'I')
    return {
      [SESSION_USER_HEADER]: user.accountUser,
      [SESSION_ACCOUNT_HEADER]: NO_SESSION_ACCOUNT,
    };
  return { [SESSION_ACCOUNT_HEADER]: user?.accountNo ?? NO_SESSION_ACCOUNT };
}

async function send(path: string, options: RequestOptions<unknown>): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...options.headers,
    ...tabHeaders(),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  const data = await readJson(response);
  if (!response.ok) throw new HttpError(response.status, await errorEnvelope(data));
  return data;
}

async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { schema } = options;
  const [data, loaded] = await Promise.all([
    send(path, options),
    typeof schema === 'function' ? schema() : schema,
  ]);
  return loaded.parse(data);
}

/** For answers whose body does not matter, only that they succeeded. */
export const anyBody: ResponseSchema<unknown> = { parse: (data) => data };

export const http = {
  get<T>(path: string, schema: SchemaSource<T>, signal?: AbortSignal): Promise<T> {
    return request(path, { schema, signal });
  },
  post<T>(
    path: string,
    body: unknown,
    schema: SchemaSource<T>,
    signal?: AbortSignal,
    headers?: Record<string, string>,
  ): Promise<T> {
    return request(path, { method: 'POST', body, schema, signal, headers });
  },
  put<T>(
    path: string,
    body: unknown,
    schema: SchemaSource<T>,
    headers?: Record<string, string>,
  ): Promise<T> {
    return request(path, { method: 'PUT', body, schema, headers });
  },
};
