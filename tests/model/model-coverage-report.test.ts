import { describe, expect, it } from 'vitest';
import type { ModelCoverage } from './model-coverage.ts';
import { coverageReport, formatCoverageTable } from './model-coverage-report.ts';

const table: ModelCoverage = {
  machine: 'table',
  states: ['#table.start', '#table.journey', '#table.leaving'],
  reachedStates: ['#table.start', '#table.journey'],
  transitions: ['#table.start: always → #table.journey', '#table.journey: table.leave → #table.leaving'],
  takenTransitions: ['#table.start: always → #table.journey'],
};
const tableAgain: ModelCoverage = {
  ...table,
  reachedStates: ['#table.start', '#table.leaving'],
  takenTransitions: [],
};
const pix: ModelCoverage = {
  machine: 'pix',
  states: ['#pix.waiting'],
  reachedStates: ['#pix.waiting'],
  transitions: [],
  takenTransitions: [],
};

describe('the model coverage report', () => {
  const report = coverageReport([
    { file: 'machines/table/table.model.test.ts', coverage: table },
    { file: 'machines/table/table-guest.model.test.ts', coverage: tableAgain },
    { file: 'machines/table-payment/pix.model.test.ts', coverage: pix },
  ]);

  it('has one entry per machine, by id, adding up what each of its models reached', () => {
    expect(report.machines.map(({ machine }) => machine)).toEqual(['pix', 'table']);
    expect(report.machines[1]).toEqual({
      machine: 'table',
      files: ['machines/table/table-guest.model.test.ts', 'machines/table/table.model.test.ts'],
      states: { total: 3, reached: table.states, unreached: [] },
      transitions: {
        total: 2,
        reached: ['#table.start: always → #table.journey'],
        unreached: ['#table.journey: table.leave → #table.leaving'],
      },
    });
  });

  it('totals every machine', () => {
    expect(report.total).toEqual({ states: { total: 4, reached: 4 }, transitions: { total: 2, reached: 1 } });
  });

  it('prints a row per machine and the total, then what is left unreached', () => {
    expect(formatCoverageTable(report).split('\n')).toEqual([
      'Model coverage: states and transitions the model-based tests reach',
      '  machine     states            transitions',
      '  pix            1/1 100.0%        0/0 100.0%',
      '  table          3/3 100.0%        1/2  50.0%',
      '  all (2)        4/4 100.0%        1/2  50.0%',
      '  table leaves unreached:',
      '    - #table.journey: table.leave → #table.leaving',
    ]);
  });

  it('says 100% only when nothing is left', () => {
    const states = Array.from({ length: 2000 }, (_, index) => `#big.s${index}`);
    const big = {
      machine: 'big',
      states,
      reachedStates: states.slice(1),
      transitions: [],
      takenTransitions: [],
    };
    expect(
      formatCoverageTable(coverageReport([{ file: 'machines/big.model.test.ts', coverage: big }])),
    ).toContain('1999/2000  99.9%');
  });
});
