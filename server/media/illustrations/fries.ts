import { flame } from './flame.ts';

/** Fries in a carton (`tint`) printed with the brand's flame. */
export function fries(tint: string): string {
  const sticks = [
    [62, 44, -8],
    [76, 36, -4],
    [90, 42, 0],
    [104, 32, 3],
    [118, 40, 6],
    [132, 46, 10],
    [70, 56, 4],
    [98, 52, -6],
    [124, 58, -3],
  ]
    .map(
      ([x, y, r]) =>
        `<rect x="${x}" y="${y}" width="12" height="76" rx="3" transform="rotate(${r} ${x} ${y})"/>`,
    )
    .join('');
  return `
  <ellipse cx="100" cy="172" rx="60" ry="8" fill="#000" opacity=".18"/>
  <g fill="#f7c948" stroke="#dea21f" stroke-width="2">${sticks}</g>
  <path d="M44 92h112l-14 78H58z" fill="${tint}"/>
  <path d="M44 92q56 22 112 0l-2 12q-54 22-108 0z" fill="#000" opacity=".12"/>
  <path d="M52 136h96" stroke="#fff" stroke-opacity=".9" stroke-width="5"/>
  <g transform="translate(100 120) scale(.55)">${flame}</g>`;
}
