import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, customerGroups, sessions } from '../../db/schema.ts';
import type { SessionAccount } from './session-account.ts';

export function createAccountRepository(db: Db) {
  return {
    async findAccount(accountNo: string) {
      const [row] = await db.select().from(accounts).where(eq(accounts.accountNo, accountNo));
      return row;
    },

    /** An account's name and contact e-mail, as the mails of a reservation billed to it use them. */
    async findContact(accountNo: string) {
      const [row] = await db
        .select({ accountNo: accounts.accountNo, name: accounts.name, email: accounts.email })
        .from(accounts)
        .where(eq(accounts.accountNo, accountNo));
      return row;
    },

    async findCustomerGroup(groupCode: string) {
      const [row] = await db
        .select()
        .from(customerGroups)
        .where(eq(customerGroups.groupCode, groupCode));
      return row;
    },

    async createSession(tokenHash: string, account: SessionAccount, expiresAt: Date) {
      await db.insert(sessions).values({
        tokenHash,
        accountNo: account.accountNo,
        accountType: account.accountType,
        expiresAt,
      });
    },

    /** The account of a live session, or undefined. */
    async findSessionAccount(tokenHash: string, now: Date): Promise<SessionAccount | undefined> {
      const [row] = await db
        .select({
          accountNo: accounts.accountNo,
          accountType: accounts.accountType,
          accountName: accounts.name,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.accountNo, sessions.accountNo))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row;
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpiredSessions(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
