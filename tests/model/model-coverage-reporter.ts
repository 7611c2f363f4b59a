import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { type CoverageEntry, coverageReport, formatCoverageTable } from './model-coverage-report.ts';

/** Relative to the project root; gitignored. */
const REPORT_FILE = 'reports/model-coverage.json';

/**
 * After a run with model-based tests of the app's machines (`machines/**`; the helper's own tests
 * model toy machines), prints per machine the states and transitions the paths reached and writes
 * them to `reports/model-coverage.json`. A run without any leaves the last report alone.
 */
export default class ModelCoverageReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>): Promise<void> {
    if (this.vitest === undefined) return;
    const root = this.vitest.config.root;
    const entries: CoverageEntry[] = [];
    for (const testModule of testModules) {
      const file = relative(root, testModule.moduleId).split(sep).join('/');
      if (!file.startsWith('machines/')) continue;
      for (const test of testModule.children.allTests()) {
        const coverage = test.meta().modelCoverage;
        if (coverage !== undefined) entries.push({ file, coverage });
      }
    }
    if (entries.length === 0) return;
    const report = coverageReport(entries);
    const path = join(root, REPORT_FILE);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
    this.vitest.logger.log(`\n${formatCoverageTable(report)}\n  (${REPORT_FILE})\n`);
  }
}
