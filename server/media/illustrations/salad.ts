/** A bowl of leaves with cherry tomatoes, cucumber and a topping in `tint`. */
export function salad(tint: string): string {
  const leaves = [
    [52, 96, 24, '#2f7d4f'],
    [78, 82, 26, '#4f9e3a'],
    [108, 78, 28, '#6dbb3c'],
    [136, 86, 24, '#4f9e3a'],
    [150, 100, 20, '#8bcf55'],
    [66, 104, 20, '#8bcf55'],
    [96, 98, 22, '#2f7d4f'],
    [124, 102, 22, '#6dbb3c'],
  ]
    .map(([cx, cy, r, fill]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`)
    .join('');
  return `
  <ellipse cx="100" cy="174" rx="76" ry="8" fill="#000" opacity=".16"/>
  ${leaves}
  <g fill="${tint}"><circle cx="72" cy="82" r="6"/><circle cx="118" cy="70" r="5"/><circle cx="146" cy="88" r="6"/><circle cx="96" cy="92" r="4"/></g>
  <g><circle cx="88" cy="74" r="10" fill="#d8342a"/><circle cx="85" cy="71" r="3" fill="#fff" opacity=".5"/>
     <circle cx="132" cy="98" r="10" fill="#d8342a"/><circle cx="129" cy="95" r="3" fill="#fff" opacity=".5"/></g>
  <g><circle cx="60" cy="92" r="9" fill="#cfe8a0" stroke="#3f7a2a" stroke-width="3"/>
     <circle cx="112" cy="94" r="9" fill="#cfe8a0" stroke="#3f7a2a" stroke-width="3"/></g>
  <path d="M22 104c4 44 38 66 78 66s74-22 78-66z" fill="#fffaf2"/>
  <path d="M22 104h156" stroke="#e6d6c0" stroke-width="4" stroke-linecap="round"/>
  <path d="M40 130c10 18 30 28 60 30" stroke="#e6d6c0" stroke-width="4" fill="none" stroke-linecap="round"/>`;
}
