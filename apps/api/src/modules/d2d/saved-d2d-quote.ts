import { SUCCESS } from '@bluu/contracts/api-errors';
import type { D2dSavedQuote } from '@bluu/contracts/d2d';
import { centsToAmount } from '@bluu/contracts/money';
import { toLocalDateTime } from '@bluu/contracts/time';
import type { D2dQuoteRow } from './d2d.repository.ts';

/** Whether a saved Door2Door quote is past 23:59:59 of its last day at `now`. */
export function isExpiredD2dQuote(row: Pick<D2dQuoteRow, 'expiresAt'>, now: Date): boolean {
  return row.expiresAt.getTime() < now.getTime();
}

/**
 * A saved quote's status: CONFIRMED while a live reservation books it (`confirmedAs`, the
 * repository's `findConfirmation`: a cancelled one does not count, so its quote is a QUOTE again),
 * else EXPIRED past its validity, else QUOTE.
 */
function d2dQuoteStatus(
  row: Pick<D2dQuoteRow, 'expiresAt'>,
  now: Date,
  confirmedAs: string | undefined,
): D2dSavedQuote['status'] {
  if (confirmedAs) return 'CONFIRMED';
  return isExpiredD2dQuote(row, now) ? 'EXPIRED' : 'QUOTE';
}

/**
 * A saved Door2Door quote as `GET /api/Quote/d2d/{n}/{email}` answers it, and Manage Booking
 * shows it: `vehicle` is its group's description, `confirmedAs` the reservation that books it
 * (`findConfirmation`), named while the quote is CONFIRMED ('' otherwise).
 */
export function toD2dSavedQuote(
  row: D2dQuoteRow,
  vehicle: string,
  now: Date,
  confirmedAs?: string,
): D2dSavedQuote {
  const { record } = row;
  return {
    errors: SUCCESS,
    quoteNumber: row.quoteNumber,
    requestedAccountType: row.accountType,
    requestedPickUpBranch: row.hubCode,
    vehicleGroup: row.vehicleGroup,
    vehicleGrp_Desc: vehicle,
    rateCode: row.rateCode,
    rateDesc: row.rateDesc,
    currency: 'ZAR',
    quoteLines: row.lines,
    fee: centsToAmount(record.feeCents),
    totalCharge: centsToAmount(row.totalCents),
    vatExempt: true,
    trip: record.trip,
    expiresAt: `${toLocalDateTime(row.expiresAt)}:59`,
    emailAddress: row.email,
    status: d2dQuoteStatus(row, now, confirmedAs),
    reservationNumber: confirmedAs ?? '',
    dateCreated: toLocalDateTime(row.createdAt),
    name: row.firstName,
    surname: row.lastName,
    // The account that saved it, as the server stored it (the body's accountNo is not believed).
    request: {
      ...record.request,
      ...record.details,
      accountType: row.accountType,
      accountNo: row.accountNo ?? '',
    },
  };
}
