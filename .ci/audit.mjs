// `npm audit --omit=dev` for CI: fails on high or critical findings in the production
// dependencies; passes with a loud warning when the audit service cannot answer (an offline
// mirror, a registry without the bulk advisory endpoint), so CI is not red for someone else's
// outage. `node .ci/audit.mjs report.json` judges a saved `npm audit --json` report instead.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BLOCKING = ['high', 'critical'];

function auditReport() {
  const saved = process.argv[2];
  if (saved) return readFileSync(saved, 'utf8');
  const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return run.stdout ?? '';
}

function unavailable(reason) {
  console.log(`::warning:: npm audit could not run: ${reason}`);
  console.log(
    'npm audit: SKIPPED (audit service unavailable) – the dependencies were NOT checked.',
  );
  process.exit(0);
}

let report;
try {
  report = JSON.parse(auditReport());
} catch {
  unavailable('its answer was not a JSON report');
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) unavailable(report?.message ?? report?.error?.summary ?? 'no report');

const blocking = Object.entries(report.vulnerabilities ?? {}).filter(([, finding]) =>
  BLOCKING.includes(finding.severity),
);
const summary = ['critical', 'high', 'moderate', 'low', 'info']
  .map((level) => `${counts[level] ?? 0} ${level}`)
  .join(', ');
if (blocking.length === 0) {
  console.log(`npm audit --omit=dev: no high or critical findings (${summary}).`);
  process.exit(0);
}
console.log(`npm audit --omit=dev: ${summary}. High or critical:`);
for (const [name, finding] of blocking) {
  const advisories = (finding.via ?? [])
    .filter((via) => typeof via === 'object')
    .map((via) => `${via.title} (${via.url})`);
  console.log(`  ${name} ${finding.range ?? ''}: ${finding.severity}; ${advisories.join('; ')}`);
}
process.exit(1);
