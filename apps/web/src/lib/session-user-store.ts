import type { SessionUser } from '@bluu/contracts/accounts';
import { sessionItem } from './session-storage.ts';

const ACCOUNT_TYPES: readonly string[] = ['I', 'C', 'T'];

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  const texts = [
    'accountName',
    'accountFirstname',
    'accountLastname',
    'accountUser',
    'accountEmail',
  ];
  return (
    texts.every((field) => typeof user[field] === 'string') &&
    (typeof user.accountNo === 'string' || user.accountNo === null) &&
    ACCOUNT_TYPES.includes(String(user.accountType))
  );
}

/**
 * The signed-in user of this tab (spec 000 §3: kept in session storage). It has a module of its
 * own, with no imports of the site's, so that the HTTP client can read it (decision record 0045).
 */
export const sessionUser = sessionItem<SessionUser>('bluu.sessionUser', (value) =>
  isSessionUser(value) ? value : null,
);
