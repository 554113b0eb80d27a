import { firstNameOf } from '@bluu/contracts/booking-rules';
import type { ManageResponse } from '@bluu/contracts/manage';
import {
  firstLookupError,
  MANAGE_MESSAGES,
  type ReferenceStatus,
} from '@bluu/contracts/manage-rules';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/http-client.ts';
import { serverErrorCode } from '@/lib/server-error-code.ts';
import { failureMessage } from '@/lib/server-message.ts';
import { reservationMemory } from '@/lib/journey/reservation-memory.ts';
import { getManageBooking } from './get-manage-booking.ts';
import { getStatus } from './get-status.ts';

/** A reference as looked up: its status, and its details unless it was cancelled. */
export interface LookupResult {
  reference: string;
  email: string;
  status: ReferenceStatus;
  /** True for a quote past its validity. */
  expired: boolean;
  /** Null for a cancelled reference: it is blocked, so its details are not fetched. */
  manage: ManageResponse | null;
}

export const lookupKeys = {
  all: ['manage-booking'] as const,
  reference: (reference: string, email: string) =>
    [...lookupKeys.all, reference, email.toLowerCase()] as const,
};

/** `normalizeReference(' r12ab ') === 'R12AB'`, as the server reads it. */
export function normalizeReference(reference: string): string {
  return reference.trim().toUpperCase();
}

/** The status call, then (unless cancelled) the manage call. */
export async function lookUp(
  reference: string,
  email: string,
  signal?: AbortSignal,
): Promise<LookupResult> {
  const { status, expired } = await getStatus(reference, email, signal);
  if (status === '') throw new HttpError(404, null);
  if (status === 'CANCELLED') return { reference, email, status, expired, manage: null };
  const manage = await getManageBooking(reference, email, signal);
  return { reference, email, status: manage.status, expired, manage };
}

/** The looked-up reference; it changes only through this screen's own actions. */
export function lookupQuery(reference: string, email: string) {
  return queryOptions({
    queryKey: lookupKeys.reference(reference, email),
    queryFn: ({ signal }) => lookUp(reference, email, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * What a failed look-up shows: the spec's not-found message for an unknown reference or a wrong
 * e-mail, the server's message when it refused (corporate account, too many attempts).
 */
export function lookupErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.status === 404) return MANAGE_MESSAGES.notFound;
  return failureMessage(error);
}

export type LookupOutcome =
  | { kind: 'invalid'; field: 'reference' | 'email'; message: string }
  /** `code`: the server's error code, when it refused (e.g. ACCOUNT_SIGN_IN_REQUIRED). */
  | { kind: 'failed'; message: string; code?: string }
  | { kind: 'found'; result: LookupResult };

function rememberLookup(result: LookupResult) {
  const renter = result.manage?.booking?.customerDetails;
  const quote = result.manage?.quote;
  const transferQuote = result.manage?.transferQuote;
  const firstName = renter ? firstNameOf(renter) : (quote?.firstName ?? transferQuote?.name);
  const lastName = renter ? renter.surname : (quote?.lastName ?? transferQuote?.surname);
  reservationMemory.write({
    reservationNumber: result.reference,
    reservationEmail: result.email,
    ...(firstName ? { reservationFirstname: firstName } : {}),
    ...(lastName ? { reservationLastname: lastName } : {}),
  });
}

/**
 * The look-up form's submit: the spec's rules first (one message at a time), then a fresh
 * status and manage call. A found reference is cached for the screens and remembered in
 * session storage.
 */
export async function submitLookup(
  client: QueryClient,
  reference: string,
  email: string,
): Promise<LookupOutcome> {
  const invalid = firstLookupError(reference, email);
  if (invalid) return { kind: 'invalid', ...invalid };
  const normalized = normalizeReference(reference);
  const address = email.trim();
  try {
    const result = await client.fetchQuery({ ...lookupQuery(normalized, address), staleTime: 0 });
    rememberLookup(result);
    return { kind: 'found', result };
  } catch (error) {
    return { kind: 'failed', message: lookupErrorMessage(error), code: serverErrorCode(error) };
  }
}
