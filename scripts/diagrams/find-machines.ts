import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AnyStateMachine, StateMachine } from 'xstate';
import type { MachineDiagram } from './diagram-docs.ts';
import { allNodes, invokedMachine, stateChart } from './state-chart.ts';

export interface FoundMachine {
  machine: AnyStateMachine;
  exportName: string;
  /** Relative to the repository, with `/`. */
  file: string;
}

/** Ids name files and Mermaid nodes; xstate's default id (`(machine)`) names neither. */
const VALID_ID = /^[A-Za-z][\w-]*$/;

/** Every `machines/**\/*.machine.ts` file, sorted, relative to the repository. */
export async function machineFiles(root: string): Promise<string[]> {
  const files = await readdir(join(root, 'machines'), { recursive: true });
  return files
    .filter((file) => file.endsWith('.machine.ts'))
    .map((file) => `machines/${file.split('\\').join('/')}`)
    .sort();
}

export interface MachineModule {
  file: string;
  exports: Record<string, unknown>;
}

/** The machines the modules export; a module without one, a clash of ids or an unusable id is an error. */
export function machinesOf(modules: readonly MachineModule[]): FoundMachine[] {
  const found: FoundMachine[] = [];
  const byId = new Map<string, FoundMachine>();
  for (const { file, exports } of modules) {
    const machines = Object.entries(exports)
      .filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    if (machines.length === 0) throw new Error(`${file} exports no state machine`);
    for (const [exportName, machine] of machines) {
      if (!VALID_ID.test(machine.id)) {
        throw new Error(
          `${file}: ${exportName} needs an id of letters, digits, - and _ (it has "${machine.id}")`,
        );
      }
      const same = byId.get(machine.id);
      if (same?.machine === machine) continue;
      if (same) throw new Error(`two machines have the id "${machine.id}": ${same.file} and ${file}`);
      const entry = { machine, exportName, file };
      byId.set(machine.id, entry);
      found.push(entry);
    }
  }
  return found;
}

export async function findMachines(root: string, files: readonly string[]): Promise<FoundMachine[]> {
  const modules: MachineModule[] = [];
  for (const file of files) {
    modules.push({ file, exports: await import(pathToFileURL(join(root, file)).href) });
  }
  return machinesOf(modules);
}

function childMachineIds(machine: AnyStateMachine): string[] {
  const ids = allNodes(machine.root).flatMap((node) =>
    node.invoke.flatMap((invoke) => invokedMachine(machine, invoke.src)?.id ?? []),
  );
  return [...new Set(ids)].sort();
}

export function machineDiagram({ machine, exportName, file }: FoundMachine): MachineDiagram {
  return { id: machine.id, exportName, file, chart: stateChart(machine), children: childMachineIds(machine) };
}
