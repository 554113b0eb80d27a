import {
  ACCOUNT_LOCK_MINUTES,
  SIGN_IN_MESSAGES,
  type AccountSignInRequest,
} from '@bluu/contracts/accounts';
import { hash, verify } from '@node-rs/argon2';
import { DomainError } from '../../errors.ts';
import type { LimitRule } from '../shared-state/limiter.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import type { AccountRepository } from './accounts.repository.ts';
import type { SessionAccount } from './session-account.ts';

/**
 * Failed sign-ins allowed per account number or group code: five, counted until
 * ACCOUNT_LOCK_MINUTES (15) after the latest, which the lock-out message names; shared by the
 * servers, and without the shared store no PIN is checked.
 */
const PIN_FAILURES: LimitRule = {
  name: 'account-pin',
  limit: 5,
  windowMs: ACCOUNT_LOCK_MINUTES * 60_000,
  renew: true,
  whenStoreDown: 'closed',
  memoryMax: 10_000,
};

type SignIn = Exclude<AccountSignInRequest, never>;

export function createAccountService(accounts: AccountRepository, shared: SharedState) {
  const failures = shared.limiter(PIN_FAILURES);
  // Unknown accounts are checked against this hash too, so timing does not tell them apart.
  const dummyHash = hash('not-a-real-pin');

  async function pinMatches(pinHash: string | undefined, pin: string): Promise<boolean> {
    const matches = await verify(pinHash ?? (await dummyHash), pin);
    return pinHash !== undefined && matches;
  }

  /** Counts the attempt before the PIN is checked: concurrent guesses cannot pass the limit. */
  async function guard(key: string) {
    if (!(await failures.attempt(key)))
      throw new DomainError('TOO_MANY_ATTEMPTS', SIGN_IN_MESSAGES.tooManyAttempts);
  }

  /** A failure: the attempt taken by `guard` stays counted. */
  function fail(message: string): never {
    throw new DomainError('INVALID_CREDENTIALS', message);
  }

  return {
    /**
     * Checks an account number and pin (or a customer group's code and pin, which signs in as
     * its corporate account). Five failures for one key lock it for 15 minutes.
     */
    async signIn(request: SignIn): Promise<SessionAccount> {
      if ('customerGroupCode' in request) {
        const key = `group:${request.customerGroupCode}`;
        await guard(key);
        const group = await accounts.findCustomerGroup(request.customerGroupCode);
        if (!(await pinMatches(group?.pinHash, request.customerGroupPin)) || !group)
          fail(SIGN_IN_MESSAGES.wrongGroupCredentials);
        const account = await accounts.findAccount(group.accountNo);
        if (!account) fail(SIGN_IN_MESSAGES.wrongGroupCredentials);
        await failures.clear(key);
        return { accountNo: account.accountNo, accountType: 'C', accountName: account.name };
      }
      const key = `account:${request.accountNo}`;
      await guard(key);
      const account = await accounts.findAccount(request.accountNo);
      const valid =
        (await pinMatches(account?.pinHash, request.pin)) &&
        account?.accountType === request.accountType;
      if (!valid || !account) fail(SIGN_IN_MESSAGES.wrongCredentials);
      await failures.clear(key);
      return {
        accountNo: account.accountNo,
        accountType: account.accountType,
        accountName: account.name,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
