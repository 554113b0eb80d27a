import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { navigation, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { splitDateTime } from '@bluu/contracts/time';
import { startProductServer } from './server-process.ts';
import { search } from './traffic.ts';

/**
 * Lighthouse (mobile preset: emulated mid-range phone, simulated slow 4G) against the built
 * product in Debian's Chromium, for the home page, the vehicle-choice screen reached through a
 * search, a fleet page and Manage Booking. Each page is measured BENCH_LIGHTHOUSE_RUNS times (default 3) and
 * the run with the median performance score is printed, since the CPU-bound figures (TBT) vary
 * with the machine's load. Prints one table; scores are 0–100. With LIGHTHOUSE_REPORT_DIR set,
 * every run's full report is written there as JSON.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3903);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const flags: Flags = { onlyCategories: [...CATEGORIES], logLevel: 'error' };
/** The fleet page of DESIGN.md §9's budget: the South African fleet, the longest list. */
const FLEET_PAGE = '/fleet/south-africa-fleet/';

interface Row {
  page: string;
  result: Result;
}

/** Picks a date in the calendar popover of a date field of the search form. */
async function pickDate(page: Page, label: 'Pick-up date' | 'Drop-off date', date: string) {
  await page
    .locator(
      `::-p-xpath(//span[@class="field-label" and text()="${label}"]/following-sibling::button)`,
    )
    .click();
  const dialog = `[role="dialog"][aria-label="Choose ${label.toLowerCase()}"]`;
  await page.waitForSelector(`${dialog} [role="grid"]`);
  const day = `${dialog} [data-day="${date}"] button`;
  for (let step = 0; step < 3 && !(await page.$(day)); step += 1) {
    await page.locator(`${dialog} ::-p-aria(Go to the Next Month)`).click();
  }
  await page.locator(day).click();
}

/**
 * Home → the benches' search at JS (a weekday three days ahead, three days, 10:00 to 10:00; the
 * form's default pick-up, now plus 2 h 30, falls outside branch hours at night) → Choose the
 * first vehicle: the /get-quote/ screen.
 */
async function reachVehicleChoice(page: Page, url: string): Promise<void> {
  const trip = search('JS', 3, 3);
  await page.goto(`${url}/`, { waitUntil: 'networkidle0' });
  const accept = await page.$('::-p-aria(Accept & Continue)');
  if (accept) await accept.click();
  const pickUp = splitDateTime(trip.pickUpDateTime);
  const dropOff = splitDateTime(trip.dropOffDateTime);
  await pickDate(page, 'Pick-up date', pickUp.date);
  await page.locator('::-p-aria(Pick-up time)').fill(pickUp.time);
  await pickDate(page, 'Drop-off date', dropOff.date);
  await page.locator('::-p-aria(Drop-off time)').fill(dropOff.time);
  await page.locator('::-p-aria(Search[role="button"])').click();
  await page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined);
  // The first card's Choose link (each is named after its vehicle: "Choose Group A1 Economy").
  await page.locator('a[id$="-choose"]').click();
  await page.waitForFunction("location.pathname.startsWith('/get-quote')");
  await page.locator('::-p-aria(Choose waivers & extras[role="heading"])').wait();
}

const server = await startProductServer(PORT);
const profile = mkdtempSync(join(tmpdir(), 'bluu-lighthouse-'));
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  userDataDir: profile,
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
});
const runs: Row[] = [];
function keep(page: string, result: Result, run: number) {
  runs.push({ page, result });
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`;
    writeFileSync(join(REPORT_DIR, name), JSON.stringify(result));
  }
}
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const path of ['/', '/manage-booking/', FLEET_PAGE]) {
      const page = await browser.newPage();
      const measured = await lighthouse(`${server.url}${path}`, flags, undefined, page);
      if (!measured) throw new Error(`Lighthouse gave no result for ${path}`);
      keep(path, measured.lhr, run);
      await page.close();
    }
    // The vehicle-choice screen needs the search it came from (kept in the history entry's
    // state), so it is measured as a reload of that entry.
    const page = await browser.newPage();
    await reachVehicleChoice(page, server.url);
    const reload = await navigation(page, async () => void (await page.reload()), { flags });
    if (!reload) throw new Error('Lighthouse gave no result for /get-quote/');
    keep('/get-quote/ (after a search)', reload.lhr, run);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}

const score = (result: Result, category: (typeof CATEGORIES)[number]) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);

/** A run's performance score, or why it has none (a failed run counts as 0 in the median). */
function runOutcome(result: Result): string {
  if (result.runtimeError) return `failed (${result.runtimeError.code})`;
  if (result.categories.performance?.score == null) {
    const broken = Object.values(result.audits).filter((entry) => entry.errorMessage);
    return `no score (${broken.map((entry) => `${entry.id}: ${entry.errorMessage}`).join('; ')})`;
  }
  return String(score(result, 'performance'));
}

/** Per page, the run with the median performance score. */
const rows: Row[] = [...new Set(runs.map((row) => row.page))].map((page) => {
  const ofPage = runs
    .filter((row) => row.page === page)
    .sort((a, b) => score(a.result, 'performance') - score(b.result, 'performance'));
  return ofPage[Math.floor((ofPage.length - 1) / 2)]!;
});
const audit = (result: Result, id: string) => result.audits[id]?.numericValue ?? NaN;

// Lighthouse's own measure of the host's CPU: its simulated phone is 4× slower than the host, so
// a slower host scores lower for the same page; compare figures of different days with it.
const benchmarkIndexes = runs
  .map(({ result }) => result.environment.benchmarkIndex)
  .sort((a, b) => a - b);
const benchmarkIndex = Math.round(benchmarkIndexes[Math.floor(benchmarkIndexes.length / 2)] ?? NaN);
console.log(
  `Lighthouse, mobile preset (simulated throttling), built site on the embedded database; median of ${RUNS} run(s) per page; host benchmark index ${benchmarkIndex} (Lighthouse's)\n`,
);
for (const page of new Set(runs.map((row) => row.page)))
  console.log(
    `${page}: performance per run ${runs
      .filter((row) => row.page === page)
      .map(({ result }) => runOutcome(result))
      .join(', ')}`,
  );
console.log('');
console.log('| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const { page, result } of rows) {
  const failed = result.runtimeError ? ` (${result.runtimeError.code})` : '';
  console.log(
    `| ${page}${failed} | ${score(result, 'performance')} | ${score(result, 'accessibility')} | ${score(result, 'best-practices')} | ${score(result, 'seo')} | ${(audit(result, 'largest-contentful-paint') / 1000).toFixed(1)} | ${Math.round(audit(result, 'total-blocking-time'))} | ${audit(result, 'cumulative-layout-shift').toFixed(3)} |`,
  );
}
for (const { page, result } of rows) {
  const missed = Object.values(result.audits)
    .filter(
      (entry) =>
        entry.score !== null &&
        entry.score < 0.9 &&
        entry.scoreDisplayMode !== 'informative' &&
        entry.scoreDisplayMode !== 'notApplicable' &&
        entry.scoreDisplayMode !== 'manual',
    )
    .map((entry) => entry.id);
  if (missed.length) console.log(`\n${page}: audits below 90: ${missed.join(', ')}`);
}
