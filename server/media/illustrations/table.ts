/** A phone showing a table QR code beside a plate; `tint` colours the pay button. */
export function table(tint: string): string {
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="15" height="15" fill="#1f1a17"/><rect x="${x + 3}" y="${y + 3}" width="9" height="9" fill="#fffbf5"/><rect x="${x + 5}" y="${y + 5}" width="5" height="5" fill="#1f1a17"/>`;
  const modules = [
    [124, 58],
    [130, 64],
    [124, 70],
    [136, 58],
    [142, 70],
    [118, 82],
    [130, 82],
    [148, 82],
    [124, 94],
    [136, 94],
    [142, 88],
    [148, 100],
    [118, 100],
    [130, 106],
    [142, 106],
    [112, 88],
  ]
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="5" height="5"/>`)
    .join('');
  return `
  <ellipse cx="100" cy="176" rx="88" ry="8" fill="#000" opacity=".16"/>
  <ellipse cx="62" cy="140" rx="56" ry="28" fill="#e9dccb"/>
  <ellipse cx="62" cy="136" rx="48" ry="22" fill="#fffaf2"/>
  <path d="M34 134c0-12 18-18 30-16 14 2 26 6 24 16s-14 14-28 13-26-4-26-13z" fill="#8c3b22"/>
  <path d="M38 128c8-8 26-10 40-6" stroke="#f4dcb0" stroke-width="5" fill="none" stroke-linecap="round"/>
  <rect x="96" y="24" width="78" height="148" rx="14" fill="#1f1a17"/>
  <rect x="102" y="36" width="66" height="124" rx="6" fill="#fffbf5"/>
  ${finder(108, 46)}${finder(147, 46)}${finder(108, 109)}
  <g fill="#1f1a17">${modules}</g>
  <rect x="108" y="134" width="54" height="16" rx="8" fill="${tint}"/>
  <rect x="124" y="140" width="22" height="4" rx="2" fill="#fff"/>`;
}
