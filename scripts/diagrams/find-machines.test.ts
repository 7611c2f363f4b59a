// @vitest-environment happy-dom
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { findMachines, machineDiagram, machineFiles, machinesOf } from './find-machines.ts';
import { readMermaid } from './mermaid-model.ts';

const root = join(import.meta.dirname, '..', '..');
const machine = (id: string) => setup({}).createMachine({ id, initial: 'a', states: { a: {} } });

describe('finding the machines', () => {
  it('lists every machines/**/*.machine.ts file, sorted, and no tests', async () => {
    const files = await machineFiles(root);
    expect(files).toContain('machines/table-payment/table-payment.machine.ts');
    expect(files).toContain('machines/shared/verification.machine.ts');
    expect(files).toEqual([...files].sort());
    expect(files.every((file) => file.endsWith('.machine.ts'))).toBe(true);
  });

  it('keeps the exported machines, once each, beside other exports', () => {
    const pix = machine('pix');
    const found = machinesOf([
      { file: 'machines/a/pix.machine.ts', exports: { pixMachine: pix, PIX_POLL_MS: 3000, helper: () => 1 } },
      { file: 'machines/a/again.machine.ts', exports: { pixMachine: pix, other: machine('other') } },
    ]);
    expect(found.map(({ machine: { id }, exportName, file }) => [id, exportName, file])).toEqual([
      ['pix', 'pixMachine', 'machines/a/pix.machine.ts'],
      ['other', 'other', 'machines/a/again.machine.ts'],
    ]);
  });

  it('refuses a machine file that exports no machine', () => {
    expect(() => machinesOf([{ file: 'machines/a/a.machine.ts', exports: { a: 1 } }])).toThrow(
      'machines/a/a.machine.ts exports no state machine',
    );
  });

  it('refuses two machines with one id: their diagrams would overwrite each other', () => {
    expect(() =>
      machinesOf([
        { file: 'machines/a/a.machine.ts', exports: { aMachine: machine('same') } },
        { file: 'machines/b/b.machine.ts', exports: { bMachine: machine('same') } },
      ]),
    ).toThrow('two machines have the id "same": machines/a/a.machine.ts and machines/b/b.machine.ts');
  });

  it('refuses a machine without an id of its own', () => {
    const unnamed = setup({}).createMachine({ initial: 'a', states: { a: {} } });
    expect(() => machinesOf([{ file: 'machines/a/a.machine.ts', exports: { unnamed } }])).toThrow(
      'needs an id of letters, digits, - and _ (it has "(machine)")',
    );
  });

  it('links a machine to the machines it invokes', async () => {
    const [tablePayment] = await findMachines(root, ['machines/table-payment/table-payment.machine.ts']);
    expect(tablePayment && machineDiagram(tablePayment).children).toEqual(['pix', 'reconcile']);
  });

  it("gives every machine of the app a chart Mermaid reads, with each of the machine's states", async () => {
    const found = await findMachines(root, await machineFiles(root));
    expect(found.length).toBeGreaterThan(0);
    for (const { machine: each } of found) {
      const { nodes } = await readMermaid(machineDiagram({ machine: each, exportName: '', file: '' }).chart);
      const labels = new Set(nodes.map((node) => node.label));
      for (const key of Object.keys(each.root.states)) expect(labels, `${each.id}.${key}`).toContain(key);
    }
    // Forty-odd charts through Mermaid's parser: seconds on a quiet machine, a minute on a busy one.
  }, 120_000);
});
