import type { ModelCoverage } from './model-coverage.ts';

/** What one `modelTest` recorded, and in which test file. */
export interface CoverageEntry {
  file: string;
  coverage: ModelCoverage;
}

interface Measure {
  total: number;
  reached: string[];
  unreached: string[];
}

export interface MachineReport {
  machine: string;
  /** The test files whose models drive it. */
  files: string[];
  states: Measure;
  transitions: Measure;
}

export interface CoverageReport {
  machines: MachineReport[];
  total: { states: { total: number; reached: number }; transitions: { total: number; reached: number } };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function measure(all: string[], reached: Set<string>): Measure {
  return {
    total: all.length,
    reached: all.filter((item) => reached.has(item)),
    unreached: all.filter((item) => !reached.has(item)),
  };
}

/** One line per machine: several models of one machine (other inputs, other files) add up. */
export function coverageReport(entries: readonly CoverageEntry[]): CoverageReport {
  const merged = new Map<
    string,
    {
      files: Set<string>;
      states: Set<string>;
      reachedStates: Set<string>;
      transitions: Set<string>;
      taken: Set<string>;
    }
  >();
  for (const { file, coverage } of entries) {
    const machine = merged.get(coverage.machine) ?? {
      files: new Set(),
      states: new Set(),
      reachedStates: new Set(),
      transitions: new Set(),
      taken: new Set(),
    };
    merged.set(coverage.machine, machine);
    machine.files.add(file);
    for (const id of coverage.states) machine.states.add(id);
    for (const id of coverage.reachedStates) machine.reachedStates.add(id);
    for (const label of coverage.transitions) machine.transitions.add(label);
    for (const label of coverage.takenTransitions) machine.taken.add(label);
  }
  const machines = [...merged]
    .sort(([a], [b]) => byText(a, b))
    .map(([machine, { files, states, reachedStates, transitions, taken }]) => ({
      machine,
      files: [...files].sort(byText),
      states: measure([...states], reachedStates),
      transitions: measure([...transitions], taken),
    }));
  const sum = (pick: (report: MachineReport) => Measure) => ({
    total: machines.reduce((total, report) => total + pick(report).total, 0),
    reached: machines.reduce((total, report) => total + pick(report).reached.length, 0),
  });
  return {
    machines,
    total: { states: sum((report) => report.states), transitions: sum((report) => report.transitions) },
  };
}

/** `23/25  92.0%`: rounded down, so that only a complete model reads 100%. */
function ratio(reached: number, total: number): string {
  const percent = total === 0 ? 100 : Math.floor((reached / total) * 1000) / 10;
  return `${`${reached}/${total}`.padStart(9)} ${`${percent.toFixed(1)}%`.padStart(6)}`;
}

/** The table `npm test` prints, then what each incomplete machine leaves unreached. */
export function formatCoverageTable({ machines, total }: CoverageReport): string {
  const width = Math.max(
    7,
    ...machines.map(({ machine }) => machine.length),
    `all (${machines.length})`.length,
  );
  const row = (name: string, states: string, transitions: string) =>
    `  ${name.padEnd(width)}  ${states.padEnd(16)}  ${transitions}`;
  const lines = [
    'Model coverage: states and transitions the model-based tests reach',
    row('machine', '   states', '   transitions'),
    ...machines.map(({ machine, states, transitions }) =>
      row(
        machine,
        ratio(states.reached.length, states.total),
        ratio(transitions.reached.length, transitions.total),
      ),
    ),
    row(
      `all (${machines.length})`,
      ratio(total.states.reached, total.states.total),
      ratio(total.transitions.reached, total.transitions.total),
    ),
  ];
  for (const { machine, states, transitions } of machines) {
    const missing = [...states.unreached, ...transitions.unreached];
    if (missing.length > 0)
      lines.push(`  ${machine} leaves unreached:`, ...missing.map((item) => `    - ${item}`));
  }
  return lines.join('\n');
}
