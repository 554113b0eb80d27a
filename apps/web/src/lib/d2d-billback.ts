import { hasCompanyEmailDomain } from '@bluu/contracts/d2d-rules';

export interface D2DAccount {
  accountType: 'I' | 'C' | 'T';
  accountNo: string;
  accountEmail: string;
}

/**
 * Billback to the account is offered only to a signed-in account with a company e-mail domain
 * (spec 001 §6): a corporate or tour account, whose e-mail, when the session carries one, is not
 * at a public mail service. (A corporate sign-in's session carries no e-mail: the account is the
 * company's own, and the server bills accounts back only – decision record 0029.)
 */
export function offersBillback(account: D2DAccount | null): boolean {
  if (!account || account.accountType === 'I') return false;
  return account.accountEmail === '' || hasCompanyEmailDomain(account.accountEmail);
}

/** The method of payment is locked (to billback) for an account that has an account number. */
export function paymentLocked(account: D2DAccount | null): boolean {
  return offersBillback(account) && account !== null && account.accountNo !== '';
}
