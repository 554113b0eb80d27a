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
 * A saved Door2Door quote as `GET /api/Quote/d2d/{n}/{email}` answers it, and Manage Booking
 * shows it: `vehicle` is its group's description.
 */
export function toD2dSavedQuote(row: D2dQuoteRow, vehicle: string, now: Date): D2dSavedQuote {
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
    status: isExpiredD2dQuote(row, now) ? 'EXPIRED' : 'QUOTE',
    dateCreated: toLocalDateTime(row.createdAt),
    name: row.firstName,
    surname: row.lastName,
    request: { ...record.request, ...record.details },
  };
}
