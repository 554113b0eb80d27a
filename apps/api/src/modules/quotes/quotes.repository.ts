import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { quotes } from '../../db/schema.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;

export function createQuoteRepository(db: Db) {
  return {
    /** Inserts a quote; false when its number is already taken (the caller draws another). */
    async insert(quote: NewQuote, tx: Db = db): Promise<boolean> {
      const inserted = await tx
        .insert(quotes)
        .values(quote)
        .onConflictDoNothing({ target: quotes.quoteNumber })
        .returning({ id: quotes.id });
      return inserted.length === 1;
    },

    async findByNumber(quoteNumber: string): Promise<QuoteRow | undefined> {
      const [row] = await db.select().from(quotes).where(eq(quotes.quoteNumber, quoteNumber));
      return row;
    },
  };
}

export type QuoteRepository = ReturnType<typeof createQuoteRepository>;
