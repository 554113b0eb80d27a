import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import type { SessionAccount } from '../accounts/session-account.ts';
import type { ReservationRow } from '../bookings/bookings.repository.ts';
import { DomainError } from '../../errors.ts';

/**
 * The account a reservation is managed by: its own, except a Door2Door transfer's ("D2D vehicle
 * groups are excepted", spec 001 §6), which is managed with its reference and e-mail alone.
 */
export function managingAccountOf(row: Pick<ReservationRow, 'd2d' | 'accountNo'>): string | null {
  return row.d2d ? null : row.accountNo;
}

/**
 * Corporate and tour references are managed only by their signed-in account (DESIGN §6): a
 * reference and e-mail are not enough for them.
 */
export function requireOwnerAccount(accountNo: string | null, account: SessionAccount | null) {
  if (accountNo && account?.accountNo !== accountNo)
    throw new DomainError('ACCOUNT_SIGN_IN_REQUIRED', MANAGE_MESSAGES.accountRequired(accountNo));
}
