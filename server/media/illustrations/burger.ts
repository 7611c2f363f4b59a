/** A tall burger; `tint` colours the melted cheese. Drawn in a 200 × 200 box. */
export function burger(tint: string): string {
  const seeds = [
    [62, 58, -20],
    [84, 48, 10],
    [108, 46, -8],
    [132, 54, 18],
    [72, 74, 30],
    [100, 64, -25],
    [126, 72, 5],
    [150, 70, -15],
  ]
    .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="4" ry="2.2" transform="rotate(${r} ${x} ${y})"/>`)
    .join('');
  return `
  <defs>
    <linearGradient id="bun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5b95f"/><stop offset="1" stop-color="#c8742e"/></linearGradient>
  </defs>
  <ellipse cx="100" cy="166" rx="80" ry="10" fill="#000" opacity=".16"/>
  <path d="M30 132h140a8 8 0 0 1 8 8v2a20 20 0 0 1-20 20H42a20 20 0 0 1-20-20v-2a8 8 0 0 1 8-8z" fill="#d4863a"/>
  <rect x="24" y="110" width="152" height="26" rx="13" fill="#5b2d1a"/>
  <path d="M48 116l8 14M78 116l8 14M108 116l8 14M138 116l8 14" stroke="#3a1a0d" stroke-width="3.5" stroke-linecap="round"/>
  <path d="M26 106h148l-12 9-6 15-7-15h-28l-8 19-8-19H68l-6 13-6-13H40z" fill="${tint}"/>
  <rect x="36" y="92" width="58" height="12" rx="6" fill="#e0452b"/>
  <rect x="104" y="92" width="60" height="12" rx="6" fill="#d63a22"/>
  <path d="M22 102q10-10 20 0t20 0 20 0 20 0 20 0 20 0 20 0 16 0v6H22z" fill="#6dbb3c"/>
  <path d="M26 96C26 56 58 36 100 36s74 20 74 60z" fill="url(#bun)"/>
  <path d="M50 66q22-20 52-22" stroke="#fff" stroke-opacity=".35" stroke-width="7" fill="none" stroke-linecap="round"/>
  <g fill="#fff3d6">${seeds}</g>`;
}
