import pg from 'pg';

/** The PostgreSQL server the benches create their own databases on (never the suite's `test`). */
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** A fresh, empty database (dropped first when it exists); returns its URL. */
export async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `${POSTGRES_URL}/${name}`;
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface CapacityCheck {
  /** Branch-and-group pairs checked. */
  pairs: number;
  /** Live reservations counted. */
  live: number;
  /** Pairs where more live reservations overlap at some instant than the pair has units. */
  overbooked: Array<{ branch: string; group: string; units: number; most: number }>;
}

/**
 * Sweeps every branch and group's live reservations in time order and compares the most
 * overlapping at any instant with its units (an end at the same instant as a start comes first).
 */
export async function checkCapacity(client: pg.Client): Promise<CapacityCheck> {
  const { rows } = await client.query<{
    branch: string;
    group: string;
    units: number;
    most: number;
    live: number;
  }>(`
    with events as (
      select pick_up_branch as branch, vehicle_group as grp, occupied_from as at, 1 as delta
        from reservations where status <> 'CANCELLED'
      union all
      select pick_up_branch, vehicle_group, occupied_until, -1
        from reservations where status <> 'CANCELLED'
    ), running as (
      select branch, grp, delta,
             sum(delta) over (partition by branch, grp order by at, delta rows unbounded preceding) as busy
        from events
    )
    select r.branch, r.grp as group, coalesce(f.units, 0)::int as units, max(r.busy)::int as most,
           (count(*) filter (where r.delta = 1))::int as live
      from running r
      left join fleet_capacity f on f.branch_code = r.branch and f.vehicle_group = r.grp
     group by r.branch, r.grp, f.units`);
  return {
    pairs: rows.length,
    live: rows.reduce((sum, row) => sum + row.live, 0),
    overbooked: rows
      .filter((row) => row.most > row.units)
      .map(({ branch, group, units, most }) => ({ branch, group, units, most })),
  };
}
