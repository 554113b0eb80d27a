import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string): string {
  let folder = start;
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${start}`);
    folder = parent;
  }
  return folder;
}

/** apps/api, whether running from src/ or from the bundled dist/. */
export const API_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = join(API_ROOT, 'migrations');
export const WEB_DIST_DIR = join(API_ROOT, '..', 'web', 'dist');
