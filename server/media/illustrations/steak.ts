/** A grilled picanha with its fat cap on a plate; `tint` is the seared crust. */
export function steak(tint: string): string {
  return `
  <ellipse cx="100" cy="168" rx="84" ry="10" fill="#000" opacity=".18"/>
  <ellipse cx="100" cy="118" rx="94" ry="54" fill="#e9dccb"/>
  <ellipse cx="100" cy="114" rx="86" ry="48" fill="#fffaf2"/>
  <path d="M40 112C36 84 70 70 102 72c34 2 62 12 58 40-4 28-40 38-70 34-30-4-48-16-50-34z" fill="${tint}"/>
  <path d="M48 92c16-18 56-24 88-14 14 4 22 12 24 22-12-10-38-16-62-15-22 1-40 6-50 14z" fill="#f4dcb0"/>
  <path d="M62 100l26 30M86 94l28 32M112 92l26 30" stroke="#2a120a" stroke-opacity=".55" stroke-width="5" stroke-linecap="round"/>
  <path d="M40 112c2 18 20 30 50 34 30 4 66-6 70-34" fill="none" stroke="#2a120a" stroke-opacity=".25" stroke-width="4"/>
  <g fill="#fff">
    <rect x="70" y="112" width="4" height="3" rx="1"/><rect x="104" y="118" width="3" height="3" rx="1"/>
    <rect x="128" y="104" width="4" height="3" rx="1"/><rect x="92" y="132" width="3" height="3" rx="1"/>
  </g>
  <path d="M136 142c12-6 22-16 30-30" stroke="#3f7a2a" stroke-width="3" fill="none" stroke-linecap="round"/>
  <g fill="#5f9e3a">
    <ellipse cx="146" cy="132" rx="7" ry="2.5" transform="rotate(-50 146 132)"/>
    <ellipse cx="156" cy="122" rx="7" ry="2.5" transform="rotate(-20 156 122)"/>
    <ellipse cx="142" cy="142" rx="7" ry="2.5" transform="rotate(20 142 142)"/>
    <ellipse cx="162" cy="112" rx="6" ry="2.5" transform="rotate(-70 162 112)"/>
  </g>`;
}
