import type { ArtKind } from './art-kind.ts';
import { illustrations } from './illustrations.ts';

const hexColour = /^#[0-9a-f]{6}$/i;

/** Deterministic pseudo-random numbers from a string, so one picture always draws the same. */
function random(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sparks(seed: string, width: number, height: number, count: number): string {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const r = (1.5 + next() * 3.5).toFixed(1);
    return `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height).toFixed(0)}" r="${r}" opacity="${(0.25 + next() * 0.5).toFixed(2)}"/>`;
  }).join('');
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">${body}</svg>`;
}

function background([inner, outer]: readonly [string, string]): string {
  return `<defs><radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient></defs>`;
}

/** 4:3 item picture; `tint` varies the dish inside its category. */
export function itemSvg(kind: ArtKind, tint: string, seed: string): string {
  const art = illustrations[kind];
  const colour = hexColour.test(tint) ? tint : art.tint;
  return svg(
    480,
    360,
    kind,
    `${background(art.background)}<rect width="480" height="360" fill="url(#bg)"/>
    <g fill="#ffb23f">${sparks(seed, 480, 360, 14)}</g>
    <g transform="translate(110 50) scale(1.3)">${art.draw(colour)}</g>`,
  );
}

/** Square category tile. */
export function categorySvg(kind: ArtKind): string {
  const art = illustrations[kind];
  return svg(
    240,
    240,
    kind,
    `${background(art.background)}<rect width="240" height="240" rx="40" fill="url(#bg)"/>
    <g transform="translate(24 24) scale(.96)">${art.draw(art.tint)}</g>`,
  );
}

/** Wide banner: charcoal with an ember glow on the right, the dish big on the glow; text is left to the app. */
export function bannerSvg(kind: ArtKind, seed: string): string {
  const art = illustrations[kind];
  return svg(
    1200,
    480,
    kind,
    `<defs>
      <linearGradient id="night" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#141110"/><stop offset="1" stop-color="#3d2a20"/></linearGradient>
      <radialGradient id="glow" cx="78%" cy="55%" r="45%"><stop offset="0" stop-color="#f0572a" stop-opacity=".75"/><stop offset=".6" stop-color="#c8391a" stop-opacity=".25"/><stop offset="1" stop-color="#c8391a" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1200" height="480" fill="url(#night)"/>
    <rect width="1200" height="480" fill="url(#glow)"/>
    <path d="M0 420L1200 300M0 460L1200 340" stroke="#ffb23f" stroke-opacity=".12" stroke-width="3"/>
    <g fill="#ffb23f">${sparks(seed, 1200, 480, 40)}</g>
    <g transform="translate(740 30) scale(2.1)">${art.draw(art.tint)}</g>`,
  );
}
