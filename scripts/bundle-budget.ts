/**
 * Measures the built bundle (dist/) against the budgets of DESIGN §9:
 * initial JS ≤ 115 KiB brotli, each lazy JS chunk ≤ 25 KiB brotli, and each main screen's first
 * files carry only the flows of its own area (the `*-flow` chunks of vite.config.ts).
 * Exits non-zero when over budget. Run after `vite build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { RoutePath } from '../contract/routes.ts';
import { type BuildManifest, firstScreenFiles, MANIFEST_PATH } from '../server/spa/first-screen-files.ts';

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

// A flow's code comes with its own pages: a screen elsewhere never downloads it for a piece it shares.
const screenFlows: Partial<Record<RoutePath, string[]>> = {
  '/': [],
  '/auth': [],
  '/menu': ['cart'],
  '/payment': ['cart', 'checkout'],
  '/table-payment': ['table'],
  '/table': ['table'],
  '/table/order': ['table'],
};
const manifest = JSON.parse(readFileSync(join(dist, MANIFEST_PATH), 'utf8')) as BuildManifest;
const strayFlows = Object.entries(screenFlows).flatMap(([screen, expected]) => {
  const { scripts } = firstScreenFiles(manifest, screen as RoutePath, 'pt-BR');
  const flows = scripts.flatMap((file) => /^assets\/([a-z]+)-flow-/.exec(file)?.[1] ?? []).sort();
  return flows.join() === expected.join()
    ? []
    : [`${screen} downloads the flows ${flows.join(', ') || 'none'}, not ${expected.join(', ') || 'none'}`];
});
if (strayFlows.length > 0) {
  for (const stray of strayFlows) console.error(stray);
  failed = true;
} else console.log(`each main screen downloads only its own flows: ${Object.keys(screenFlows).join(' ')}`);

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
