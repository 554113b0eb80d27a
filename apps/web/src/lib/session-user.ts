import type { SessionUser } from '@bluu/contracts/accounts';
import type { AccountType } from '@bluu/contracts/constants';
import type { ErrorCode } from '@bluu/contracts/error-codes';
import { useSyncExternalStore } from 'react';
import { startNewJourneySession } from './journey/journey-session.ts';
import { serverErrorCode } from './server-error-code.ts';
import { sessionUser } from './session-user-store.ts';

export { sessionUser };

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(sessionUser.subscribe, sessionUser.read, () => null);
}

/** The account a search is made for: the signed-in account, else an anonymous individual. */
export interface SearchAccount {
  accountType: AccountType;
  accountNo: string;
  accountName: string;
}

export function searchAccountOf(user: SessionUser | null): SearchAccount {
  if (!user) return { accountType: 'I', accountNo: '', accountName: '' };
  return {
    accountType: user.accountType,
    accountNo: user.accountNo ?? '',
    accountName: user.accountName,
  };
}

function pricedAlike(a: SearchAccount, b: SearchAccount): boolean {
  return a.accountType === b.accountType && a.accountNo === b.accountNo;
}

/**
 * Keeps the user who has just signed in. The journey in this tab's history (search results, a
 * quote, a renter) was priced for whoever used the tab before: a visitor at the individual rate,
 * or another account. When the new user is priced differently it starts a new journey session,
 * so Back shows none of it, as after Logout, and no visitor's quote is booked under the account.
 */
export function signIn(user: SessionUser): void {
  if (!pricedAlike(searchAccountOf(sessionUser.read()), searchAccountOf(user)))
    startNewJourneySession();
  sessionUser.write(user);
}

/**
 * A search or quote made for the signed-in corporate or tour account. When the server refuses it
 * with ACCOUNT_SIGN_IN_REQUIRED, the account's server session has ended (Logout in another tab,
 * or expiry) while this tab still shows the account: the tab forgets its account user, so the
 * header offers Sign In, as the refusal's message asks. The refusal is passed on.
 */
export async function forAccountSession<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    const user = sessionUser.read();
    if (
      user &&
      user.accountType !== 'I' &&
      serverErrorCode(error) === ('ACCOUNT_SIGN_IN_REQUIRED' satisfies ErrorCode)
    )
      sessionUser.clear();
    throw error;
  }
}
