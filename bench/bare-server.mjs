import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
app.post('/bare', async (request) => ({ received: request.body }));
// The bare route after `us` microseconds of work on the CPU: a server as slow as ours with nothing
// else different, to show what a slower server pays the kernel for each answer (bench/api.ts).
app.get('/bare/busy', async (request) => {
  const micros = Math.min(Number(request.query.us) || 0, 10_000);
  const end = process.hrtime.bigint() + BigInt(Math.round(micros * 1000));
  while (process.hrtime.bigint() < end);
  return { hello: 'world' };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
