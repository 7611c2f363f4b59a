import type { MachineChart } from './machine-charts.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function section({ id, file, chart }: MachineChart): string {
  return `<section id="${escapeHtml(id)}" aria-labelledby="${escapeHtml(id)}-title">
  <h2 id="${escapeHtml(id)}-title">${escapeHtml(id)}</h2>
  <p class="file">${escapeHtml(file)}</p>
  <pre class="chart">${escapeHtml(chart)}</pre>
</section>`;
}

/**
 * Every machine's statechart, drawn in the browser by Mermaid. Its scripts are files of this server
 * carrying the answer's nonce; nothing runs inline.
 */
export function chartsPage(charts: readonly MachineChart[], nonce: string): string {
  const nav = charts.map(({ id }) => `<li><a href="#${escapeHtml(id)}">${escapeHtml(id)}</a></li>`).join('');
  const body = charts.length
    ? `<nav aria-label="Machines"><ul>${nav}</ul></nav>\n${charts.map(section).join('\n')}`
    : '<p class="empty">No diagrams in docs/machines: run <code>npm run diagrams</code>.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Statecharts · Brasa reference API</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #fffbf5; color: #1f1a17; }
  main { padding: 24px 16px; } h1 { margin: 0 0 4px; } .hint, .file, .empty { color: #57504b; }
  nav ul { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; padding: 0; margin: 0 0 24px; }
  section { background: #fff; border: 1px solid #ddd5ce; border-radius: 12px; padding: 16px; margin-bottom: 16px; }
  h2 { margin: 0; font-size: 20px; } .file { margin: 0 0 12px; font-family: ui-monospace, monospace; font-size: 14px; }
  .chart { overflow-x: auto; margin: 0; } pre.chart { font-size: 12px; white-space: pre; }
  .failed { color: #9f1d1d; font-weight: 600; }
</style></head>
<body><main>
<h1>Statecharts</h1>
<p class="hint">Every machine, drawn from <code>docs/machines/</code> (written from the machine definitions by <code>npm run diagrams</code>). Edges read <code>event [guard]</code>; lines under a state name list its tags, invoked actors and events handled in place.</p>
${body}
</main>
<script nonce="${nonce}" src="/dev/charts/mermaid.js" defer></script>
<script nonce="${nonce}" src="/dev/charts/charts.js" defer></script>
</body></html>`;
}
