import type { SessionUser } from '@bluu/contracts/accounts';

/** Whom the page greets: `greetingName(user) === 'Thandi'`, else the account name ('T Nkosi'). */
export function greetingName(user: SessionUser): string {
  return user.accountFirstname.trim() || user.accountName;
}
