import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { ApiRouter } from '../http/api-router.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { chartsPage } from './charts-page.ts';
import { readMachineCharts } from './machine-charts.ts';

const clientScript = join(import.meta.dirname, 'charts-client.js');

/** Mermaid's browser bundle; a devDependency, so an install without them has no charts page script. */
function mermaidBundle(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
  } catch {
    return undefined;
  }
}

/**
 * Scripts run only with this answer's nonce. Mermaid styles each drawing with a `<style>` inside its
 * SVG and places labels with style attributes, so styles may be inline; nothing else loads.
 */
const pagePolicy = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

async function script(path: string): Promise<Response> {
  return new Response(await readFile(path), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

/** `/dev/charts`: every machine's statechart (docs/machines), drawn with Mermaid in the browser. */
export function chartsRoutes(app: Hono<AppEnv>, api: ApiRouter): void {
  app.get('/dev/charts', async (c) => {
    const nonce = randomBytes(16).toString('base64');
    c.header('Content-Security-Policy', pagePolicy(nonce));
    c.header('Cache-Control', 'no-store');
    return c.html(chartsPage(await readMachineCharts(), nonce));
  });
  app.get('/dev/charts/charts.js', () => script(clientScript));
  app.get('/dev/charts/mermaid.js', () => {
    const bundle = mermaidBundle();
    if (bundle === undefined) throw new HttpError(404, 'mermaid is not installed (a devDependency)');
    return script(bundle);
  });
  api.document({
    method: 'get',
    path: '/dev/charts',
    summary: "Every machine's statechart, drawn with Mermaid",
    contentType: 'text/html',
  });
}
