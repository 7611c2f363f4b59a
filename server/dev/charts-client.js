// Draws each chart of /dev/charts with Mermaid (loaded just before as /dev/charts/mermaid.js).
// Mermaid's default layout, ELK, rejects an edge from a composite state inside a parallel region to
// one of its own states (Mermaid 12.3); such a chart is drawn again with the dagre layout.
/* global mermaid */

const withDagre = (text) => `---\nconfig:\n  layout: dagre\n---\n${text}`;

async function draw(pre, index) {
  const text = pre.textContent ?? '';
  let svg;
  try {
    ({ svg } = await mermaid.render(`chart-${index}`, text));
  } catch {
    try {
      ({ svg } = await mermaid.render(`chart-${index}-dagre`, withDagre(text)));
    } catch (error) {
      const message = document.createElement('p');
      message.className = 'failed';
      message.textContent = `Mermaid could not draw this chart: ${error instanceof Error ? error.message : error}`;
      pre.before(message);
      return;
    }
  }
  const figure = document.createElement('div');
  figure.className = 'chart';
  figure.innerHTML = svg;
  pre.replaceWith(figure);
}

(async () => {
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    suppressErrorRendering: true,
    state: { useMaxWidth: false },
  });
  const charts = [...document.querySelectorAll('pre.chart')];
  for (const [index, pre] of charts.entries()) await draw(pre, index);
})();
