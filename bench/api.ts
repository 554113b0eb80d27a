import { addDaysToDate, toLocalDateTime } from '@bluu/contracts/time';
import { measure, printTable } from './measure.ts';
import { startBareServer, startProductServer } from './server-process.ts';

/** Availability and quote throughput and latency beside a bare Fastify route, in one run. */
const today = toLocalDateTime(new Date()).slice(0, 10);
const search = {
  pickUpBranch: 'JS',
  pickUpDateTime: `${addDaysToDate(today, 3)} 10:00`,
  dropOffBranch: 'JS',
  dropOffDateTime: `${addDaysToDate(today, 6)} 10:00`,
  accountType: 'I',
  accountNo: '',
  foreignLocal: 'L',
  rateCode: '',
};

const bare = await startBareServer(3901);
const product = await startProductServer(3902);
try {
  const baseline = await measure('bare Fastify GET /bare', `${bare.url}/bare`);
  const rows = [
    baseline,
    await measure('GET /api/Branch', `${product.url}/api/Branch`),
    await measure('POST /api/Booking/availability', `${product.url}/api/Booking/availability`, {
      method: 'POST',
      body: search,
    }),
    await measure('POST /api/Quote', `${product.url}/api/Quote`, {
      method: 'POST',
      body: {
        ...search,
        vehicleGroup: 'B1',
        selectedWaiver: 'CDW',
        products: [{ productCode: 'BABY' }, { productCode: 'ADW' }],
        additionalDrivers: 2,
      },
    }),
  ];
  printTable(rows, baseline, 'embedded database (PGlite)');
} finally {
  await Promise.all([bare.stop(), product.stop()]);
}
