/** Two pillow-shaped fried pastéis, fork-crimped, on a checked paper; `tint` is the pastry. */
export function pastel(tint: string): string {
  const forkMarks = (x: number, y: number, width: number, height: number) =>
    Array.from({ length: Math.floor((width - 24) / 11) }, (_, index) => {
      const markX = x + 16 + index * 11;
      return `M${markX} ${y + 3}v7M${markX} ${y + height - 10}v7`;
    }).join('');
  return `
  <defs>
    <pattern id="check" width="20" height="20" patternUnits="userSpaceOnUse">
      <rect width="20" height="20" fill="#fffaf2"/><rect width="10" height="10" fill="#e04a20" opacity=".85"/><rect x="10" y="10" width="10" height="10" fill="#e04a20" opacity=".85"/>
    </pattern>
    <linearGradient id="crust" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbe3a8"/><stop offset=".5" stop-color="${tint}"/><stop offset="1" stop-color="#c98a3a"/></linearGradient>
  </defs>
  <path d="M14 120l172-14 4 60-176 12z" fill="url(#check)"/>
  <g transform="rotate(-9 100 86)">
    <rect x="44" y="56" width="120" height="60" rx="22" fill="url(#crust)"/>
    <path d="${forkMarks(44, 56, 120, 60)}" stroke="#a8642a" stroke-width="2.5" stroke-linecap="round" opacity=".7"/>
  </g>
  <rect x="24" y="94" width="148" height="68" rx="24" fill="url(#crust)"/>
  <path d="${forkMarks(24, 94, 148, 68)}" stroke="#a8642a" stroke-width="2.5" stroke-linecap="round" opacity=".7"/>
  <g fill="#fff3cf" opacity=".75">
    <circle cx="62" cy="118" r="5"/><circle cx="98" cy="112" r="4"/><circle cx="130" cy="124" r="6"/>
    <circle cx="84" cy="134" r="3"/><circle cx="150" cy="112" r="3"/><circle cx="112" cy="140" r="3.5"/>
  </g>
  <path d="M40 108q40-10 100-6" stroke="#fff" stroke-opacity=".35" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}
