import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { places } from '../../db/schema.ts';

export type PlaceRow = typeof places.$inferSelect;

/** Escapes LIKE's wildcards so typed text matches literally. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** At most this many words of the input must each appear in a place's search text. */
const MAX_WORDS = 8;

export function createMapsRepository(db: Db) {
  return {
    /**
     * Places whose search text holds every typed word, or is trigram-similar to the input
     * (`pg_trgm`, so a typo still finds it): names starting with the input first, then by
     * similarity, then larger places.
     */
    async search(input: string, limit: number): Promise<PlaceRow[]> {
      const words = input.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
      const everyWord = and(...words.map((word) => ilike(places.searchText, `%${literal(word)}%`)));
      return db
        .select()
        .from(places)
        .where(or(everyWord, sql`${input} <% ${places.searchText}`))
        .orderBy(
          desc(sql`${places.name} ilike ${`${literal(input)}%`}`),
          desc(sql`coalesce(${everyWord}, false)`),
          desc(sql`word_similarity(${input}, ${places.searchText})`),
          desc(places.rank),
          asc(places.name),
        )
        .limit(limit);
    },

    async findById(id: string): Promise<PlaceRow | undefined> {
      const [row] = await db.select().from(places).where(eq(places.id, id)).limit(1);
      return row;
    },
  };
}

export type MapsRepository = ReturnType<typeof createMapsRepository>;
