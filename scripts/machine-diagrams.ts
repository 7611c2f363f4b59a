/**
 * Writes a Mermaid statechart of every machine (`machines/**\/*.machine.ts`) to
 * `docs/machines/<machine id>.md`, with an index in `docs/machines/README.md`.
 * `--check` writes nothing: it lists missing, stale and obsolete diagrams and exits 1 if any.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diagramDocs, diffDocs, GENERATED_MARK } from './diagrams/diagram-docs.ts';
import { findMachines, machineDiagram, machineFiles } from './diagrams/find-machines.ts';

const root = join(import.meta.dirname, '..');
const docsDir = join(root, 'docs', 'machines');
const check = process.argv.includes('--check');

/** The generated files now in the folder (hand-written ones are left alone). */
async function generatedOnDisk(): Promise<Map<string, string>> {
  const names = await readdir(docsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const docs = new Map<string, string>();
  for (const name of names.filter((file) => file.endsWith('.md'))) {
    const text = await readFile(join(docsDir, name), 'utf8');
    if (text.startsWith(GENERATED_MARK)) docs.set(name, text);
  }
  return docs;
}

const found = await findMachines(root, await machineFiles(root));
const expected = diagramDocs(found.map(machineDiagram));
const diff = diffDocs(expected, await generatedOnDisk());
const changed = [...diff.missing, ...diff.stale];

if (check) {
  const problems = [
    ...diff.missing.map((name) => `  missing   docs/machines/${name}`),
    ...diff.stale.map((name) => `  stale     docs/machines/${name}`),
    ...diff.obsolete.map((name) => `  obsolete  docs/machines/${name} (no machine has this id any more)`),
  ];
  if (problems.length > 0) {
    console.error(
      `Machine diagrams differ from the machines:\n${problems.join('\n')}\nRun: npm run diagrams`,
    );
    process.exit(1);
  }
  console.log(`machine diagrams up to date (${found.length} machines)`);
} else {
  await mkdir(docsDir, { recursive: true });
  for (const name of changed) await writeFile(join(docsDir, name), expected.get(name) ?? '');
  for (const name of diff.obsolete) await rm(join(docsDir, name));
  for (const name of changed) console.log(`wrote docs/machines/${name}`);
  for (const name of diff.obsolete) console.log(`removed docs/machines/${name}`);
  console.log(`${found.length} machines, ${changed.length + diff.obsolete.length} files changed`);
}
