import type { Db } from '../../src/db/database.ts';
import { rows } from './http.ts';

/**
 * The columns whose updates count, for the two tables where an update of the others is no
 * request's data: the mail worker marks outbox mail sent after the answer has gone, and a wrong
 * OTP is counted in `user_codes.attempts` on purpose (decision 0023). Every other update, and
 * every insert and delete, counts.
 */
const WRITTEN_COLUMNS: Record<string, string[]> = {
  outbox: ['id', 'kind', 'recipient', 'cc', 'subject', 'text', 'html', 'attachments'],
  user_codes: ['id', 'user_id', 'purpose', 'code_hash', 'created_at', 'expires_at', 'used_at'],
};

/**
 * Installs a row-level trigger on every table that logs each committed insert, update and
 * delete to `test_write_log` (a rolled-back write leaves nothing), and answers the position of
 * the log and which tables were written since a position.
 */
export async function installWriteLog(db: Db) {
  const tables = (
    await rows(
      db,
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).map((row) => String(row.name));
  await rows(
    db,
    `create table test_write_log (id bigserial primary key, table_name text not null)`,
  );
  await rows(
    db,
    `create function test_log_write() returns trigger language plpgsql as $$
       begin insert into test_write_log (table_name) values (TG_TABLE_NAME); return null; end $$`,
  );
  for (const table of tables) {
    const update = WRITTEN_COLUMNS[table]
      ? `update of ${WRITTEN_COLUMNS[table].join(', ')}`
      : 'update';
    await rows(
      db,
      `create trigger test_log_write after insert or delete or ${update} on "${table}"
       for each row execute function test_log_write()`,
    );
  }
  return {
    /** The position of the log: the last committed write. */
    async position(): Promise<number> {
      const [row] = await rows(db, `select coalesce(max(id), 0)::bigint as at from test_write_log`);
      return Number(row!.at);
    },
    /** The tables written since a position. */
    async writtenSince(position: number): Promise<string[]> {
      return (
        await rows(
          db,
          `select distinct table_name as name from test_write_log where id > ${position} order by 1`,
        )
      ).map((row) => String(row.name));
    },
  };
}
