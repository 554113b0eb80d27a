import { measure, printTable } from './measure.ts';
import { startBareServer, startProductServer } from './server-process.ts';
import { search as trafficSearch } from './traffic.ts';

/**
 * Availability and quote throughput and latency beside a bare Fastify route, in one run, with the
 * server's CPU time per answer (user and kernel, from /proc).
 *
 * Two rows explain the share of the bare route: `GET /healthz`, a route that does nothing
 * through every plugin (the product's floor), and the bare route made to work on the CPU as long
 * as availability's answer takes in user time – the same work with nothing of the product's
 * around it. On a virtual machine a slower server also pays more kernel time for each answer,
 * though it writes as much: its client has gone idle between answers and has to be woken (decision
 * record 0033).
 */
// A weekday three days ahead, three days, 10:00 to 10:00: inside branch hours whenever it runs.
const search = trafficSearch('JS', 3, 3);

const bare = await startBareServer(3901);
const product = await startProductServer(3902);
try {
  const atBare = { serverPid: bare.pid };
  const atProduct = { serverPid: product.pid };
  const baseline = await measure('bare Fastify GET /bare', `${bare.url}/bare`, atBare);
  const floor = await measure(
    'GET /healthz (every plugin, no work)',
    `${product.url}/healthz`,
    atProduct,
  );
  const branches = await measure('GET /api/Branch', `${product.url}/api/Branch`, atProduct);
  const availability = await measure(
    'POST /api/Booking/availability',
    `${product.url}/api/Booking/availability`,
    { ...atProduct, method: 'POST', body: search },
  );
  const quote = await measure('POST /api/Quote', `${product.url}/api/Quote`, {
    ...atProduct,
    method: 'POST',
    body: {
      ...search,
      vehicleGroup: 'B1',
      selectedWaiver: 'CDW',
      products: [{ productCode: 'BABY' }, { productCode: 'ADW' }],
      additionalDrivers: 2,
    },
  });
  const work = Math.max(0, Math.round((availability.cpu?.user ?? 0) - (baseline.cpu?.user ?? 0)));
  const busy = await measure(
    `bare route + ${work} µs of work (availability's user time)`,
    `${bare.url}/bare/busy?us=${work}`,
    atBare,
  );
  printTable(
    [baseline, busy, floor, branches, availability, quote],
    baseline,
    'embedded database (PGlite)',
  );
} finally {
  await Promise.all([bare.stop(), product.stop()]);
}
