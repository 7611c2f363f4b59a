import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The statecharts `npm run diagrams` writes from the machines (the server never imports machines). */
export const chartsDir = join(import.meta.dirname, '..', '..', 'docs', 'machines');

export interface MachineChart {
  id: string;
  /** The machine's file, relative to the repository. */
  file: string;
  /** Mermaid text. */
  chart: string;
}

/** One generated page: `# <id>`, a link to `machines/…`, then a ```mermaid block. */
export function parseChartPage(markdown: string): MachineChart | undefined {
  const id = /^# (\S+)$/m.exec(markdown)?.[1];
  const file = /\[(machines\/[^\]]+)\]/.exec(markdown)?.[1];
  const chart = /^```mermaid\n([\s\S]*?)\n```$/m.exec(markdown)?.[1];
  return id && file && chart ? { id, file, chart } : undefined;
}

/** Every machine's chart, by id; none when the folder is missing. */
export async function readMachineCharts(dir = chartsDir): Promise<MachineChart[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const charts: MachineChart[] = [];
  for (const name of names.filter((file) => file.endsWith('.md') && file !== 'README.md').sort()) {
    const chart = parseChartPage(await readFile(join(dir, name), 'utf8'));
    if (chart) charts.push(chart);
  }
  return charts;
}
