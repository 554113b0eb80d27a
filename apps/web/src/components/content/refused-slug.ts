import { HttpError } from '@/lib/http-client.ts';

/**
 * Whether a look-up by slug (`pages?slug=`, `branches?slug=`) failed because the content service
 * refused the slug itself: it answers 400 (`rest_invalid_param`) to a slug no page can have
 * (capitals, dots, spaces…), and the slug is the only parameter such a look-up sends. The slug
 * comes from the address, so this is an address with no page (a 404), not a failure to retry.
 */
export function isRefusedSlug(error: unknown): boolean {
  return error instanceof HttpError && error.status === 400;
}
