import { SIGN_IN_MESSAGES, type AccountSignInRequest } from '@bluu/contracts/accounts';
import { hash, verify } from '@node-rs/argon2';
import { LRUCache } from 'lru-cache';
import { DomainError } from '../../errors.ts';
import type { AccountRepository } from './accounts.repository.ts';
import type { SessionAccount } from './session-account.ts';

/** Failed sign-ins allowed per account number or group code within the window. */
const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;

type SignIn = Exclude<AccountSignInRequest, never>;

export function createAccountService(accounts: AccountRepository) {
  const failures = new LRUCache<string, number>({ max: 10_000, ttl: FAILURE_WINDOW_MS });
  // Unknown accounts are checked against this hash too, so timing does not tell them apart.
  const dummyHash = hash('not-a-real-pin');

  async function pinMatches(pinHash: string | undefined, pin: string): Promise<boolean> {
    const matches = await verify(pinHash ?? (await dummyHash), pin);
    return pinHash !== undefined && matches;
  }

  function guard(key: string) {
    if ((failures.get(key) ?? 0) >= MAX_FAILURES)
      throw new DomainError('TOO_MANY_ATTEMPTS', SIGN_IN_MESSAGES.tooManyAttempts);
  }

  function fail(key: string, message: string): never {
    failures.set(key, (failures.get(key) ?? 0) + 1);
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
        guard(key);
        const group = await accounts.findCustomerGroup(request.customerGroupCode);
        if (!(await pinMatches(group?.pinHash, request.customerGroupPin)) || !group)
          fail(key, SIGN_IN_MESSAGES.wrongGroupCredentials);
        const account = await accounts.findAccount(group.accountNo);
        if (!account) fail(key, SIGN_IN_MESSAGES.wrongGroupCredentials);
        failures.delete(key);
        return { accountNo: account.accountNo, accountType: 'C', accountName: account.name };
      }
      const key = `account:${request.accountNo}`;
      guard(key);
      const account = await accounts.findAccount(request.accountNo);
      const valid =
        (await pinMatches(account?.pinHash, request.pin)) &&
        account?.accountType === request.accountType;
      if (!valid || !account) fail(key, SIGN_IN_MESSAGES.wrongCredentials);
      failures.delete(key);
      return {
        accountNo: account.accountNo,
        accountType: account.accountType,
        accountName: account.name,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
