import { SUPPORT_PHONE } from './constants.ts';

/**
 * Copies of a booking's confirmation to cc addresses (POST /api/web/booking/send-external-email):
 * a few addresses at a time, and a few copies of one reservation an hour, so the route cannot
 * mail a confirmation to a list of strangers.
 */
export const MAX_COPY_ADDRESSES = 3;
export const COPIES_PER_RESERVATION = 5;
export const COPY_WINDOW_MS = 60 * 60_000;

export const COPY_MESSAGES = {
  tooManyAddresses: `cc: at most ${MAX_COPY_ADDRESSES} e-mail addresses, separated by commas.`,
  tooManyCopies: `This confirmation has already been copied ${COPIES_PER_RESERVATION} times in the last hour. Please try again later, or phone us on ${SUPPORT_PHONE}.`,
} as const;
