import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';
import { chartsDir, parseChartPage, readMachineCharts } from './machine-charts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const machinePages = async () =>
  (await readdir(chartsDir)).filter((name) => name.endsWith('.md') && name !== 'README.md').sort();

describe('/dev/charts', () => {
  it("shows every machine's diagram from docs/machines, with its source file", async () => {
    const response = await t.app.request('/dev/charts');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const pages = await machinePages();
    expect(pages.length).toBeGreaterThan(0);
    const sections = [...html.matchAll(/<section id="([^"]+)"/g)].map((match) => `${match[1]}.md`);
    expect(sections).toEqual(pages);
    expect(html).toContain('<p class="file">machines/table-payment/table-payment.machine.ts</p>');
    expect(html).toContain(
      '<pre class="chart">stateDiagram-v2\n  state &#34;tablePayment&#34; as tablePayment',
    );
  });

  it('runs only its own script files, by the nonce of its policy: nothing inline', async () => {
    const response = await t.app.request('/dev/charts');
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptSrc).not.toContain('unsafe');
    expect(policy).toContain("default-src 'none'");
    const scripts = [...(await response.text()).matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([
      ` nonce="${nonce}" src="/dev/charts/mermaid.js" defer`,
      ` nonce="${nonce}" src="/dev/charts/charts.js" defer`,
    ]);
    const again = (await t.app.request('/dev/charts')).headers.get('content-security-policy');
    expect(again).not.toBe(policy);
  });

  it("serves Mermaid's browser bundle and the drawing script", async () => {
    const mermaid = await t.app.request('/dev/charts/mermaid.js');
    expect(mermaid.status).toBe(200);
    expect(mermaid.headers.get('content-type')).toContain('text/javascript');
    expect((await mermaid.text()).length).toBeGreaterThan(1_000_000);
    const client = await t.app.request('/dev/charts/charts.js');
    expect(client.status).toBe(200);
    expect(await client.text()).toContain('mermaid.render(');
  });

  it('does not exist without the dev tools', async () => {
    const { app } = createApp({ db: t.db, clock: t.clock, catalog: t.catalog, devTools: false });
    for (const path of ['/dev/charts', '/dev/charts/mermaid.js', '/dev/charts/charts.js']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});

describe('reading the generated pages', () => {
  it('takes the id, the source file and the chart of a page', () => {
    const page = [
      '<!-- generated -->',
      '',
      '# pix',
      '',
      '`pixMachine` in [machines/table-payment/pix.machine.ts](../../machines/table-payment/pix.machine.ts).',
      '',
      '```mermaid',
      'stateDiagram-v2',
      '  state "pix" as pix',
      '```',
      '',
    ].join('\n');
    expect(parseChartPage(page)).toEqual({
      id: 'pix',
      file: 'machines/table-payment/pix.machine.ts',
      chart: 'stateDiagram-v2\n  state "pix" as pix',
    });
  });

  it('skips a page without a chart, and a folder that is not there', async () => {
    expect(parseChartPage('# notes\n\nNo diagram here.\n')).toBeUndefined();
    expect(await readMachineCharts(join(chartsDir, 'missing'))).toEqual([]);
  });
});
