/** A tall glass of `tint` with ice, bubbles, a straw and a lime wheel. */
export function drink(tint: string): string {
  return `
  <ellipse cx="100" cy="174" rx="46" ry="7" fill="#000" opacity=".18"/>
  <path d="M126 22l-22 120" stroke="#e04a20" stroke-width="7" stroke-linecap="round"/>
  <path d="M126 22l-4 22" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".7"/>
  <path d="M62 76h76l-8 92H70z" fill="${tint}"/>
  <g fill="#fff" opacity=".45">
    <rect x="74" y="82" width="22" height="20" rx="4" transform="rotate(-12 85 92)"/>
    <rect x="102" y="88" width="22" height="20" rx="4" transform="rotate(14 113 98)"/>
    <rect x="84" y="108" width="20" height="18" rx="4" transform="rotate(6 94 117)"/>
  </g>
  <g fill="#fff" opacity=".7"><circle cx="82" cy="140" r="3"/><circle cx="110" cy="150" r="2.5"/><circle cx="98" cy="132" r="2"/><circle cx="118" cy="126" r="3"/></g>
  <path d="M56 44h88l-12 128H68z" fill="#fff" opacity=".22" stroke="#fff" stroke-opacity=".85" stroke-width="3"/>
  <path d="M66 54l8 108" stroke="#fff" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/>
  <circle cx="142" cy="48" r="20" fill="#b8d86a" stroke="#5f9e3a" stroke-width="4"/>
  <path d="M142 30v36M124 48h36M129 35l26 26M155 35l-26 26" stroke="#eef7d8" stroke-width="2"/>`;
}
