/** Feijoada in a clay pot (`tint`) with sausage, collard greens and an orange slice. */
export function feijoada(tint: string): string {
  return `
  <ellipse cx="100" cy="172" rx="82" ry="9" fill="#000" opacity=".18"/>
  <ellipse cx="20" cy="100" rx="12" ry="7" fill="${tint}"/>
  <ellipse cx="180" cy="100" rx="12" ry="7" fill="${tint}"/>
  <path d="M22 90c2 60 38 80 78 80s76-20 78-80z" fill="${tint}"/>
  <path d="M30 110c6 36 34 52 70 52" stroke="#fff" stroke-opacity=".18" stroke-width="8" fill="none" stroke-linecap="round"/>
  <ellipse cx="100" cy="90" rx="80" ry="24" fill="#5a2c1a"/>
  <ellipse cx="100" cy="90" rx="70" ry="18" fill="#2a1712"/>
  <g fill="#3f2219">
    <ellipse cx="64" cy="86" rx="5" ry="3"/><ellipse cx="82" cy="96" rx="5" ry="3"/><ellipse cx="120" cy="98" rx="5" ry="3"/>
    <ellipse cx="138" cy="84" rx="5" ry="3"/><ellipse cx="100" cy="80" rx="5" ry="3"/><ellipse cx="150" cy="94" rx="5" ry="3"/>
  </g>
  <g><circle cx="88" cy="86" r="9" fill="#a8442a"/><circle cx="88" cy="86" r="5" fill="#c8643a"/>
     <circle cx="118" cy="82" r="9" fill="#a8442a"/><circle cx="118" cy="82" r="5" fill="#c8643a"/>
     <rect x="58" y="92" width="18" height="10" rx="3" fill="#8f3a22"/></g>
  <path d="M130 70c14-12 30-10 38-2-10 0-22 4-32 10z" fill="#3f8a3a"/>
  <path d="M134 74c10-6 20-7 30-4" stroke="#2f6a2a" stroke-width="2" fill="none"/>
  <circle cx="40" cy="66" r="18" fill="#ff9f1c"/>
  <circle cx="40" cy="66" r="14" fill="#ffc15e"/>
  <path d="M40 52v28M26 66h28M30 56l20 20M50 56L30 76" stroke="#ff9f1c" stroke-width="2"/>`;
}
