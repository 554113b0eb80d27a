import { errorResponseSchema } from '@bluu/contracts/api-errors';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';

/** The first message of an answer's error envelope. */
export function errorOf(response: { json(): unknown }): string {
  const body = response.json() as { errors: { error: Array<{ errorMessage: string }> } };
  return body.errors.error[0]?.errorMessage ?? '';
}

/** The machine-readable code of an answer's first refusal. */
export function codeOf(response: { json(): unknown }): string | undefined {
  const body = response.json() as { errors: { error: Array<{ code?: string }> } };
  return body.errors.error[0]?.code;
}

/** What went wrong with one answer: a 5xx, or a refusal without the product's error shape. */
export function fault(
  label: string,
  response: { statusCode: number; body: string },
): string | undefined {
  if (response.statusCode >= 500) return `${label}: ${response.statusCode} ${response.body}`;
  if (response.statusCode >= 400) {
    const parsed = errorResponseSchema.safeParse(parsedJson(response.body));
    const entry = parsed.success ? parsed.data.errors.error[0] : undefined;
    if (!entry?.errorMessage || !entry.code)
      return `${label}: ${response.statusCode} without a coded message: ${response.body.slice(0, 200)}`;
  }
  return undefined;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Rows of a raw query, for assertions on what was (not) written. */
export async function rows(db: Db, query: string): Promise<Array<Record<string, unknown>>> {
  const result = await db.execute(sql.raw(query));
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: string[];
}

/** Waits (up to 6 s) for a mail in the built-in mailbox that matches. */
export async function waitForMail(
  app: FastifyInstance,
  matches: (mail: MailboxEntry) => boolean,
): Promise<MailboxEntry> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const found = ((await app.inject('/dev/mail.json')).json() as MailboxEntry[]).find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no matching mail arrived');
}

/**
 * Sends requests that must succeed, each from a client address of its own (`10.{subnet}.0.n`),
 * so that the per-client rate limits never join in.
 */
export function succeedingInjector(app: () => FastifyInstance, subnet: number) {
  let client = 0;
  return async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    client += 1;
    const response = await app().inject({
      method,
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: `10.${subnet}.0.${client}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
}
