import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundle our own TypeScript (including @bluu/contracts) into one file; npm packages stay external.
const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => name !== '@bluu/contracts'),
  logLevel: 'warning',
});
