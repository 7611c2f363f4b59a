/** A grill skewer alternating meat (`tint`), peppers and onion on a diagonal stick. */
export function skewer(tint: string): string {
  const pieces = [tint, '#d8342a', tint, '#f1e0ec', tint, '#4f9e3a', tint]
    .map((fill, index) => {
      const x = 44 + index * 19;
      const y = 152 - index * 18;
      return `<g transform="translate(${x} ${y}) rotate(-43)"><rect x="-15" y="-15" width="30" height="30" rx="8" fill="${fill}"/><rect x="-15" y="-15" width="30" height="30" rx="8" fill="none" stroke="#2a120a" stroke-opacity=".35" stroke-width="3"/></g>`;
    })
    .join('');
  return `
  <ellipse cx="100" cy="170" rx="76" ry="9" fill="#000" opacity=".16"/>
  <path d="M22 178L178 30" stroke="#c99a5b" stroke-width="6" stroke-linecap="round"/>
  ${pieces}
  <path d="M66 128l8 8M104 94l8 8M142 60l8 8" stroke="#2a120a" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>`;
}
