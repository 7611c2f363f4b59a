/** First line of every generated file: the check and the clean-up only touch files that carry it. */
export const GENERATED_MARK = '<!-- Generated from the machines by `npm run diagrams`: do not edit. -->';

export interface MachineDiagram {
  /** The machine's id, which names its page. */
  id: string;
  /** The export that holds it. */
  exportName: string;
  /** Its file, relative to the repository, with `/`. */
  file: string;
  /** Mermaid `stateDiagram-v2` text. */
  chart: string;
  /** Ids of the machines it invokes. */
  children: string[];
}

const LEGEND =
  'Edges read `event [guard]`; `always` is an eventless transition, `after(delay)` a named timer, ' +
  '`done(actor)` / `error(actor)` how an invoked actor ended, `[else]` the fallback when no guard before ' +
  'it holds. Lines under a state name (or in a note beside a composite state) list its tags, the actors ' +
  'it invokes and the events it handles without leaving it.';

const link = (id: string) => `[${id}](${id}.md)`;
/** Code-unit order, the same on every machine whatever its locale. */
const byId = (a: MachineDiagram, b: MachineDiagram) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function relations(diagram: MachineDiagram, all: readonly MachineDiagram[]): string[] {
  const known = new Set(all.map((other) => other.id));
  const parents = all
    .filter((other) => other.children.includes(diagram.id))
    .sort(byId)
    .map((other) => other.id);
  const lines: string[] = [];
  const children = diagram.children.filter((id) => known.has(id));
  if (children.length > 0) lines.push(`Invokes ${children.map(link).join(', ')}.`);
  if (parents.length > 0) lines.push(`Invoked by ${parents.map(link).join(', ')}.`);
  return lines;
}

/** `docs/machines/<id>.md`: where the machine lives, how it relates to the others, its chart. */
export function diagramPage(diagram: MachineDiagram, all: readonly MachineDiagram[]): string {
  const related = relations(diagram, all);
  return [
    GENERATED_MARK,
    '',
    `# ${diagram.id}`,
    '',
    `\`${diagram.exportName}\` in [${diagram.file}](../../${diagram.file}). [All machines](README.md)`,
    '',
    ...(related.length > 0 ? [related.join(' '), ''] : []),
    '```mermaid',
    diagram.chart.trimEnd(),
    '```',
    '',
    LEGEND,
    '',
  ].join('\n');
}

/** `docs/machines/README.md`: every diagram, by machine id. */
export function diagramIndex(all: readonly MachineDiagram[]): string {
  const rows = [...all]
    .sort(byId)
    .map((diagram) => `| ${link(diagram.id)} | [${diagram.file}](../../${diagram.file}) |`);
  return [
    GENERATED_MARK,
    '',
    '# Statecharts',
    '',
    'One diagram per machine, generated from the machine definitions by `npm run diagrams`',
    '(`scripts/machine-diagrams.ts`); `npm test` fails while one is missing or stale. With the',
    'reference API running, `/dev/charts` renders them all on one page.',
    '',
    '| Machine | File |',
    '| --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** Every generated file by name, from the machines' diagrams. */
export function diagramDocs(all: readonly MachineDiagram[]): Map<string, string> {
  const docs = new Map<string, string>([['README.md', diagramIndex(all)]]);
  for (const diagram of [...all].sort(byId)) {
    docs.set(`${diagram.id}.md`, diagramPage(diagram, all));
  }
  return docs;
}

export interface DocsDiff {
  missing: string[];
  stale: string[];
  /** Generated files whose machine is gone. */
  obsolete: string[];
}

/** What differs between the docs the machines give and the generated files on disk. */
export function diffDocs(
  expected: ReadonlyMap<string, string>,
  onDisk: ReadonlyMap<string, string>,
): DocsDiff {
  const sorted = (names: Iterable<string>) => [...names].sort();
  return {
    missing: sorted([...expected.keys()].filter((name) => !onDisk.has(name))),
    stale: sorted(
      [...expected]
        .filter(([name, text]) => onDisk.has(name) && onDisk.get(name) !== text)
        .map(([name]) => name),
    ),
    obsolete: sorted([...onDisk.keys()].filter((name) => !expected.has(name))),
  };
}
