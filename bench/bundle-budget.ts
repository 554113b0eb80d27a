import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a browser must download before it can show each route as the first page of a
 * visit: the entry chunk, the route's lazy chunk and every chunk they import statically, gzip
 * level 9. Fails (exit 1) when any route is over the budget of DESIGN.md §9, or over its own
 * recorded ceiling where it has one.
 */
const BUDGET_BYTES = 120 * 1024;

/**
 * Routes that still load zod (24 KB) on their first page, with the size they may not grow past
 * (decision record 0018): the journey screens parse their history-entry state and the booking
 * draft with zod before they show, and Manage Booking's screens import contracts modules that
 * mix rules with schemas. Lower a ceiling whenever a route gets smaller; remove it once the
 * route is within the budget.
 */
const CEILINGS_KB: Record<string, number> = {
  'get-quote.tsx': 150.5,
  'manage-booking.tsx': 146.5,
  'confirmation-details.tsx': 148.5,
  'availability.tsx': 142,
  'booking-confirmation.tsx': 135.5,
};
const limitOf = (route: string) => (CEILINGS_KB[route] ?? BUDGET_BYTES / 1024) * 1024;
const dist = process.argv[2] ?? new URL('../apps/web/dist', import.meta.url).pathname;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
} catch {
  console.error(`No build manifest in ${dist}/.vite: run \`npm run build\` first.`);
  process.exit(1);
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Every file a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) {
  console.error('The manifest names no entry chunk.');
  process.exit(1);
}
const entry = staticClosure(entryKey);
const routes = (manifest[entryKey]?.dynamicImports ?? []).filter((key) =>
  key.includes('/app/routes/'),
);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = routes.map((route) => {
  const files = new Set([...entry, ...staticClosure(route)]);
  const bytes = [...files].reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
  return { route: route.replace(/^.*\/app\/routes\//, ''), bytes };
});
rows.sort((a, b) => b.bytes - a.bytes);

console.log(`First-page JavaScript per route (gzip -9), budget ${kb(BUDGET_BYTES)} KB\n`);
console.log('| route module | JavaScript KB gzip | within 120 KB | limit KB (0018) |');
console.log('|---|---:|:---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.route} | ${kb(row.bytes)} | ${row.bytes <= BUDGET_BYTES ? 'yes' : 'no'} | ${
      row.route in CEILINGS_KB
        ? `${CEILINGS_KB[row.route]}${row.bytes > limitOf(row.route) ? ' **over**' : ''}`
        : ''
    } |`,
  );

const stale = Object.keys(CEILINGS_KB).filter((route) => !rows.some((row) => row.route === route));
for (const route of stale)
  console.error(`\nThe ceiling of ${route} names no route of the build: remove it.`);
if (stale.length > 0) process.exit(1);
const over = rows.filter((row) => row.bytes > limitOf(row.route));
if (rows.length === 0) {
  console.error('No lazy route chunks found in the manifest.');
  process.exit(1);
}
if (over.length > 0) {
  console.error(
    `\n${over.length} route(s) over the ${kb(BUDGET_BYTES)} KB budget or their recorded ceiling: ${over
      .map((row) => row.route)
      .join(', ')}.`,
  );
  process.exit(1);
}
