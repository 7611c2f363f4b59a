/**
 * Measures the built bundle (dist/) against the budgets of DESIGN §9:
 * initial JS ≤ 115 KiB brotli, each lazy JS chunk ≤ 25 KiB brotli.
 * Exits non-zero when over budget. Run after `vite build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const INITIAL_BUDGET = 115 * 1024;
const CHUNK_BUDGET = 25 * 1024;
const dist = process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist');

const brotliSize = (file: string) =>
  brotliCompressSync(readFileSync(join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string),
);
const allChunks = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
let failed = false;

const initialSize = [...initial].reduce((sum, file) => sum + brotliSize(file), 0);
console.log(`initial JS (${initial.size} files): ${kib(initialSize)} brotli / budget ${kib(INITIAL_BUDGET)}`);
if (initialSize > INITIAL_BUDGET) failed = true;

for (const file of allChunks.filter((chunk) => !initial.has(chunk)).sort()) {
  const size = brotliSize(file);
  const over = size > CHUNK_BUDGET;
  if (over) failed = true;
  console.log(`  ${over ? 'OVER ' : ''}${file}: ${kib(size)}`);
}

// The Stately inspector is a development tool (`?inspect` under `npm run dev`): never shipped.
const inspector = allChunks.filter((file) => readFileSync(join(dist, file), 'utf8').includes('stately.ai'));
if (inspector.length > 0) {
  console.error(`the Stately inspector is in the production build: ${inspector.join(', ')}`);
  failed = true;
} else console.log('the Stately inspector is not in the build');

if (failed) {
  console.error('bundle budget exceeded');
  process.exit(1);
}
console.log('bundle budget ok');
