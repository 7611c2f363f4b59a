import { describe, expect, it } from 'vitest';
import { areaContains, InvalidAreaError, parseServiceArea } from './polygon.ts';

/** A 2 × 2 square (longitude 0–2, latitude 0–2) with a 1 × 1 hole in its middle. */
const square = parseServiceArea([
  [
    [0, 0],
    [2, 0],
    [2, 2],
    [0, 2],
    [0, 0],
  ],
  [
    [0.5, 0.5],
    [1.5, 0.5],
    [1.5, 1.5],
    [0.5, 1.5],
    [0.5, 0.5],
  ],
]);
const at = (longitude: number, latitude: number) => ({ latitude, longitude });

describe('areaContains', () => {
  it('serves a point inside the outline and outside the hole', () => {
    expect(areaContains(square, at(0.25, 1))).toBe(true);
    expect(areaContains(square, at(1.75, 1.9))).toBe(true);
  });

  it('counts the outline as inside: on an edge and on a vertex', () => {
    expect(areaContains(square, at(1, 0))).toBe(true);
    expect(areaContains(square, at(2, 1.3))).toBe(true);
    expect(areaContains(square, at(0, 0))).toBe(true);
    expect(areaContains(square, at(2, 2))).toBe(true);
  });

  it('does not serve a point inside the hole, but its edge and vertices still belong to the area', () => {
    expect(areaContains(square, at(1, 1))).toBe(false);
    expect(areaContains(square, at(1, 0.5))).toBe(true);
    expect(areaContains(square, at(1.5, 1.5))).toBe(true);
  });

  it('does not serve a point just outside or far away', () => {
    expect(areaContains(square, at(2.000001, 1))).toBe(false);
    expect(areaContains(square, at(-0.000001, 0))).toBe(false);
    expect(areaContains(square, at(-46.63, -23.54))).toBe(false);
    expect(areaContains(square, at(179.9, 89))).toBe(false);
  });

  it('handles a concave outline: the notch is outside', () => {
    const notched = parseServiceArea([
      [
        [0, 0],
        [3, 0],
        [3, 3],
        [2, 3],
        [2, 1],
        [1, 1],
        [1, 3],
        [0, 3],
        [0, 0],
      ],
    ]);
    expect(areaContains(notched, at(1.5, 2))).toBe(false);
    expect(areaContains(notched, at(1.5, 1))).toBe(true);
    expect(areaContains(notched, at(0.5, 2.5))).toBe(true);
    expect(areaContains(notched, at(2.5, 2.5))).toBe(true);
  });

  it('a ray through a vertex does not flip the answer', () => {
    const diamond = parseServiceArea([
      [
        [1, 0],
        [2, 1],
        [1, 2],
        [0, 1],
        [1, 0],
      ],
    ]);
    expect(areaContains(diamond, at(0.5, 1))).toBe(true);
    expect(areaContains(diamond, at(-0.5, 1))).toBe(false);
    expect(areaContains(diamond, at(2.5, 1))).toBe(false);
  });
});

describe('parseServiceArea refuses degenerate rings', () => {
  it.each([
    ['no rings', []],
    ['not a list', { type: 'Polygon' }],
    [
      'an open ring',
      [
        [
          [0, 0],
          [1, 0],
          [1, 1],
        ],
      ],
    ],
    [
      'two distinct positions',
      [
        [
          [0, 0],
          [1, 1],
          [0, 0],
          [0, 0],
        ],
      ],
    ],
    [
      'a ring on one line',
      [
        [
          [0, 0],
          [1, 1],
          [2, 2],
          [0, 0],
        ],
      ],
    ],
    [
      'a position out of range',
      [
        [
          [0, 0],
          [200, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    ],
    [
      'a position that is not a number',
      [
        [
          [0, 0],
          ['1', 0],
          [0, 1],
          [0, 0],
        ],
      ],
    ],
    [
      'a degenerate hole',
      [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 0],
        ],
        [
          [1, 1],
          [1, 1],
          [1, 1],
          [1, 1],
        ],
      ],
    ],
  ])('%s', (_, rings) => {
    expect(() => parseServiceArea(rings)).toThrow(InvalidAreaError);
  });
});
