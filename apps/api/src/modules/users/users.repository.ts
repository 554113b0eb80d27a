import { and, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { d2dQuotes, quotes, reservations, sessions, userCodes, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type CodePurpose = 'OTP' | 'ACTIVATION' | 'RESET';
export type UserCodeRow = typeof userCodes.$inferSelect;

/** The individual signed in on a session; never taken from a body. */
export interface SessionUserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export function createUserRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * Inserts a new profile unless its e-mail already has one. A pending profile made before
     * `replacePendingBefore` is deleted first, and its codes with it, so nothing issued for it
     * works for the new one. Answers the new row, or the profile that is there.
     */
    async insertUnlessRegistered(
      user: NewUser,
      replacePendingBefore: Date,
    ): Promise<{ created: UserRow } | { existing: UserRow }> {
      return db.transaction(async (tx) => {
        await tx
          .delete(users)
          .where(
            and(
              eq(users.email, user.email),
              eq(users.status, 'PENDING'),
              lte(users.createdAt, replacePendingBefore),
            ),
          );
        const [created] = await tx
          .insert(users)
          .values(user)
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (created) return { created };
        const [existing] = await tx.select().from(users).where(eq(users.email, user.email));
        if (!existing) throw new Error('user insert conflicted with no row');
        return { existing };
      });
    },

    async update(id: string, values: Partial<NewUser>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    /**
     * Issues a code of a purpose; the user's earlier live codes of that purpose stop working,
     * unless `keepEarlier`.
     */
    async issueCode(
      userId: string,
      purpose: CodePurpose,
      codeHash: string,
      now: Date,
      expiresAt: Date,
      { keepEarlier = false }: { keepEarlier?: boolean } = {},
    ) {
      return db.transaction(async (tx) => {
        if (!keepEarlier)
          await tx
            .update(userCodes)
            .set({ usedAt: now })
            .where(
              and(
                eq(userCodes.userId, userId),
                eq(userCodes.purpose, purpose),
                isNull(userCodes.usedAt),
              ),
            );
        const [row] = await tx
          .insert(userCodes)
          .values({ userId, purpose, codeHash, createdAt: now, expiresAt })
          .returning({ id: userCodes.id });
        if (!row) throw new Error('user code insert returned no row');
        return row.id;
      });
    },

    /** The newest unused code of a purpose for a user. */
    async latestCode(userId: string, purpose: CodePurpose): Promise<UserCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(userCodes)
        .where(
          and(
            eq(userCodes.userId, userId),
            eq(userCodes.purpose, purpose),
            isNull(userCodes.usedAt),
          ),
        )
        .orderBy(desc(userCodes.createdAt))
        .limit(1);
      return row;
    },

    /** A code by its id (a link's public part); `id` must be a UUID. */
    async findCode(id: string, purpose: CodePurpose): Promise<UserCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(userCodes)
        .where(and(eq(userCodes.id, id), eq(userCodes.purpose, purpose)));
      return row;
    },

    async countAttempt(codeId: string): Promise<number> {
      const [row] = await db
        .update(userCodes)
        .set({ attempts: sql`${userCodes.attempts} + 1` })
        .where(eq(userCodes.id, codeId))
        .returning({ attempts: userCodes.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },

    /** Marks a code used; false when it was already used (another request won). */
    async useCode(codeId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(userCodes)
        .set({ usedAt: now })
        .where(and(eq(userCodes.id, codeId), isNull(userCodes.usedAt)))
        .returning({ id: userCodes.id });
      return rows.length === 1;
    },

    async createSession(tokenHash: string, userId: string, expiresAt: Date) {
      await db.insert(sessions).values({ tokenHash, userId, accountType: 'I', expiresAt });
    },

    async findSessionUser(tokenHash: string, now: Date): Promise<SessionUserRecord | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row;
    },

    /** A user's latest reservations, newest first. */
    async latestReservations(userId: string, limit: number) {
      return db
        .select()
        .from(reservations)
        .where(eq(reservations.userId, userId))
        .orderBy(desc(reservations.createdAt))
        .limit(limit);
    },

    /** A user's latest saved quotes, newest first, with the live reservation confirming each. */
    async latestQuotes(userId: string, limit: number) {
      const confirming = alias(reservations, 'confirming');
      return db
        .select({ quote: quotes, reservationNumber: confirming.reservationNumber })
        .from(quotes)
        .leftJoin(
          confirming,
          and(eq(confirming.quoteNumber, quotes.quoteNumber), ne(confirming.status, 'CANCELLED')),
        )
        .where(eq(quotes.userId, userId))
        .orderBy(desc(quotes.createdAt))
        .limit(limit);
    },

    /**
     * A user's latest saved Door2Door quotes, newest first, with the live reservation confirming
     * each.
     */
    async latestD2dQuotes(userId: string, limit: number) {
      const confirming = alias(reservations, 'confirming');
      return db
        .select({ quote: d2dQuotes, reservationNumber: confirming.reservationNumber })
        .from(d2dQuotes)
        .leftJoin(
          confirming,
          and(
            eq(confirming.quoteNumber, d2dQuotes.quoteNumber),
            ne(confirming.status, 'CANCELLED'),
          ),
        )
        .where(eq(d2dQuotes.userId, userId))
        .orderBy(desc(d2dQuotes.createdAt))
        .limit(limit);
    },

    /** Ends every session of a user except the one with `keepTokenHash`. */
    async endSessions(userId: string, keepTokenHash = ''): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
