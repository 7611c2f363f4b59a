/** A lava cake (`tint`) with chocolate sauce, a scoop of ice cream and a strawberry. */
export function dessert(tint: string): string {
  return `
  <ellipse cx="100" cy="170" rx="84" ry="9" fill="#000" opacity=".16"/>
  <ellipse cx="100" cy="130" rx="92" ry="36" fill="#e9dccb"/>
  <ellipse cx="100" cy="126" rx="84" ry="30" fill="#fffaf2"/>
  <ellipse cx="92" cy="136" rx="46" ry="12" fill="#3a1a0d"/>
  <path d="M50 126c0-44 16-58 42-58s42 14 42 58c0 8-84 8-84 0z" fill="${tint}"/>
  <path d="M60 96c6-14 16-20 30-20" stroke="#fff" stroke-opacity=".25" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M62 98c10 6 20-4 30 2s20-4 30 2" stroke="#2a120a" stroke-opacity=".55" stroke-width="5" fill="none" stroke-linecap="round"/>
  <g fill="#fff" opacity=".85"><circle cx="78" cy="84" r="1.6"/><circle cx="96" cy="78" r="1.6"/><circle cx="110" cy="90" r="1.6"/><circle cx="88" cy="96" r="1.6"/></g>
  <path d="M132 118a22 22 0 1 1 40 0c-4 6-8 2-10 6-4-4-8 2-10-2-4 4-8 0-10 2-4-4-8 0-10-6z" fill="#fff4dc"/>
  <path d="M140 100a10 10 0 0 1 12-8" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M150 76c6-4 14-2 16 4-6 0-10 2-12 6z" fill="#4f9e3a"/>
  <path d="M146 80c8-6 24-2 24 10 0 12-12 22-18 24-6-4-14-16-12-26z" fill="#d8342a"/>
  <g fill="#ffe7a0"><circle cx="156" cy="92" r="1.3"/><circle cx="162" cy="100" r="1.3"/><circle cx="152" cy="104" r="1.3"/></g>`;
}
