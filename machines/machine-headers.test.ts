import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every chart of `machines/`, by path. */
const charts = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    readdirSync(join(import.meta.dirname, folder.name))
      .filter((name) => name.endsWith('.machine.ts'))
      .map((name) => join(folder.name, name)),
  );

describe('each chart says what it is', () => {
  it('finds the charts', () => expect(charts.length).toBeGreaterThan(30));

  it.each(charts)('%s opens with two lines: its flow, and the spec sections it implements', (chart) => {
    const [flow = '', sections = ''] = readFileSync(join(import.meta.dirname, chart), 'utf8').split('\n');
    expect(flow).toMatch(/^\/\/ \S/);
    expect(sections).toMatch(/^\/\/ .*(Spec|spec) §\d/);
  });
});
