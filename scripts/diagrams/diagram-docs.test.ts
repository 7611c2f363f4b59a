import { describe, expect, it } from 'vitest';
import {
  diagramDocs,
  diagramIndex,
  diagramPage,
  diffDocs,
  GENERATED_MARK,
  type MachineDiagram,
} from './diagram-docs.ts';

const diagram = (id: string, children: string[] = []): MachineDiagram => ({
  id,
  exportName: `${id}Machine`,
  file: `machines/${id}/${id}.machine.ts`,
  chart: `stateDiagram-v2\n  state "${id}" as ${id}\n`,
  children,
});

const payment = diagram('payment', ['pix', 'unknownChild']);
const pix = diagram('pix');
const table = diagram('table', ['pix']);
const all = [table, payment, pix];

describe('the page of a machine', () => {
  const page = diagramPage(payment, all);

  it('says it is generated, names the machine and links its source and the index', () => {
    expect(page.startsWith(`${GENERATED_MARK}\n\n# payment\n`)).toBe(true);
    expect(page).toContain(
      '`paymentMachine` in [machines/payment/payment.machine.ts](../../machines/payment/payment.machine.ts). [All machines](README.md)',
    );
  });

  it('holds the chart in a mermaid block', () => {
    expect(page).toContain('```mermaid\nstateDiagram-v2\n  state "payment" as payment\n```\n');
  });

  it('links the machines it invokes that have a page, and those that invoke it', () => {
    expect(page).toContain('Invokes [pix](pix.md).');
    expect(page).not.toContain('unknownChild');
    expect(diagramPage(pix, all)).toContain('Invoked by [payment](payment.md), [table](table.md).');
  });
});

describe('the index', () => {
  it('links every diagram and its source, by machine id', () => {
    const rows = diagramIndex(all)
      .split('\n')
      .filter((line) => line.startsWith('| ['));
    expect(rows).toEqual([
      '| [payment](payment.md) | [machines/payment/payment.machine.ts](../../machines/payment/payment.machine.ts) |',
      '| [pix](pix.md) | [machines/pix/pix.machine.ts](../../machines/pix/pix.machine.ts) |',
      '| [table](table.md) | [machines/table/table.machine.ts](../../machines/table/table.machine.ts) |',
    ]);
  });

  it('comes with one page per machine, whatever order the machines were found in', () => {
    const docs = diagramDocs(all);
    expect([...docs.keys()]).toEqual(['README.md', 'payment.md', 'pix.md', 'table.md']);
    expect(diagramDocs([pix, payment, table])).toEqual(docs);
  });
});

describe('comparing with the files on disk', () => {
  const expected = new Map([
    ['README.md', 'index'],
    ['a.md', 'a'],
    ['b.md', 'b'],
  ]);

  it('finds nothing when they are the same', () => {
    expect(diffDocs(expected, new Map(expected))).toEqual({ missing: [], stale: [], obsolete: [] });
  });

  it('lists missing, stale and obsolete files', () => {
    const onDisk = new Map([
      ['README.md', 'index'],
      ['b.md', 'b, before the machine changed'],
      ['gone.md', 'a machine since removed'],
    ]);
    expect(diffDocs(expected, onDisk)).toEqual({ missing: ['a.md'], stale: ['b.md'], obsolete: ['gone.md'] });
  });
});
