import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a browser must download before it can show each route as the first page of a
 * visit: the entry chunk, the route's lazy chunk and every chunk they import statically, gzip
 * level 9. Fails (exit 1) when any route is over the budget of DESIGN.md §9 (decision record 0018).
 */
const BUDGET_BYTES = 120 * 1024;

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
console.log('| route module | JavaScript KB gzip | within 120 KB |');
console.log('|---|---:|:---:|');
for (const row of rows)
  console.log(`| ${row.route} | ${kb(row.bytes)} | ${row.bytes <= BUDGET_BYTES ? 'yes' : 'no'} |`);

const over = rows.filter((row) => row.bytes > BUDGET_BYTES);
if (rows.length === 0) {
  console.error('No lazy route chunks found in the manifest.');
  process.exit(1);
}
if (over.length > 0) {
  console.error(
    `\n${over.length} route(s) over the ${kb(BUDGET_BYTES)} KB budget: ${over
      .map((row) => row.route)
      .join(', ')}.`,
  );
  process.exit(1);
}
